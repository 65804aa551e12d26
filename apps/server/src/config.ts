import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { HELPER_MIN_VERSION, Limits, type TSiteFacts } from '@ksa/contract';
import { loadAlipayConfig, type TAlipayConfig } from './integrations/alipay/alipay-config.js';
import { loadWechatPayConfig, type TWechatPayConfig } from './integrations/wechatpay/wechatpay-config.js';
import type { TOutboundPolicy } from './lib/outbound/outbound-fetch.js';

/** Everything the server reads from the environment, with the embedded defaults. */
export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** In-memory PGlite (tests): no data folder. */
  memoryDb: boolean;
  redisUrl: string | undefined;
  mqttUrl: string | undefined;
  /** What browsers are told to connect to; default: this server's /mqtt. */
  mqttPublicUrl: string | undefined;
  /** HMAC key for tokens, code hashes and MQTT credentials; a file in DATA_DIR by default. */
  secret: Buffer;
  /** AES-256-GCM key sealing marketplace passwords, sessions and keys; outside the database. */
  sealKey: Buffer;
  sandboxUrl: string;
  sms: {
    endpoint: string;
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    /** One approved template per purpose, as Chinese SMS providers require and rate-limit separately. */
    templates: Record<'login' | 'register' | 'findPass' | 'bindPhone' | 'manager' | 'deleteAccount' | 'admin', string>;
  };
  wechat: {
    openBaseUrl: string;
    apiBaseUrl: string;
    appId: string;
    appSecret: string;
    publicBaseUrl: string | undefined;
  };
  webDist: string | undefined;
  /** Marketplace endpoints and our app credentials; defaults point at the sandbox. */
  marketplaces: {
    temuSellerBase: string;
    temuGateways: Record<'CN' | 'PA' | 'US' | 'EU' | 'GLOBAL', string>;
    temuAppKey: string;
    temuAppSecret: string;
    shein: { apiBase: string; empowerBase: string; appId: string; appSecretKey: string };
    /**
     * Calls per second the sync spends of the Shein app's quota (SHEIN_APP_QPS), shared by all its shops and
     * servers; below the platform's quota (the sandbox's: 10 a second per app) so network jitter stays inside it.
     */
    sheinAppCallsPerSecond: number;
    /** Temu's image storage (galerie): signature, single and multipart uploads (TEMU_STORAGE_URL). */
    temuStorageBase: string;
    /**
     * Origins whose picture URLs are already in the marketplace's image storage (the storage's own, and
     * TEMU_IMAGE_ORIGINS, default Temu's CDN): pictures the web uploaded through the helper, used as they are.
     */
    temuImageOrigins: string[];
    /** Where pasted product links are read: the sandbox's source sites, or '' for the real sites (SOURCE_SITES_URL). */
    sourceSitesBase: string;
  };
  /** The LLM for AI listing copy (LLM_*): any OpenAI-compatible chat completions API; the sandbox model unless set. */
  llm: { baseUrl: string; apiKey: string; model: string };
  /** Alibaba Cloud Machine Translation (ALIMT_*): the sandbox translator unless set. */
  translation: { endpoint: string; accessKeyId: string; accessKeySecret: string };
  /**
   * Our own files (POST /oss/upload): DATA_DIR/files by default; any S3-compatible store when OSS_S3_BUCKET
   * is set (OSS_S3_ENDPOINT for MinIO/OSS/COS/R2, OSS_S3_REGION, OSS_S3_ACCESS_KEY_ID, OSS_S3_SECRET_ACCESS_KEY).
   */
  files: {
    dir: string;
    s3:
      | { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string; secretAccessKey: string }
      | undefined;
    /** Public base of /oss/files links handed to providers (translation) — PUBLIC_URL unless set. */
    publicBaseUrl: string | undefined;
  };
  allowedOrigins: string[];
  /** Every console code request answers no sooner than this (ms), admin or not, so timing names no admin. */
  adminCodeFloorMs: number;
  /** NODE_ENV=production: no fallbacks to the request's Host, no sandbox allowed by default. */
  production: boolean;
  /**
   * Fetching URLs users supply (OUTBOUND_*): OUTBOUND_ALLOWED_ORIGINS are reached whatever their address;
   * unset, the source-sites origin (the sandbox's by default, like every provider URL) outside production.
   */
  outbound: TOutboundPolicy;
  /** Alipay's page-pay gateway, shown in an iframe: its origin is allowed in the CSP's frame-src. */
  alipayGatewayUrl: string | undefined;
  demo: boolean;
  /** Bind the sandbox's demo accounts to the demo tenant at first start. */
  demoMarketplaces: boolean;
  /** Days a newly bound shop can be used before it needs a renewal (once per marketplace shop). */
  trialDays: number;
  /** WeChat Pay API v3 (WECHATPAY_*) and Alipay (ALIPAY_*): the sandbox merchant and app unless set. */
  wechatpay: TWechatPayConfig;
  alipay: TAlipayConfig;
  payment: {
    /** Where the providers reach our notify endpoints (PAY_NOTIFY_BASE_URL, else PUBLIC_URL, else the request's host). */
    notifyBaseUrl: string | undefined;
    /** An unpaid renewal order can be paid for this long; then the provider refuses it and we close it. */
    orderTtlMinutes: number;
    /** Seconds between reconciliation runs (asks the providers about open orders, closes expired ones; 0 = off). */
    reconcileSeconds: number;
    /** Reconciliation asks about an open order once it is this old, and again at most this often (default 60). */
    recheckSeconds: number;
  };
  /** BullMQ key prefix (tests isolate themselves with their own). */
  queuePrefix: string;
  /** A running sync's lease: its heartbeat renews it; a lapsed one is re-queued by any server. */
  syncLeaseSeconds: number;
  /**
   * A shop put off by a marketplace's rate limit runs again after this (SYNC_DEFER_MS, default 30 s), doubling
   * with each deferral in a row up to the scheduler's interval: a limit defers a sync, it never fails it.
   */
  syncDeferMs: number;
  /** First wait before asking a rate-limited call again (SYNC_RATE_BACKOFF_MS, default 1 s, doubling). */
  syncRateBackoffMs: number;
  /** Who holds sync leases: stable across restarts of the same server (default host:port). */
  syncOwnerId: string;
  /** Minutes between background incremental syncs of every shop (0 = off). */
  syncIntervalMinutes: number;
  /** The ECB's euro reference rates (production https://www.ecb.europa.eu; default: the sandbox). */
  ecbUrl: string;
  /** Minutes between exchange-rate refreshes, the first at start-up (0 = off). */
  fxRefreshMinutes: number;
  /** The market-data API behind the selection tool (best-seller lists; default: the sandbox) and its key. */
  marketData: { url: string; apiKey: string };
  /** Minutes between syncs of the best-seller lists, the first at start-up (0 = off). */
  selectionSyncMinutes: number;
  /**
   * Expiry of our own files no record refers to (issue 24 finding 6): a file older than OSS_UNREFERENCED_HOURS
   * that no row names is deleted by a sweep every OSS_SWEEP_MINUTES (0 = off).
   */
  uploadSweep: { graceMs: number; everyMs: number };
  logLevel: string;
  /**
   * Operations: GET /metrics (Prometheus) needs `Authorization: Bearer <METRICS_TOKEN>` when set; unset, it is open
   * in development and off (404) with NODE_ENV=production. On SIGTERM /readyz turns 503 and the server keeps serving
   * for DRAIN_SECONDS, so the balancer stops sending before the server stops.
   */
  ops: { metricsToken: string | undefined; metricsOpen: boolean; drainSeconds: number };
  /** Honour X-Forwarded-For/-Proto from the load balancer in front (client IP for limits, https for HSTS). */
  trustProxy: boolean;
  /** A request (headers and body) must arrive within this; a slow-drip body is cut (ms). */
  requestTimeoutMs: number;
  /** A socket with no traffic at all is closed after this (ms); above MQTT's 60 s keep-alive. */
  connectionTimeoutMs: number;
  /** What the public pages show about the operator (GET /api/site/config). */
  site: TSiteFacts;
  /** The Android app: a local APK file served as is, or a URL (CDN, store page) to redirect to. */
  androidApk: { file: string | undefined; url: string | undefined };
  /** The helper executables and the plugin zip served at /downloads/<name> (scripts/build-downloads.mjs fills it). */
  downloadsDir: string;
  /** The oldest desktop helper the web accepts without a reinstall prompt (HELPER_MIN_VERSION). */
  helperMinVersion: string;
};

