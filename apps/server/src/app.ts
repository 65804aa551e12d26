import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { TConfig } from './config.js';
import { openDb, type TDbHandle } from './db/client.js';
import { seedDemoNotices } from './db/seed/demo-notices.js';
import { seedDemoTenant } from './db/seed/demo-tenant.js';
import type { TDeps } from './deps.js';
import { createAliyunTranslator } from './integrations/aliyun-mt/mt-client.js';
import { createEcbClient } from './integrations/fx/ecb-client.js';
import { createLlm, type TLlm } from './integrations/llm/llm-client.js';
import { createObjectStore } from './integrations/object-store/object-store.js';
import { createCodeSender, type TCodeSender } from './integrations/sms/code-sender.js';
import { createTemuImageStorage } from './integrations/temu/image-storage.js';
import type { TTranslator } from './integrations/translator-types.js';
import { createWechatOAuth } from './integrations/wechat/wechat-oauth.js';
import { systemClock, type TClock } from './lib/clock.js';
import { createLimiters } from './lib/limiters.js';
import { currentReqId, reqIdMixin, requestIdOf, withReqId } from './lib/request-context.js';
import { flushRefusalAudit } from './modules/audit/refusal-audit.js';
import { startReconciliation } from './modules/billing/billing-sync.service.js';
import { createPayProviders } from './modules/billing/pay-providers.js';
import { startFxScheduler } from './modules/fx/fx-scheduler.js';
import { registerProbeRoutes } from './modules/health/probes.js';
import { registerModules, syncHooks } from './modules/index.js';
import { startUploadSweep } from './modules/oss/upload-sweep.service.js';
import { startSelectionSync } from './modules/selection/selection-sync.service.js';
import { createAppQuota } from './modules/sync/app-quota.js';
import { createBullmqQueue } from './modules/sync/bullmq-queue.js';
import { createMarketSources } from './modules/sync/market-sources.js';
import { startSyncScheduler } from './modules/sync/scheduler.js';
import { createMemoryQueue, type TSyncQueue } from './modules/sync/sync-queue.js';
import { runShopSync, type TSyncJob } from './modules/sync/sync-runner.js';
import { registerAccessControl } from './plugins/access.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerJsonBody } from './plugins/json-body.js';
import { serializeRequest } from './plugins/log-redact.js';
import { registerRequestOps } from './plugins/request-ops.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { createBroker } from './realtime/broker.js';
import { registerMqttEndpoint } from './realtime/ws-endpoint.js';

export type TBuildOptions = {
  config: TConfig;
  /** An open database (tests share one); otherwise opened from config and closed with the app. */
  db?: TDbHandle;
  sms?: TCodeSender;
  /** A different translation provider (tests of a failing one). */
  translator?: TTranslator;
  /** A different LLM (tests of a failing one). */
  llm?: TLlm;
  clock?: TClock;
  logger?: boolean;
  /** Where pino writes (tests read it back to prove no secret is logged). */
  logStream?: { write: (line: string) => void };
};

