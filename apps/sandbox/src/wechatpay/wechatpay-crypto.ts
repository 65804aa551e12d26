import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { SANDBOX_PLATFORM_PUBLIC_KEY_ID } from './merchants.js';
import { SANDBOX_PLATFORM_PRIVATE_KEY } from './sandbox-keys.js';

const NONCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const randomNonce = (size = 32): string =>
  Array.from(randomBytes(size), (b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');

export type TAuthorization = {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
};

const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048 ';

/** `WECHATPAY2-SHA256-RSA2048 k="v",…` in any order; null when the schema or a field is missing. */
export const parseAuthorization = (header: string | undefined): TAuthorization | null => {
  if (!header?.startsWith(AUTH_SCHEMA)) {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length).matchAll(/([a-z_]+)="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) {
    return null;
  }

  return { mchid, nonce_str, signature, timestamp, serial_no };
};

/** The request message the merchant signs: method, path with query, timestamp, nonce, body, each ending in \n. */
export const requestMessage = (method: string, url: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;

export const verifySha256Rsa = (message: string, signature: string, publicKey: string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/** Headers WeChat Pay puts on every answer and notification: SHA256withRSA over timestamp\nnonce\nbody\n. */
export const platformSignatureHeaders = (body: string, nowMs: number): Record<string, string> => {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = randomNonce();
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(SANDBOX_PLATFORM_PRIVATE_KEY, 'base64');

  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signature,
    'Wechatpay-Serial': SANDBOX_PLATFORM_PUBLIC_KEY_ID,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
};

/** AEAD_AES_256_GCM as in notification resources: base64(ciphertext ‖ 16-byte tag), 12-char nonce as IV. */
export const encryptResource = (plaintext: string, apiV3Key: string, associatedData: string) => {
  const nonce = randomNonce(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);

  return { ciphertext: ciphertext.toString('base64'), nonce };
};

/** RFC 3339 in China time, the way WeChat Pay writes every time (2018-06-08T10:34:56+08:00). */
export const chinaTime = (ms: number): string => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