/** 64 hex characters are 32 bytes; anything else is taken as text. */
const fromEnv = (value: string | undefined): Buffer =>
  value ? Buffer.from(value, value.length === 64 && /^[0-9a-f]+$/i.test(value) ? 'hex' : 'utf8') : Buffer.alloc(0);

const loadSecret = (dataDir: string, given: string | undefined, fileName = 'server-secret.key'): Buffer => {
  if (given) {
    return fromEnv(given);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, fileName);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig => {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const sandboxUrl = (env.SANDBOX_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 8090}`).replace(/\/$/, '');
  const webDist = env.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist');
  const production = env.NODE_ENV === 'production';
  const sourceSitesBase = env.SOURCE_SITES_URL ?? `${sandboxUrl}/source-sites`;
  const list = (value: string) =>
    value
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    memoryDb: false,
    redisUrl: env.REDIS_URL || undefined,
    mqttUrl: env.MQTT_URL || undefined,
    mqttPublicUrl: env.MQTT_PUBLIC_URL || undefined,
    // Production takes its keys from the environment only (the same on every server); none stays empty and the
    // start-up check (production-check.ts) names it, rather than a file being made on one server's disk.
    secret: overrides.secret ?? (production ? fromEnv(env.SERVER_SECRET) : loadSecret(dataDir, env.SERVER_SECRET)),
    sealKey:
      overrides.sealKey ??
      (production ? fromEnv(env.MARKETPLACE_KEY) : loadSecret(dataDir, env.MARKETPLACE_KEY, 'marketplace.key')),
    sandboxUrl,
    sms: {
      endpoint: env.SMS_ENDPOINT ?? `${sandboxUrl}/aliyun-sms/`,
      accessKeyId: env.SMS_ACCESS_KEY_ID ?? 'sandbox-ak',
      accessKeySecret: env.SMS_ACCESS_KEY_SECRET ?? 'sandbox-secret',
      signName: env.SMS_SIGN_NAME ?? '跨境卖家助手',
      templates: {
        login: env.SMS_TEMPLATE_LOGIN ?? 'SMS_LOGIN_0001',
        register: env.SMS_TEMPLATE_REGISTER ?? 'SMS_REGISTER_0001',
        findPass: env.SMS_TEMPLATE_RESET ?? 'SMS_RESET_0001',
        bindPhone: env.SMS_TEMPLATE_BIND ?? 'SMS_BIND_0001',
        manager: env.SMS_TEMPLATE_STAFF ?? 'SMS_STAFF_0001',
        deleteAccount: env.SMS_TEMPLATE_DELETE ?? 'SMS_DELETE_0001',
        // The operator console's login code; the login template unless one of its own is approved.
        admin: env.SMS_TEMPLATE_ADMIN ?? env.SMS_TEMPLATE_LOGIN ?? 'SMS_LOGIN_0001',
      },
    },
    wechat: {
      openBaseUrl: env.WECHAT_OPEN_URL ?? sandboxUrl,
      apiBaseUrl: env.WECHAT_API_URL ?? sandboxUrl,
      appId: env.WECHAT_APP_ID ?? 'wx-sandbox-app',
      appSecret: env.WECHAT_APP_SECRET ?? 'wx-sandbox-secret',
      publicBaseUrl: env.PUBLIC_URL || undefined,
    },
    webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : undefined,
    marketplaces: {
      temuSellerBase: env.TEMU_SELLER_URL ?? `${sandboxUrl}/temu-seller/api`,
      temuGateways: {
        CN: env.TEMU_GATEWAY_CN ?? `${sandboxUrl}/temu-open/openapi/router`,
        PA: env.TEMU_GATEWAY_PA ?? `${sandboxUrl}/temu-open/openapi/router`,
        US: env.TEMU_GATEWAY_US ?? `${sandboxUrl}/temu-open/openapi/router`,
        EU: env.TEMU_GATEWAY_EU ?? `${sandboxUrl}/temu-open/openapi/router`,
        GLOBAL: env.TEMU_GATEWAY_GLOBAL ?? `${sandboxUrl}/temu-open/openapi/router`,
      },
      temuAppKey: env.TEMU_APP_KEY ?? 'ksa-temu-app-key',
      temuAppSecret: env.TEMU_APP_SECRET ?? 'ksa-temu-app-secret-0123456789abcdef',
      shein: {
        apiBase: env.SHEIN_API_URL ?? `${sandboxUrl}/shein-open`,
        empowerBase: env.SHEIN_EMPOWER_URL ?? `${sandboxUrl}/shein-sem`,
        appId: env.SHEIN_APP_ID ?? 'KSA-SHEIN-APP-0001',
        appSecretKey: env.SHEIN_APP_SECRET ?? '8F3A1C2B4D5E6F708192A3B4C5D6E7F8',
      },
      sheinAppCallsPerSecond: Math.max(0.1, Number(env.SHEIN_APP_QPS ?? 8) || 8),
      temuStorageBase: env.TEMU_STORAGE_URL ?? `${sandboxUrl}/temu-storage`,
      temuImageOrigins: [
        new URL(env.TEMU_STORAGE_URL ?? `${sandboxUrl}/temu-storage`).origin,
        ...(env.TEMU_IMAGE_ORIGINS ?? 'https://img.kwcdn.com')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ],
      sourceSitesBase,
    },
    llm: {
      baseUrl: env.LLM_BASE_URL ?? `${sandboxUrl}/llm/v1`,
      apiKey: env.LLM_API_KEY ?? 'sandbox-llm-key',
      model: env.LLM_MODEL ?? 'sandbox-listing-1',
    },
    translation: {
      endpoint: env.ALIMT_ENDPOINT ?? `${sandboxUrl}/aliyun-mt/`,
      accessKeyId: env.ALIMT_ACCESS_KEY_ID ?? 'sandbox-mt-ak',
      accessKeySecret: env.ALIMT_ACCESS_KEY_SECRET ?? 'sandbox-mt-secret',
    },
    files: {
      dir: resolve(dataDir, 'files'),
      s3: env.OSS_S3_BUCKET
        ? {
            bucket: env.OSS_S3_BUCKET,
            endpoint: env.OSS_S3_ENDPOINT || undefined,
            region: env.OSS_S3_REGION ?? 'us-east-1',
            accessKeyId: env.OSS_S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.OSS_S3_SECRET_ACCESS_KEY ?? '',
          }
        : undefined,
      publicBaseUrl: (env.OSS_PUBLIC_URL || env.PUBLIC_URL || '').replace(/\/+$/, '') || undefined,
    },
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    production,
    adminCodeFloorMs: Number(env.ADMIN_CODE_FLOOR_MS ?? 800),
    outbound: {
      allowedOrigins: (env.OUTBOUND_ALLOWED_ORIGINS !== undefined
        ? list(env.OUTBOUND_ALLOWED_ORIGINS)
        : production || !sourceSitesBase
          ? []
          : [sourceSitesBase]
      ).map((o) => new URL(o).origin),
      extraPorts: list(env.OUTBOUND_PORTS ?? '').map(Number),
      timeoutMs: Number(env.OUTBOUND_TIMEOUT_MS ?? 20_000),
      maxRedirects: 5,
    },
    alipayGatewayUrl: env.ALIPAY_GATEWAY_URL || undefined,
    demo: env.DEMO !== '0',
    demoMarketplaces: env.DEMO_MARKETPLACES !== '0',
    trialDays: Number(env.TRIAL_DAYS ?? Limits.renewal.trialDays),
    wechatpay: loadWechatPayConfig({ ...env, SANDBOX_URL: sandboxUrl }),
    alipay: loadAlipayConfig({ ...env, SANDBOX_URL: sandboxUrl }),
    payment: {
      notifyBaseUrl: (env.PAY_NOTIFY_BASE_URL || env.PUBLIC_URL || '').replace(/\/+$/, '') || undefined,
      orderTtlMinutes: Number(env.PAY_ORDER_TTL_MINUTES ?? 30),
      reconcileSeconds: Number(env.PAY_RECONCILE_SECONDS ?? 60),
      recheckSeconds: Number(env.PAY_RECHECK_SECONDS ?? 60),
    },
    syncIntervalMinutes: Number(env.SYNC_INTERVAL_MINUTES ?? 15),
    ecbUrl: (env.ECB_URL ?? sandboxUrl).replace(/\/$/, ''),
    fxRefreshMinutes: Number(env.FX_REFRESH_MINUTES ?? 60),
    marketData: {
      url: (env.MARKET_DATA_URL ?? sandboxUrl).replace(/\/$/, ''),
      apiKey: env.MARKET_DATA_API_KEY ?? 'sandbox-market-data-key',
    },
    selectionSyncMinutes: Number(env.SELECTION_SYNC_MINUTES ?? 360),
    uploadSweep: {
      graceMs: Math.max(1, Number(env.OSS_UNREFERENCED_HOURS ?? 24) || 24) * 3_600_000,
      everyMs: Math.max(0, Number(env.OSS_SWEEP_MINUTES ?? 60) || 0) * 60_000,
    },
    syncLeaseSeconds: Number(env.SYNC_LEASE_SECONDS ?? 45),
    syncDeferMs: Number(env.SYNC_DEFER_MS ?? 30_000),
    syncRateBackoffMs: Number(env.SYNC_RATE_BACKOFF_MS ?? 1_000),
    syncOwnerId: env.SYNC_OWNER_ID ?? `${hostname()}:${env.PORT ?? 8080}`,
    queuePrefix: env.QUEUE_PREFIX ?? 'ksa',
    logLevel: env.LOG_LEVEL ?? 'info',
    ops: {
      metricsToken: env.METRICS_TOKEN || undefined,
      metricsOpen: env.NODE_ENV !== 'production',
      drainSeconds: Math.max(0, Number(env.DRAIN_SECONDS ?? 0) || 0),
    },
    trustProxy: env.TRUST_PROXY === '1',
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 30_000),
    connectionTimeoutMs: Number(env.CONNECTION_TIMEOUT_MS ?? 120_000),
    androidApk: { file: env.ANDROID_APK_FILE || undefined, url: env.ANDROID_APK_URL || undefined },
    downloadsDir: resolve(env.DOWNLOADS_DIR || resolve(import.meta.dirname, '../../../dist/downloads')),
    helperMinVersion: env.HELPER_MIN_VERSION || HELPER_MIN_VERSION,
    site: {
      companyName: env.SITE_COMPANY_NAME ?? '',
      icpNumber: env.SITE_ICP_NUMBER ?? '',
      licenceUrl: env.SITE_LICENCE_URL || '/license',
      licence: {
        creditCode: env.SITE_LICENCE_CREDIT_CODE ?? '',
        legalRepresentative: env.SITE_LICENCE_LEGAL_REPRESENTATIVE ?? '',
        registeredCapital: env.SITE_LICENCE_REGISTERED_CAPITAL ?? '',
        establishedOn: env.SITE_LICENCE_ESTABLISHED_ON ?? '',
        businessScope: env.SITE_LICENCE_BUSINESS_SCOPE ?? '',
        registrationAuthority: env.SITE_LICENCE_AUTHORITY ?? '',
        imageUrl: env.SITE_LICENCE_IMAGE_URL ?? '',
      },
      contactPhone: env.SITE_CONTACT_PHONE ?? '',
      contactEmail: env.SITE_CONTACT_EMAIL ?? '',
      address: env.SITE_ADDRESS ?? '',
      serviceHours: env.SITE_SERVICE_HOURS ?? '',
    },
    ...overrides,
  };
};