/** Builds the whole server without listening: plugins, broker, then the feature modules. */
export async function buildApp(opts: TBuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: serializeRequest },
            mixin: reqIdMixin,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    // The balancer's or client's X-Request-Id when it looks like one, else a new UUID (lib/request-context).
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    forceCloseConnections: true,
    // A first start on a busy machine (the web app's thousands of precompressed files listed by the static plugin
    // while the installers build in the background) took longer than Fastify's 10 s per plugin and died: the
    // journeys (e2e/journeys) start the product the README way and hit it. Slow is fine; failing to start is not.
    pluginTimeout: 120_000,
    // Slow-drip bodies (one byte every few seconds) must not hold sockets forever: the whole
    // request has requestTimeoutMs, an idle socket connectionTimeoutMs. Node checks request
    // deadlines on an interval (30 s by default), so check often enough for the deadline to mean it.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.requestTimeoutMs / 10))),
    },
  });
  const dbHandle =
    opts.db ??
    (await openDb({
      url: config.databaseUrl,
      dataDir: config.memoryDb ? undefined : `${config.dataDir}/pglite`,
      onError: (err) => app.log.warn({ err: err.message }, 'postgres idle client error'),
    }));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : undefined;
  const base = {
    config,
    db: dbHandle.db,
    dbEngine: dbHandle.engine,
    clock: opts.clock ?? systemClock,
    sms: opts.sms ?? createCodeSender(config.sms),
    wechat: createWechatOAuth(config.wechat),
    limiters: createLimiters(redis),
    log: app.log,
  };
  const broker = await createBroker(base);
  const deps: TDeps = {
    ...base,
    realtime: broker,
    marketSources: createMarketSources(
      config,
      base.db,
      base.clock,
      createAppQuota(redis, {
        onRedisError: (err) => app.log.warn({ err: err.message }, 'app quota: Redis unavailable, pacing locally'),
      }),
    ),
    payments: createPayProviders(config),
    translator: opts.translator ?? createAliyunTranslator(config.translation),
    llm: opts.llm ?? createLlm(config.llm),
    files: createObjectStore(config.files),
    temuStorage: createTemuImageStorage(config.marketplaces.temuStorageBase),
    // Set right below: the queue's handler needs the finished deps.
    syncQueue: undefined as unknown as TSyncQueue,
  };
  // A sync's log lines carry the id of the request that queued it (重试, 刷新数据, a bind), or one of its own.
  const runJob = (job: TSyncJob, signal?: AbortSignal) =>
    withReqId(job.reqId ?? `sync-${job.shopId}-${Date.now().toString(36)}`, () =>
      runShopSync(deps, syncHooks, job, signal),
    );
  const queue = config.redisUrl
    ? createBullmqQueue(config.redisUrl, runJob, app.log, { prefix: config.queuePrefix })
    : createMemoryQueue(runJob, app.log);
  deps.syncQueue = { ...queue, enqueue: (job) => queue.enqueue({ ...job, reqId: job.reqId ?? currentReqId() }) };
  const stopScheduler = startSyncScheduler(deps);
  const stopFx =
    config.fxRefreshMinutes > 0
      ? startFxScheduler(
          { db: deps.db, log: app.log, now: () => deps.clock.now().getTime() },
          createEcbClient(config.ecbUrl),
          config.fxRefreshMinutes * 60_000,
        )
      : () => {};
  const stopSelection =
    config.selectionSyncMinutes > 0
      ? startSelectionSync(
          { db: deps.db, log: app.log, now: () => deps.clock.now() },
          config.marketData,
          config.selectionSyncMinutes * 60_000,
        )
      : () => {};
  const stopUploadSweep =
    config.uploadSweep.everyMs > 0 ? startUploadSweep(deps, config.uploadSweep.everyMs) : () => {};
  const stopReconcile =
    config.payment.reconcileSeconds > 0 ? startReconciliation(deps, config.payment.reconcileSeconds * 1000) : () => {};

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestOps(app);
  registerJsonBody(app);
  await registerSecurityHeaders(app, config);
  // Bodies are form-encoded or JSON; anything else (text/plain included) is a 415.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody, { bodyLimit: 1024 * 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '跨境卖家助手 API',
        version: '0.1.0',
        description: 'Envelope {code,msg,data}; code 0 = success. Bodies form-encoded or JSON.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(async (api) => {
    registerAccessControl(api, deps);
    registerModules(api, deps, broker);
  });
  registerProbeRoutes(app, deps, broker, dbHandle.poolStats);
  registerMqttEndpoint(app, deps, broker);
  await registerWebApp(app, config);

  if (config.demo) {
    await seedDemoTenant(deps);
    await seedDemoNotices(deps);
  }
  app.addHook('onClose', async () => {
    stopScheduler();
    stopFx();
    stopSelection();
    stopReconcile();
    stopUploadSweep();
    await flushRefusalAudit(deps).catch(() => undefined);
    await deps.syncQueue.close();
    await broker.close();
    redis?.disconnect();
    if (!opts.db) {
      await dbHandle.close();
    }
  });
  app.decorate('deps', deps);
  return app;
}
