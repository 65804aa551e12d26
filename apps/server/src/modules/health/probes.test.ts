import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withReqId } from '../../lib/request-context.js';
import { availableEngines } from '../../test/engines.js';
import { startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

/** What a balancer, Prometheus and an on-call engineer ask of one server (issue 27, operations). */
describe.each(engines)('[OPS] probes, metrics and request ids on %s', (engine) => {
  let h: THarness;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    h = await startHarness(engine, {}, { write: (l) => void lines.push(JSON.parse(l)) });
  });
  afterAll(async () => {
    await h?.close();
  });

  const raw = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

  it('answers /livez, and /readyz while the database answers; a draining server is unready but still serves', async () => {
    expect((await raw('/livez')).statusCode).toBe(200);
    const ready = await raw('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: true, draining: false });
    h.app.probes.startDrain();
    const draining = await raw('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'unready', draining: true });
    // Requests still in the balancer's pipe are answered while it drains.
    expect((await raw('/livez')).statusCode).toBe(200);
    expect((await h.get('/api/health')).body.data.status).toBe('ok');
  });

  it('serves Prometheus metrics: request durations per route pattern, syncs, queue, MQTT, event-loop lag', async () => {
    await h.get('/api/health');
    await h.post('/api/shop/getShopInfo', { shopId: 12345 });
    const res = await raw('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /ksa_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    // Labels are route patterns and statuses, never raw URLs with ids or tokens.
    expect(text).toMatch(/route="\/api\/shop\/getShopInfo",status="401"/);
    expect(text).toMatch(/ksa_sync_queue_jobs\{state="waiting"\} 0/);
    expect(text).toMatch(/ksa_mqtt_clients \d+/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('# TYPE ksa_sync_duration_seconds histogram');
    if (h.db.poolStats) {
      expect(text).toMatch(/ksa_db_pool_connections\{state="total"\} \d+/);
    }
    // The Grafana dashboard of docs/ops reads only metrics the server serves.
    const dashboard = readFileSync(new URL('../../../../../docs/ops/grafana-dashboard.json', import.meta.url), 'utf8');
    const read = new Set(dashboard.match(/\b(?:ksa|nodejs|process)_[a-z0-9_]+/g));
    expect(read.size).toBeGreaterThan(8);
    for (const name of read) {
      const base = name.replace(/_(bucket|count|sum)$/, '');
      expect(text, name).toMatch(new RegExp(`^# TYPE ${base} `, 'm'));
    }
  });

  it('returns the request id, keeps a well-formed caller id and replaces a malformed one', async () => {
    const mine = await raw('/livez', { 'x-request-id': 'lb-0123456789abcdef' });
    expect(mine.headers['x-request-id']).toBe('lb-0123456789abcdef');
    const forged = await raw('/livez', { 'x-request-id': 'a\nb' });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await raw('/livez');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((l) => l.reqId === 'lb-0123456789abcdef')).toBe(true);
  });

  it('carries the queuing request id into the sync job it starts', async () => {
    await withReqId('req-sync-000042', () => h.app.deps.syncQueue.enqueue({ shopId: 987_654, mode: 'full' }));
    await h.app.deps.syncQueue.idle();
    const started = lines.find((l) => l.msg === 'sync started' && l.shopId === 987_654);
    expect(started?.reqId).toBe('req-sync-000042');
  });
});

describe('[OPS] /metrics access', () => {
  it('needs the bearer token when METRICS_TOKEN is set, and is off in production without one', async () => {
    const guarded = await startHarness('pglite', {
      ops: { metricsToken: 'scrape-secret', metricsOpen: false, drainSeconds: 0 },
    });
    try {
      const get = (auth?: string) =>
        guarded.app.inject({ method: 'GET', url: '/metrics', headers: auth ? { authorization: auth } : {} });
      expect((await get()).statusCode).toBe(401);
      expect((await get('Bearer wrong')).statusCode).toBe(401);
      expect((await get('Bearer scrape-secret')).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
    const closed = await startHarness('pglite', {
      ops: { metricsToken: undefined, metricsOpen: false, drainSeconds: 0 },
    });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
