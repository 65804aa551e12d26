import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (GET /metrics). One registry per process: several apps built in one test process
 * share it, as the counters of one server would. Default metrics include the event-loop lag and memory.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, eventLoopMonitoringPrecision: 20 });

export const httpDuration = new Histogram({
  name: 'ksa_http_request_duration_seconds',
  help: 'HTTP request duration by route pattern (not the raw URL: ids would make unbounded labels)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

export type TSyncResult = 'ok' | 'deferred' | 'relogin' | 'error';

const syncDuration = new Histogram({
  name: 'ksa_sync_duration_seconds',
  help: 'One shop sync run, by marketplace and result',
  labelNames: ['marketplace', 'result'] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers: [metrics],
});

const syncFailures = new Counter({
  name: 'ksa_sync_failures_total',
  help: 'Shop sync runs that failed (error) or needed a new login, by marketplace',
  labelNames: ['marketplace', 'result'] as const,
  registers: [metrics],
});

export const observeSync = (marketplace: string, result: TSyncResult, seconds: number) => {
  syncDuration.observe({ marketplace, result }, seconds);
  if (result === 'error' || result === 'relogin') {
    syncFailures.inc({ marketplace, result });
  }
};

type TGaugeSource = () => Promise<number | Record<string, number>> | number | Record<string, number>;
const sources = new Map<string, TGaugeSource>();

/**
 * A gauge read when Prometheus scrapes (queue depth, DB pool, MQTT clients). The latest app built names the source:
 * in production one app runs per process; tests build several and read the newest.
 */
export const gaugeOf = (name: string, help: string, label: string | undefined, source: TGaugeSource) => {
  sources.set(name, source);
  if (metrics.getSingleMetric(name)) {
    return;
  }
  new Gauge({
    name,
    help,
    labelNames: label ? [label] : [],
    registers: [metrics],
    async collect() {
      const value = await sources.get(name)?.();
      this.reset();
      if (typeof value === 'number') {
        this.set(value);
      } else if (value && label) {
        for (const [k, v] of Object.entries(value)) {
          this.set({ [label]: k }, v);
        }
      }
    },
  });
};
