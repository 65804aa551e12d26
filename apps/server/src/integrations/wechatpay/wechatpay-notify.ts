import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import type { TWechatPayConfig } from './wechatpay-config.js';
import { type TWechatTransaction, toTransaction, WechatPayError } from './wechatpay-types.js';

/** Notifications older (or newer) than this are refused as replays. */
const MAX_CLOCK_SKEW_S = 300;

type THeaders = Record<string, string | string[] | undefined>;

const header = (headers: THeaders, name: string): string => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

type TNotifyBody = {
  id?: unknown;
  event_type?: unknown;
  resource?: { algorithm?: unknown; ciphertext?: unknown; associated_data?: unknown; nonce?: unknown };
};

/** Wechatpay-* headers over timestamp\nnonce\nbody\n, with the key the serial names; probe signatures always fail. */
export const verifyWechatPaySignature = (
  cfg: Pick<TWechatPayConfig, 'platformPublicKeyId' | 'platformPublicKey'>,
  headers: THeaders,
  rawBody: string,
  nowMs: number = Date.now(),
): void => {
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const signature = header(headers, 'Wechatpay-Signature');
  const serial = header(headers, 'Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) {
    throw new WechatPayError('SIGN_ERROR', 'Wechatpay-* headers missing', 401);
  }
  // WeChat sends these on purpose to check that merchants verify; they must never pass.
  if (signature.startsWith('WECHATPAY/SIGNTEST/')) {
    throw new WechatPayError('SIGN_TEST', 'probe signature (WECHATPAY/SIGNTEST)', 401);
  }
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) {
    throw new WechatPayError('TIMESTAMP_EXPIRED', 'Wechatpay-Timestamp outside ±5 minutes', 401);
  }
  if (serial !== cfg.platformPublicKeyId) {
    throw new WechatPayError('SERIAL_UNKNOWN', `unknown Wechatpay-Serial ${serial}`, 401);
  }
  let ok = false;
  try {
    ok = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, cfg.platformPublicKey);
  } catch {
    ok = false;
  }
  if (!ok) {
    throw new WechatPayError('SIGN_ERROR', 'Wechatpay-Signature does not verify', 401);
  }
};

/** AEAD_AES_256_GCM under the APIv3 key: IV = the 12-char nonce, AAD = associated_data, tag = last 16 bytes. */
export const decryptResource = (
  apiV3Key: string,
  ciphertext: string,
  nonce: string,
  associatedData: string,
): string => {
  try {
    return Aes.AesGcm.decrypt(ciphertext, apiV3Key, nonce, associatedData);
  } catch {
    throw new WechatPayError('DECRYPT_ERROR', 'resource does not decrypt under the APIv3 key', 400);
  }
};

export type TWechatNotification = {
  id: string;
  eventType: string;
  /** Set for TRANSACTION.* events. */
  transaction: TWechatTransaction | null;
  /** The decrypted resource as sent (refund events and anything else). */
  resource: Record<string, unknown>;
};

/**
 * Verifies a notification POSTed to our notify_url and decrypts its resource. Rejects missing or bad signatures,
 * probe signatures, timestamps outside ±5 minutes, resources that do not decrypt, and another merchant's or app's
 * transaction. The caller still checks the amount against its own order.
 */
export const verifyAndDecryptNotification = (
  cfg: Pick<TWechatPayConfig, 'platformPublicKeyId' | 'platformPublicKey' | 'apiV3Key' | 'mchid' | 'appid'>,
  headers: THeaders,
  rawBody: string,
  nowMs: number = Date.now(),
): TWechatNotification => {
  verifyWechatPaySignature(cfg, headers, rawBody, nowMs);
  let body: TNotifyBody;
  try {
    body = JSON.parse(rawBody) as TNotifyBody;
  } catch {
    throw new WechatPayError('PARAM_ERROR', 'notification body is not JSON', 400);
  }
  const r = body.resource;
  if (
    typeof body.id !== 'string' ||
    typeof body.event_type !== 'string' ||
    !r ||
    r.algorithm !== 'AEAD_AES_256_GCM' ||
    typeof r.ciphertext !== 'string' ||
    typeof r.nonce !== 'string'
  ) {
    throw new WechatPayError('PARAM_ERROR', 'notification resource malformed', 400);
  }
  const plain = decryptResource(
    cfg.apiV3Key,
    r.ciphertext,
    r.nonce,
    typeof r.associated_data === 'string' ? r.associated_data : '',
  );
  const resource = JSON.parse(plain) as Record<string, unknown>;
  if (resource.mchid !== cfg.mchid) {
    throw new WechatPayError('MCHID_MISMATCH', `notification for merchant ${String(resource.mchid)}`, 400);
  }
  const isTransaction = body.event_type.startsWith('TRANSACTION.');
  if (isTransaction && resource.appid !== cfg.appid) {
    throw new WechatPayError('APPID_MISMATCH', `notification for app ${String(resource.appid)}`, 400);
  }

  return {
    id: body.id,
    eventType: body.event_type,
    transaction: isTransaction ? toTransaction(resource) : null,
    resource,
  };
};
