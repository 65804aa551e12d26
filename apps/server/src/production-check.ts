import { loadConfig, type TConfig } from './config.js';

/** One setting that keeps a production server from starting, named by its environment variable. */
export type TProductionProblem = { name: string; problem: 'sandbox' | 'missing' | 'too-short' };

type TSetting = { name: string; read: (c: TConfig) => string | undefined; url?: boolean };

const url = (name: string, read: TSetting['read']): TSetting => ({ name, read, url: true });
const key = (name: string, read: TSetting['read']): TSetting => ({ name, read });

/** Every provider setting whose default is the sandbox: a production server must have each of them set. */
const PROVIDER_SETTINGS: TSetting[] = [
  url('TEMU_SELLER_URL', (c) => c.marketplaces.temuSellerBase),
  ...(['CN', 'PA', 'US', 'EU', 'GLOBAL'] as const).map((r) =>
    url(`TEMU_GATEWAY_${r}`, (c) => c.marketplaces.temuGateways[r]),
  ),
  key('TEMU_APP_KEY', (c) => c.marketplaces.temuAppKey),
  key('TEMU_APP_SECRET', (c) => c.marketplaces.temuAppSecret),
  url('TEMU_STORAGE_URL', (c) => c.marketplaces.temuStorageBase),
  url('SHEIN_API_URL', (c) => c.marketplaces.shein.apiBase),
  url('SHEIN_EMPOWER_URL', (c) => c.marketplaces.shein.empowerBase),
  key('SHEIN_APP_ID', (c) => c.marketplaces.shein.appId),
  key('SHEIN_APP_SECRET', (c) => c.marketplaces.shein.appSecretKey),
  // '' (the real sites) is a valid production value; only the sandbox's source sites are refused.
  url('SOURCE_SITES_URL', (c) => c.marketplaces.sourceSitesBase || undefined),
  url('MARKET_DATA_URL', (c) => c.marketData.url),
  key('MARKET_DATA_API_KEY', (c) => c.marketData.apiKey),
  url('SMS_ENDPOINT', (c) => c.sms.endpoint),
  key('SMS_ACCESS_KEY_ID', (c) => c.sms.accessKeyId),
  key('SMS_ACCESS_KEY_SECRET', (c) => c.sms.accessKeySecret),
  url('WECHAT_OPEN_URL', (c) => c.wechat.openBaseUrl),
  url('WECHAT_API_URL', (c) => c.wechat.apiBaseUrl),
  key('WECHAT_APP_ID', (c) => c.wechat.appId),
  key('WECHAT_APP_SECRET', (c) => c.wechat.appSecret),
  url('WECHATPAY_BASE_URL', (c) => c.wechatpay.baseUrl),
  key('WECHATPAY_MCHID', (c) => c.wechatpay.mchid),
  key('WECHATPAY_APPID', (c) => c.wechatpay.appid),
  key('WECHATPAY_MERCHANT_SERIAL', (c) => c.wechatpay.merchantSerial),
  key('WECHATPAY_MERCHANT_PRIVATE_KEY', (c) => c.wechatpay.merchantPrivateKey),
  key('WECHATPAY_PUBLIC_KEY_ID', (c) => c.wechatpay.platformPublicKeyId),
  key('WECHATPAY_PUBLIC_KEY', (c) => c.wechatpay.platformPublicKey),
  key('WECHATPAY_APIV3_KEY', (c) => c.wechatpay.apiV3Key),
  url('ALIPAY_GATEWAY', (c) => c.alipay.gateway),
  key('ALIPAY_APP_ID', (c) => c.alipay.appId),
  key('ALIPAY_APP_PRIVATE_KEY', (c) => c.alipay.appPrivateKey),
  key('ALIPAY_PUBLIC_KEY', (c) => c.alipay.alipayPublicKey),
  key('ALIPAY_SELLER_ID', (c) => c.alipay.sellerId),
  url('ALIMT_ENDPOINT', (c) => c.translation.endpoint),
  key('ALIMT_ACCESS_KEY_ID', (c) => c.translation.accessKeyId),
  key('ALIMT_ACCESS_KEY_SECRET', (c) => c.translation.accessKeySecret),
  url('LLM_BASE_URL', (c) => c.llm.baseUrl),
  key('LLM_API_KEY', (c) => c.llm.apiKey),
  key('LLM_MODEL', (c) => c.llm.model),
  url('ECB_URL', (c) => c.ecbUrl),
];

/** Settings with no default a production server can live with. */
const REQUIRED: TSetting[] = [
  url('PUBLIC_URL', (c) => c.wechat.publicBaseUrl),
  // Without our PID a notification for another seller's trade would be accepted.
  key('ALIPAY_SELLER_ID', (c) => c.alipay.sellerId),
];

/** HMAC and sealing keys: from the environment (the same on every server), never a file made on first start. */
const SECRETS: { name: string; read: (c: TConfig) => Buffer }[] = [
  { name: 'SERVER_SECRET', read: (c) => c.secret },
  { name: 'MARKETPLACE_KEY', read: (c) => c.sealKey },
];
const MIN_SECRET_BYTES = 32;

/** What every setting would be with nothing set: the sandbox at the configured sandbox address. */
export const sandboxDefaults = (sandboxUrl: string): TConfig =>
  loadConfig({ SANDBOX_URL: sandboxUrl }, { secret: Buffer.alloc(0), sealKey: Buffer.alloc(0) });

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * Why a server with NODE_ENV=production must not start: each provider setting still at its sandbox default (or any
 * URL on the sandbox's origin), each required setting missing, each secret missing or short. Empty: it may start.
 */
export const productionProblems = (
  config: TConfig,
  defaults: TConfig = sandboxDefaults(config.sandboxUrl),
): TProductionProblem[] => {
  const sandboxOrigin = originOf(config.sandboxUrl);
  const problems: TProductionProblem[] = [];
  for (const s of PROVIDER_SETTINGS) {
    const value = s.read(config);
    if (value === undefined) {
      continue;
    }
    const onSandbox = s.url && sandboxOrigin !== undefined && originOf(value) === sandboxOrigin;
    if (value === s.read(defaults) || onSandbox) {
      problems.push({ name: s.name, problem: 'sandbox' });
    }
  }
  for (const s of REQUIRED) {
    if (!s.read(config)) {
      problems.push({ name: s.name, problem: 'missing' });
    }
  }
  for (const s of SECRETS) {
    const bytes = s.read(config).length;
    if (bytes < MIN_SECRET_BYTES) {
      problems.push({ name: s.name, problem: bytes === 0 ? 'missing' : 'too-short' });
    }
  }
  return problems;
};

const WHY: Record<TProductionProblem['problem'], string> = {
  sandbox: 'still points at the sandbox (its default); set the provider’s own value',
  missing: 'is not set',
  'too-short': `is shorter than ${MIN_SECRET_BYTES} bytes`,
};

/** The refusal a production start prints, one line per setting. */
export const describeProductionProblems = (problems: TProductionProblem[]): string =>
  [
    `NODE_ENV=production: refusing to start, ${problems.length} setting(s) to fix (see docs/configuration.md):`,
    ...problems.map((p) => `  ${p.name} ${WHY[p.problem]}`),
  ].join('\n');
