import { generateKeyPairSync, randomBytes } from 'node:crypto';

const pairs: { privateKey: string; publicKey: string }[] = [];
/** RSA keys take a second each to make: four made once per test file, reused by every environment. */
const pemPair = (i: number) => {
  pairs[i] ??= makePair();
  return pairs[i];
};
const makePair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
};

/**
 * A production environment with every provider setting and secret given, each pointing at a made-up provider
 * (`.invalid` names never resolve, so nothing real is ever called): what an operator sets before the first start.
 */
export const fullProductionEnv = (): Record<string, string> => {
  const merchant = pemPair(0);
  const platform = pemPair(1);
  const app = pemPair(2);
  const alipay = pemPair(3);
  const at = (host: string, path = '') => `https://${host}.example.invalid${path}`;
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://seller-assistant.example.invalid',
    SERVER_SECRET: randomBytes(32).toString('hex'),
    MARKETPLACE_KEY: randomBytes(32).toString('hex'),
    TEMU_SELLER_URL: at('agentseller'),
    TEMU_GATEWAY_CN: at('temu-cn', '/openapi/router'),
    TEMU_GATEWAY_PA: at('temu-pa', '/openapi/router'),
    TEMU_GATEWAY_US: at('temu-us', '/openapi/router'),
    TEMU_GATEWAY_EU: at('temu-eu', '/openapi/router'),
    TEMU_GATEWAY_GLOBAL: at('temu-global', '/openapi/router'),
    TEMU_APP_KEY: 'prod-temu-app-key',
    TEMU_APP_SECRET: 'prod-temu-app-secret',
    TEMU_STORAGE_URL: at('temu-storage'),
    SHEIN_API_URL: at('shein-open'),
    SHEIN_EMPOWER_URL: at('shein-sem'),
    SHEIN_APP_ID: 'PROD-SHEIN-APP',
    SHEIN_APP_SECRET: 'prod-shein-secret',
    SOURCE_SITES_URL: '',
    MARKET_DATA_URL: at('market-data'),
    MARKET_DATA_API_KEY: 'prod-market-data-key',
    SMS_ENDPOINT: at('dysmsapi', '/'),
    SMS_ACCESS_KEY_ID: 'prod-sms-ak',
    SMS_ACCESS_KEY_SECRET: 'prod-sms-secret',
    WECHAT_OPEN_URL: at('open-weixin'),
    WECHAT_API_URL: at('api-weixin'),
    WECHAT_APP_ID: 'wx-prod-app',
    WECHAT_APP_SECRET: 'wx-prod-secret',
    WECHATPAY_BASE_URL: at('api-mch', '/'),
    WECHATPAY_MCHID: '1900000001',
    WECHATPAY_APPID: 'wx-prod-app',
    WECHATPAY_MERCHANT_SERIAL: 'PROD-MERCHANT-SERIAL',
    WECHATPAY_MERCHANT_PRIVATE_KEY: merchant.privateKey,
    WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_PROD',
    WECHATPAY_PUBLIC_KEY: platform.publicKey,
    WECHATPAY_APIV3_KEY: randomBytes(16).toString('hex'),
    ALIPAY_GATEWAY: at('openapi-alipay', '/gateway.do'),
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_APP_PRIVATE_KEY: app.privateKey,
    ALIPAY_PUBLIC_KEY: alipay.publicKey,
    ALIPAY_SELLER_ID: '2088000000000001',
    ALIMT_ENDPOINT: at('mt', '/'),
    ALIMT_ACCESS_KEY_ID: 'prod-mt-ak',
    ALIMT_ACCESS_KEY_SECRET: 'prod-mt-secret',
    LLM_BASE_URL: at('llm', '/v1'),
    LLM_API_KEY: 'prod-llm-key',
    LLM_MODEL: 'prod-model',
    ECB_URL: at('ecb'),
  };
};
