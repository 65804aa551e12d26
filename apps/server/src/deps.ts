import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.js';
import type { Db } from './db/client.js';
import type { TLlm } from './integrations/llm/llm-client.js';
import type { TObjectStore } from './integrations/object-store/object-store.js';
import type { TCodeSender } from './integrations/sms/code-sender.js';
import type { TTemuImageStorage } from './integrations/temu/image-storage.js';
import type { TTranslator } from './integrations/translator-types.js';
import type { createWechatOAuth } from './integrations/wechat/wechat-oauth.js';
import type { TClock } from './lib/clock.js';
import type { TLimiters } from './lib/limiters.js';
import type { TPayProviders } from './modules/billing/pay-providers.js';
import type { TMarketSources, TSyncQueue } from './modules/sync/sync.types.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
}

/** What every service needs, built once in buildApp and passed down (no globals). */
export type TDeps = {
  config: TConfig;
  db: Db;
  dbEngine: 'pglite' | 'postgresql';
  clock: TClock;
  sms: TCodeSender;
  wechat: ReturnType<typeof createWechatOAuth>;
  limiters: TLimiters;
  realtime: TRealtimePublisher;
  /** Builds the data source (seller centre, open API, Shein) a shop's credential reads through. */
  marketSources: TMarketSources;
  syncQueue: TSyncQueue;
  /** WeChat Pay and Alipay behind billing's port (the sandbox unless WECHATPAY_* / ALIPAY_* are set). */
  payments: TPayProviders;
  /** Machine translation for listings (Alibaba Cloud MT; the sandbox unless ALIMT_* are set). */
  translator: TTranslator;
  /** The LLM (OpenAI-compatible chat API) writing AI listing copy; the sandbox model unless LLM_* are set. */
  llm: TLlm;
  /** Our own files behind /oss/upload: local disk, or S3-compatible by configuration. */
  files: TObjectStore;
  /** Temu's image storage, for pictures the server uploads when it publishes a listing. */
  temuStorage: TTemuImageStorage;
  log: FastifyBaseLogger;
};

export type TRealtimePublisher = {
  publish: (topic: string, payload: unknown) => Promise<void>;
  /** Closes the MQTT connections opened with these sessions (logout, staff removal). */
  disconnectSessions: (sessionIds: string[]) => void;
};
