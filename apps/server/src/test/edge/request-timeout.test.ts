import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startHarness, type THarness } from '../harness.js';

/** Fault 2: a body that drips in one byte at a time is cut at the configured request timeout. */
describe('[EDGE] request timeout', () => {
  let h: THarness;
  let port: number;
  beforeAll(async () => {
    h = await startHarness('pglite', { requestTimeoutMs: 1_500 });
    port = Number(new URL(await h.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('defaults to 30 s per request and 120 s per idle socket, configurable', () => {
    const base = { DATA_DIR: '/tmp/ksa-test-unused', SERVER_SECRET: 'x'.repeat(64), MARKETPLACE_KEY: 'y'.repeat(64) };
    const c = loadConfig(base);
    expect([c.requestTimeoutMs, c.connectionTimeoutMs]).toEqual([30_000, 120_000]);
    const set = loadConfig({ ...base, REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '9000' });
    expect([set.requestTimeoutMs, set.connectionTimeoutMs]).toEqual([5_000, 9_000]);
  });

  it('closes a socket whose body drips in past the timeout', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    const started = Date.now();
    let received = '';
    socket.on('data', (d) => {
      received += d.toString();
    });
    const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now() - started)));
    socket.on('error', () => {});
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (!socket.destroyed) {
        socket.write(' ');
      }
    }, 200);
    const ms = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 8_000))]);
    clearInterval(drip);
    socket.destroy();
    // Cut after the 1.5 s deadline (checked every 150 ms), long before the 8 s guard.
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(4_000);
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('a request that arrives in time is answered as before', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/visitor`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(0);
  });
});
