import { SANDBOX_APP_PUBLIC_KEY } from './sandbox-keys.js';

export type TAlipayApp = {
  appId: string;
  /** The merchant's PID (seller_id) that receives the money. */
  sellerId: string;
  sellerName: string;
  /** 应用公钥: verifies the app's RSA2 request signatures. */
  publicKey: string;
};

/** Apps registered on the sandbox's open platform (开放平台 → 网页/移动应用, 电脑网站支付 enabled). */
export const ALIPAY_APPS: Readonly<Record<string, TAlipayApp>> = {
  '9021000140000001': {
    appId: '9021000140000001',
    sellerId: '2088721000000001',
    sellerName: '跨境卖家助手',
    publicKey: SANDBOX_APP_PUBLIC_KEY,
  },
};
