import { createSign, createVerify } from 'node:crypto';
import { SANDBOX_ALIPAY_PRIVATE_KEY } from './sandbox-keys.js';

/**
 * The string Alipay signs and verifies (开放平台 "自行实现签名"): every parameter but the excluded ones, empty values
 * dropped, sorted by key in ASCII order, `key=value` joined with &, raw values (no URL encoding).
 */
export const signContent = (params: Record<string, string>, exclude: readonly string[]): string =>
  Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

export const rsa2Verify = (content: string, sign: string, publicKey: string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, sign, 'base64');
  } catch {
    return false;
  }
};

/** Signed by the sandbox's Alipay key: notifications, return parameters and gateway answers. */
export const alipaySign = (content: string): string =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(SANDBOX_ALIPAY_PRIVATE_KEY, 'base64');

/** Alipay's time format, in China time: 2025-11-25 09:30:00. */
export const alipayTime = (ms: number): string =>
  new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** `{"<method>_response":{…},"sign":"…"}`; the signature covers the exact text of the response object. */
export const signedGatewayAnswer = (method: string, response: object): string => {
  const key = `${method.replaceAll('.', '_')}_response`;
  const text = JSON.stringify(response);
  return `{"${key}":${text},"sign":"${alipaySign(text)}"}`;
};
