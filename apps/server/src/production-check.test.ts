import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { productionProblems } from './production-check.js';
import { fullProductionEnv } from './test/production-env.js';

const SANDBOX_DEFAULTS = [
  'TEMU_SELLER_URL',
  'TEMU_GATEWAY_CN',
  'TEMU_GATEWAY_PA',
  'TEMU_GATEWAY_US',
  'TEMU_GATEWAY_EU',
  'TEMU_GATEWAY_GLOBAL',
  'TEMU_APP_KEY',
  'TEMU_APP_SECRET',
  'TEMU_STORAGE_URL',
  'SHEIN_API_URL',
  'SHEIN_EMPOWER_URL',
  'SHEIN_APP_ID',
  'SHEIN_APP_SECRET',
  'SOURCE_SITES_URL',
  'MARKET_DATA_URL',
  'MARKET_DATA_API_KEY',
  'SMS_ENDPOINT',
  'SMS_ACCESS_KEY_ID',
  'SMS_ACCESS_KEY_SECRET',
  'WECHAT_OPEN_URL',
  'WECHAT_API_URL',
  'WECHAT_APP_ID',
  'WECHAT_APP_SECRET',
  'WECHATPAY_BASE_URL',
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_MERCHANT_PRIVATE_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_APIV3_KEY',
  'ALIPAY_GATEWAY',
  'ALIPAY_APP_ID',
  'ALIPAY_APP_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
  'ALIPAY_SELLER_ID',
  'ALIMT_ENDPOINT',
  'ALIMT_ACCESS_KEY_ID',
  'ALIMT_ACCESS_KEY_SECRET',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_MODEL',
  'ECB_URL',
];

describe('production start-up check', () => {
  it('names every sandbox default, the missing public URL and seller id, and both missing secrets', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toEqual([
      ...SANDBOX_DEFAULTS.map((name) => ({ name, problem: 'sandbox' })),
      { name: 'PUBLIC_URL', problem: 'missing' },
      { name: 'SERVER_SECRET', problem: 'missing' },
      { name: 'MARKETPLACE_KEY', problem: 'missing' },
    ]);
  });

  it('finds nothing to refuse when every provider and secret is set', () => {
    expect(productionProblems(loadConfig(fullProductionEnv()))).toEqual([]);
  });

  it('refuses a production Alipay app without our seller id (a notification for another seller would pass)', () => {
    const { ALIPAY_SELLER_ID: _, ...env } = fullProductionEnv();
    expect(productionProblems(loadConfig(env))).toEqual([{ name: 'ALIPAY_SELLER_ID', problem: 'missing' }]);
  });

  it('refuses any address on the sandbox, not only the default path, and a short secret', () => {
    const env = {
      ...fullProductionEnv(),
      SANDBOX_URL: 'http://10.0.0.5:8090',
      TEMU_SELLER_URL: 'http://10.0.0.5:8090/elsewhere',
      SERVER_SECRET: 'short',
    };
    expect(productionProblems(loadConfig(env))).toEqual([
      { name: 'TEMU_SELLER_URL', problem: 'sandbox' },
      { name: 'SERVER_SECRET', problem: 'too-short' },
    ]);
  });

  it('takes production secrets from the environment only, never from a file made on first start', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/ksa-never-written' });
    expect(config.secret.length).toBe(0);
    expect(config.sealKey.length).toBe(0);
  });
});
