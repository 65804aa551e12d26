import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSandbox } from '@ksa/sandbox/app';
import { totals } from '@ksa/sandbox/market/truth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type TDbHandle } from '../../db/client.js';
import { bjDay } from '../../lib/days.js';
import { availableEngines, openTestDb } from '../engines.js';

const root = resolve(import.meta.dirname, '../../../../..');
const engines = await availableEngines();

const freePort = () =>
  new Promise<number>((r) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => r(port));
    });
  });

const waitUntil = async (what: string, ms: number, pred: () => Promise<boolean>) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await pred()) {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out: ${what}`);
};

/**
 * Fault 4, against the real server process: kill -9 mid-sync, restart, the shop syncs again
 * (within a minute) to the sandbox's ground truth; SIGTERM mid-sync exits 0 well within 10 s.
 * The child talks to the sandbox through a proxy that slows every call, so a sync lasts seconds.
 * PostgreSQL only: the test reads the child's database while it runs.
 */
describe.runIf(engines.includes('postgresql'))('[EDGE] interrupted syncs (server process)', () => {
  const sandbox = buildSandbox({ logger: false, profile: 'tiny' });
  let sandboxUrl: string;
  const proxy = createServer((req, res) => {
    const target = new URL(req.url ?? '/', sandboxUrl);
    setTimeout(() => {
      const out = request(target, { method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      out.on('error', () => res.destroy());
      req.pipe(out);
    }, 60);
  });
  let proxyUrl: string;
  const dbs: TDbHandle[] = [];
  let logTail = '';
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    // Children first (and wait for them), then drop every open socket: a keep-alive connection left by a
    // killed child would otherwise hold the sandbox's close until the hook times out.
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((done) => {
            if (c.exitCode !== null || c.signalCode !== null) {
              done();
              return;
            }
            c.once('exit', () => done());
            c.kill('SIGKILL');
          }),
      ),
    );
    proxy.closeAllConnections();
    proxy.close();
    sandbox.server.closeAllConnections();
    await sandbox.close();
    for (const d of dbs) {
      await d.close();
    }
  });

  const start = (dbUrl: string, port: number, dataDir: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        SANDBOX_URL: proxyUrl,
        REDIS_URL: '',
        MQTT_URL: '',
        WEB_DIST: '/nonexistent',
        DEMO: '1',
        DEMO_MARKETPLACES: '1',
        SYNC_INTERVAL_MINUTES: '0',
        SYNC_LEASE_SECONDS: '6',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Keep the tail of the child's log for a failing test's message; draining also never blocks it.
    child.stderr?.on('data', (d: Buffer) => {
      logTail = (logTail + d.toString()).slice(-4000);
    });
    children.push(child);
    return child;
  };
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((r) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        r(child.exitCode);
      } else {
        child.once('exit', (code) => r(code));
      }
    });
  const states = (db: TDbHandle) =>
    rows<{ shop_id: number; status: string; platform: string; external_id: string; last_success_at: string | null }>(
      db.db,
      sql`select s.id as shop_id, coalesce(st.status, 'none') as status, s.platform, s.external_id, st.last_success_at
          from shops s left join shop_sync_state st on st.shop_id = s.id`,
    );
  const fresh = async () => {
    const db = await openTestDb('postgresql');
    dbs.push(db);
    return { db };
  };

  it('kill -9 mid-sync: after a restart the shop syncs again within a minute, to the ground truth', async () => {
    const { db } = await fresh();
    const dbUrl = await databaseUrlOf(db);
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'ksa-edge-sync-'));
    const first = start(dbUrl, port, dataDir);
    await waitUntil('a sync running', 90_000, async () => (await states(db)).some((s) => s.status === 'running'));
    first.kill('SIGKILL');
    await exited(first);
    const left = await states(db);
    const interrupted = left.filter((s) => s.status !== 'ok').map((s) => s.shop_id);
    expect(left.some((s) => s.status === 'running')).toBe(true);

    const restartedAt = new Date();
    const second = start(dbUrl, port, dataDir);
    // Every shop the kill interrupted syncs again after the restart; the others stay as they were.
    await waitUntil('the interrupted shops synced after the restart', 60_000, async () => {
      const st = await states(db);
      return (
        st.every((s) => s.status === 'ok') &&
        interrupted.every((id) => st.some((s) => s.shop_id === id && new Date(s.last_success_at!) >= restartedAt))
      );
    }).catch(async (err: Error) => {
      throw new Error(`${err.message}\n${JSON.stringify(await states(db))}\n${logTail}`);
    });
    const today = bjDay(new Date());
    const world = sandbox.world;
    for (const s of (await states(db)).filter((x) => x.platform === 'temu')) {
      const truth = totals(world, [Number(s.external_id)], world.firstDay, today, new Date());
      const [got] = await rows<{ units: number; sales: string }>(
        db.db,
        sql`select coalesce(sum(units),0)::int as units, coalesce(sum(sales_cents),0)::bigint as sales
            from sku_daily_sales where shop_id = ${s.shop_id}`,
      );
      expect(got!.units).toBe(truth.units);
      expect(Number(got!.sales)).toBe(truth.salesCents);
    }
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
  }, 180_000);

  it('SIGTERM mid-sync: exit 0 within 10 s, no shop left running', async () => {
    const { db } = await fresh();
    const dbUrl = await databaseUrlOf(db);
    const child = start(dbUrl, await freePort(), mkdtempSync(join(tmpdir(), 'ksa-edge-sync-')));
    await waitUntil('a sync running', 90_000, async () => (await states(db)).some((s) => s.status === 'running'));
    const t0 = Date.now();
    child.kill('SIGTERM');
    const code = await exited(child);
    expect(code).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
    const after = await states(db);
    expect(after.filter((s) => s.status === 'running')).toEqual([]);
    // The interrupted ones are left for the next start to re-queue.
    expect(after.some((s) => s.status === 'queued')).toBe(true);
  }, 120_000);
});

/** The connection string of a throw-away test database (current_database on the admin URL). */
const databaseUrlOf = async (db: TDbHandle) => {
  const [r] = await rows<{ d: string }>(db.db, sql`select current_database() as d`);
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${r!.d}`;
  return url.toString();
};
