import { SANDBOX_MERCHANT_PUBLIC_KEY } from './sandbox-keys.js';

export type TWechatPayMerchant = {
  mchid: string;
  name: string;
  /** App ids bound to the merchant (AppID 与 mchid 绑定); a Native order must name one of them. */
  appids: readonly string[];
  /** Serial of the merchant API certificate; the Authorization header names it. */
  serialNo: string;
  publicKey: string;
  /** APIv3 key (32 ASCII bytes) the notification resources are encrypted under. */
  apiV3Key: string;
};

/** Merchants registered on the sandbox's WeChat Pay (商户平台). */
export const WECHATPAY_MERCHANTS: Readonly<Record<string, TWechatPayMerchant>> = {
  '1900000109': {
    mchid: '1900000109',
    name: '跨境卖家助手',
    appids: ['wx-sandbox-app'],
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    publicKey: SANDBOX_MERCHANT_PUBLIC_KEY,
    apiV3Key: 'ksaSandboxApiV3Key0123456789abcd',
  },
};

/** The sandbox's WeChat Pay public key id (微信支付公钥ID), sent as Wechatpay-Serial. */
export const SANDBOX_PLATFORM_PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092025112500000000000001';
