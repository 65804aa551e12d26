import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { bindDemoMarketplaces } from './db/seed/demo-marketplaces.js';
import { stopLabelWorker, warmLabelWorker } from './modules/labels/label-pdf-pool.js';
import { startSyncRecovery } from './modules/sync/recovery.js';
import { describeProductionProblems, productionProblems } from './production-check.js';

/** Entry point: listen on PORT and shut down cleanly (drain HTTP, close broker and database). */
const config = loadConfig();
// A production server on a sandbox default would take real sellers' logins and payments to a stand-in: refuse.
const problems = config.production ? productionProblems(config) : [];
if (problems.length > 0) {
  console.error(describeProductionProblems(problems));
  process.exit(1);
}
const started = performance.now();
const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
app.log.info(
  {
    db: app.deps.dbEngine,
    broker: config.mqttUrl ? 'external' : 'embedded',
    limiter: app.deps.limiters.kind,
    ms: Math.round(performance.now() - started),
  },
  `跨境卖家助手 ready at ${url}`,
);
// Syncs a killed process left 'running' or 'queued' are re-queued now, and lapsed leases of peers later.
const stopRecovery = startSyncRecovery(app.deps);
// The label PDF worker boots (fonts parsed, a sample rendered) now rather than on the first seller's print.
void warmLabelWorker()
  .then((ms) => app.log.info({ ms: Math.round(ms) }, 'label PDF worker warm'))
  .catch((err) => app.log.error({ err }, 'label PDF worker failed to warm up'));
// The sandbox's demo accounts exist only beside a sandbox: production never binds them (docs/deployment.md).
if (config.demo && config.demoMarketplaces && !config.production) {
  void bindDemoMarketplaces(app.deps).catch((err) =>
    app.log.error({ err }, 'demo: binding the sandbox marketplaces failed'),
  );
}
if (!config.webDist) {
  app.log.warn('web app not built (apps/web/dist missing): run `npm run build`; the API still works');
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) {
    return;
  }
  closing = true;
  // Behind a balancer: /readyz turns 503 and requests are still served while the balancer notices (DRAIN_SECONDS),
  // so a rolling restart fails no request. Then new connections stop and the in-flight ones finish.
  const drainMs = config.ops.drainSeconds * 1000;
  app.probes.startDrain();
  app.log.info({ signal, drainMs }, 'shutting down');
  if (drainMs > 0) {
    await new Promise((r) => setTimeout(r, drainMs));
  }
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  stopRecovery();
  void stopLabelWorker();
  // Closing the app aborts in-flight syncs (they stop between pages and are left re-queueable),
  // drains HTTP, then closes the broker and the database.
  try {
    await app.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
