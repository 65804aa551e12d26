import { timingSafeEqual } from 'node:crypto';
import { SMS_ACCESS_KEYS } from './accounts.js';
import type { TNonceStore } from './nonce-store.js';
import { rpcError, type TRpcError } from './rpc-reply.js';
import { rpcStringToSign, signRpc, type TRpcParams } from './rpc-signature.js';

export const TIMESTAMP_WINDOW_MS = 15 * 60_000;

// Checked in this order, so a request missing several gets the first one's code.
const REQUIRED_COMMON = [
  'Action',
  'Version',
  'AccessKeyId',
  'Signature',
  'SignatureMethod',
  'SignatureVersion',
  'SignatureNonce',
  'Timestamp',
] as const;

// Aliyun wants UTC ISO 8601; we tolerate fractional seconds like its SDKs' servers do.
const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z$/;

const parseTimestamp = (value: string): number | null => {
  if (!TIMESTAMP_RE.test(value)) {
    return null;
  }
  const ms = Date.parse(value);
  // Date.parse rolls 2017-02-30 over to March; a round trip catches such impossible dates.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== value.slice(0, 19)) {
    return null;
  }

  return ms;
};

const sameSignature = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);

  return a.length === b.length && timingSafeEqual(a, b);
};

/** Which product the gateway fronts: its actions, API version and access keys (default: dysmsapi). */
export type TRpcApi = { actions: readonly string[]; version: string; keys: Readonly<Record<string, string>> };
const SMS_API: TRpcApi = { actions: ['SendSms'], version: '2017-05-25', keys: SMS_ACCESS_KEYS };

/** Gateway checks of the RPC v1 protocol, with Aliyun's error codes and statuses. Null means the request is authentic. */
export const verifyRpcRequest = (input: {
  params: TRpcParams;
  method: string;
  now: number;
  nonces: TNonceStore;
  api?: TRpcApi;
}): TRpcError | null => {
  const { params, method, now, nonces, api = SMS_API } = input;
  for (const name of REQUIRED_COMMON) {
    if (!params[name]) {
      return rpcError(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
  }
  if (!api.actions.includes(params.Action ?? '')) {
    return rpcError(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
  }
  if (params.Version !== api.version) {
    return rpcError(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
  }
  if (params.SignatureMethod !== 'HMAC-SHA1') {
    return rpcError(400, 'InvalidSignatureMethod', 'Specified signature method is not supported.');
  }
  if (params.SignatureVersion !== '1.0') {
    return rpcError(400, 'InvalidSignatureVersion', 'Specified signature version is not supported.');
  }
  const sentAt = parseTimestamp(params.Timestamp ?? '');
  if (sentAt === null) {
    return rpcError(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
  }
  if (Math.abs(now - sentAt) > TIMESTAMP_WINDOW_MS) {
    return rpcError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
  }
  const accessKeyId = params.AccessKeyId ?? '';
  const secret = api.keys[accessKeyId];
  if (secret === undefined) {
    return rpcError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  }
  if (!sameSignature(params.Signature ?? '', signRpc(params, secret, method))) {
    // Aliyun echoes its string-to-sign so integrators can diff it against their own.
    const stringToSign = rpcStringToSign(params, method);
    return rpcError(
      400,
      'SignatureDoesNotMatch',
      `Specified signature is not matched with our calculation. server string to sign is:${stringToSign}`,
    );
  }
  // Only authentic requests consume a nonce, so a forger cannot burn someone else's.
  if (!nonces.claim(accessKeyId, params.SignatureNonce ?? '')) {
    return rpcError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  }

  return null;
};
