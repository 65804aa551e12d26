import { randomBytes } from 'node:crypto';

/**
 * Error codes of the sandbox's Shein stand-in. Shein publishes no complete catalogue (only `openapi00002 IP is
 * not in the whitelist` is attested), so these are our own, shaped like Shein's: string codes, success is '0'.
 * Every error travels in the normal envelope. HTTP status is 200 except where `status` says otherwise, so a
 * connector must always look at `code`, and may retry only on `retriable` ones (and on HTTP 5xx).
 */
export const SHEIN_ERRORS = {
  headerMissing: { code: 'openapi00001', msg: 'required header missing', status: 200 },
  /** Reserved: real Shein's IP whitelist error; the sandbox never checks IPs. */
  ipNotWhitelisted: { code: 'openapi00002', msg: 'IP is not in the whitelist', status: 200 },
  timestampExpired: { code: 'openapi00003', msg: 'timestamp expired (allowed skew 5 minutes)', status: 200 },
  signatureInvalid: { code: 'openapi00004', msg: 'signature verification failed', status: 200 },
  openKeyIdUnknown: { code: 'openapi00005', msg: 'openKeyId not found', status: 200 },
  authorizationRevoked: { code: 'openapi00006', msg: 'authorization has been revoked by the seller', status: 200 },
  rateLimited: { code: 'openapi00007', msg: 'request too frequent (10 per second per app)', status: 429 },
  appidUnknown: { code: 'openapi00008', msg: 'appid not found', status: 200 },
  systemBusy: { code: 'openapi00099', msg: 'system busy, please retry', status: 503 },
  tempTokenInvalid: { code: 'auth00001', msg: 'tempToken invalid', status: 200 },
  tempTokenExpired: { code: 'auth00002', msg: 'tempToken expired', status: 200 },
  tempTokenUsed: { code: 'auth00003', msg: 'tempToken already used', status: 200 },
  redirectUrlInvalid: { code: 'auth00004', msg: 'redirectUrl must be base64 of an http(s) URL', status: 200 },
  sellerUnknown: { code: 'auth00005', msg: 'seller not found', status: 200 },
  paramInvalid: { code: 'biz00001', msg: 'parameter invalid', status: 200 },
  storeNotAuthorized: { code: 'biz00002', msg: 'store not authorized for this supplier', status: 200 },
  timeRangeTooLarge: { code: 'biz00003', msg: 'time range too large', status: 200 },
} as const;

export type TSheinErrorKey = keyof typeof SHEIN_ERRORS;

/** Only these are worth retrying unchanged; all others need a fix or a re-authorisation. */
export const RETRIABLE_CODES: readonly string[] = [SHEIN_ERRORS.rateLimited.code, SHEIN_ERRORS.systemBusy.code];

export type TEnvelope<T> = { code: string; msg: string; info: T | null; bbl: null; traceId: string };

const traceId = (): string => randomBytes(12).toString('hex');

export const ok = <T>(info: T): TEnvelope<T> => ({ code: '0', msg: 'OK', info, bbl: null, traceId: traceId() });

export const failure = (key: TSheinErrorKey, detail?: string): TEnvelope<never> => {
  const e = SHEIN_ERRORS[key];
  return { code: e.code, msg: detail ? `${e.msg}: ${detail}` : e.msg, info: null, bbl: null, traceId: traceId() };
};

/** Thrown by validators deep inside a handler; the plugin's error handler renders it as an envelope. */
export class SheinError extends Error {
  readonly key: TSheinErrorKey;
  readonly detail?: string;

  constructor(key: TSheinErrorKey, detail?: string) {
    super(detail ? `${SHEIN_ERRORS[key].msg}: ${detail}` : SHEIN_ERRORS[key].msg);
    this.key = key;
    this.detail = detail;
  }

  get status(): number {
    return SHEIN_ERRORS[this.key].status;
  }

  toEnvelope(): TEnvelope<never> {
    return failure(this.key, this.detail);
  }
}
