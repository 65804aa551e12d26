import { readFileSync } from 'node:fs';
import { SANDBOX_ALIPAY } from './sandbox-credentials.js';

export type TAlipayConfig = {
  /** https://openapi.alipay.com/gateway.do in production; the sandbox's /alipay/gateway.do locally. */
  gateway: string;
  appId: string;
  /** 应用私钥 (PKCS#8 PEM). */
  appPrivateKey: string;
  /** 支付宝公钥: verifies answers, returns and notifications. */
  alipayPublicKey: string;
  /** Our PID; when set, a notification for another seller is refused. */
  sellerId: string | undefined;
  timeoutMs: number;
};

const pem = (value: string): string =>
  value.startsWith('file://') ? readFileSync(value.slice(7), 'utf8') : value.replaceAll('\\n', '\n');

/** ALIPAY_* variables; every default is the sandbox app, so only production sets them. */
export const loadAlipayConfig = (env: NodeJS.ProcessEnv = process.env): TAlipayConfig => {
  const sandboxUrl = (env.SANDBOX_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 8090}`).replace(/\/+$/, '');
  const keys = ['ALIPAY_APP_ID', 'ALIPAY_APP_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
  const given = keys.filter((k) => env[k]);
  // Signing as one app and verifying with the sandbox's key (or the reverse) would fail only at the first payment.
  if (given.length > 0 && given.length < keys.length) {
    throw new Error(`Alipay: set all of ${keys.join(', ')} (missing ${keys.filter((k) => !env[k]).join(', ')})`);
  }
  const production = given.length === keys.length;

  return {
    gateway: env.ALIPAY_GATEWAY ?? `${sandboxUrl}/alipay/gateway.do`,
    appId: env.ALIPAY_APP_ID ?? SANDBOX_ALIPAY.appId,
    appPrivateKey: pem(env.ALIPAY_APP_PRIVATE_KEY ?? SANDBOX_ALIPAY.appPrivateKey),
    alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY ?? SANDBOX_ALIPAY.alipayPublicKey),
    sellerId: env.ALIPAY_SELLER_ID || (production ? undefined : SANDBOX_ALIPAY.sellerId),
    timeoutMs: Number(env.ALIPAY_TIMEOUT_MS ?? 10_000),
  };
};
