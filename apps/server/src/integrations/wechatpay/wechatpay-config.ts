import { readFileSync } from 'node:fs';
import { SANDBOX_WECHATPAY } from './sandbox-credentials.js';

export type TWechatPayConfig = {
  /** https://api.mch.weixin.qq.com/ in production; the sandbox's /wechatpay/ locally. */
  baseUrl: string;
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  merchantSerial: string;
  merchantPrivateKey: string;
  /** 微信支付公钥ID (PUB_KEY_ID_…) or a platform certificate serial: whatever Wechatpay-Serial names. */
  platformPublicKeyId: string;
  platformPublicKey: string;
  apiV3Key: string;
  timeoutMs: number;
};

/** A PEM given inline (\n may be escaped as the two characters \ and n) or as file:///path. */
const pem = (value: string): string =>
  value.startsWith('file://') ? readFileSync(value.slice(7), 'utf8') : value.replaceAll('\\n', '\n');

/** WECHATPAY_* variables; every default is the sandbox merchant, so only production sets them. */
export const loadWechatPayConfig = (env: NodeJS.ProcessEnv = process.env): TWechatPayConfig => {
  const sandboxUrl = (env.SANDBOX_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 8090}`).replace(/\/+$/, '');
  const keys = [
    'WECHATPAY_MCHID',
    'WECHATPAY_MERCHANT_SERIAL',
    'WECHATPAY_MERCHANT_PRIVATE_KEY',
    'WECHATPAY_PUBLIC_KEY_ID',
    'WECHATPAY_PUBLIC_KEY',
    'WECHATPAY_APIV3_KEY',
  ] as const;
  const given = keys.filter((k) => env[k]);
  // Half a production configuration would sign with one merchant's key and verify with the sandbox's: refuse it.
  if (given.length > 0 && given.length < keys.length) {
    throw new Error(`WeChat Pay: set all of ${keys.join(', ')} (missing ${keys.filter((k) => !env[k]).join(', ')})`);
  }
  const apiV3Key = env.WECHATPAY_APIV3_KEY ?? SANDBOX_WECHATPAY.apiV3Key;
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) {
    throw new Error('WeChat Pay: WECHATPAY_APIV3_KEY must be 32 bytes');
  }

  return {
    baseUrl: (env.WECHATPAY_BASE_URL ?? `${sandboxUrl}/wechatpay/`).replace(/\/*$/, '/'),
    mchid: env.WECHATPAY_MCHID ?? SANDBOX_WECHATPAY.mchid,
    appid: env.WECHATPAY_APPID ?? SANDBOX_WECHATPAY.appid,
    merchantSerial: env.WECHATPAY_MERCHANT_SERIAL ?? SANDBOX_WECHATPAY.merchantSerial,
    merchantPrivateKey: pem(env.WECHATPAY_MERCHANT_PRIVATE_KEY ?? SANDBOX_WECHATPAY.merchantPrivateKey),
    platformPublicKeyId: env.WECHATPAY_PUBLIC_KEY_ID ?? SANDBOX_WECHATPAY.platformPublicKeyId,
    platformPublicKey: pem(env.WECHATPAY_PUBLIC_KEY ?? SANDBOX_WECHATPAY.platformPublicKey),
    apiV3Key,
    timeoutMs: Number(env.WECHATPAY_TIMEOUT_MS ?? 10_000),
  };
};
