/**
 * Sync benchmark (issue 3). Prints, for PGlite (data folder) and PostgreSQL:
 *  - write throughput: SKU-day rows/s through the sync's upsert path (batches of 5,000), fed from the
 *    large profile's generated history, first insert and an idempotent re-run;
 *  - end to end: the first full sync of one 200-SKC Temu shop through the seller-centre connector
 *    against the sandbox on loopback (paced like the real service), rows and seconds.
 * Usage: node --import tsx bench/sync/sync-bench.ts [shops=6]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildSandbox } from '../../apps/sandbox/src/app.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDb, type TDbHandle } from '../../apps/server/src/db/client.js';
import { shops, users } from '../../apps/server/src/db/schema/index.js';
import { addDays } from '../../apps/server/src/lib/days.js';
import { syncHooks } from '../../apps/server/src/modules/index.js';
import { completeTemuBind } from '../../apps/server/src/modules/marketplaces/temu-bind.service.js';
import { runShopSync } from '../../apps/server/src/modules/sync/sync-runner.js';
import { type TSkuDayRow, writeSkuDays } from '../../apps/server/src/modules/sync/writers.js';

const shopCount = Number(process.argv[2] ?? 6);
const sandbox = buildSandbox({ profile: 'large' });
const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
const world = sandbox.world;

const writeBench = async (h: TDbHandle) => {
  const [boss] = await h.db.insert(users).values({ role: 'boss', nickName: 'bench' }).returning();
  const temuShops = world.shops.filter((s) => s.platform === 'temu').slice(0, shopCount);
  let rows = 0;
  let ms = 0;
  let rerunMs = 0;
  for (const s of temuShops) {
    const [shop] = await h.db
      .insert(shops)
      .values({ bossId: boss!.id, platform: 'temu', externalId: `w${s.shopId}`, name: s.name })
      .returning();
    const data: TSkuDayRow[] = world.skuDays(s.shopId, world.firstDay, addDays(world.today, -1)).map((d) => ({
      shopId: shop!.id,
      day: d.day,
      skuId: String(d.skuId),
      skcId: String(d.skcId),
      units: d.units,
      salesCents: d.salesCents,
    }));
    let t = performance.now();
    rows += await writeSkuDays(h.db, data);
    ms += performance.now() - t;
    t = performance.now();
    const again = await writeSkuDays(h.db, data);
    rerunMs += performance.now() - t;
    if (again !== 0) {
      throw new Error('re-run wrote rows: not idempotent');
    }
  }
  return {
    shops: temuShops.length,
    rows,
    rowsPerSec: Math.round(rows / (ms / 1000)),
    idempotentRerunRowsPerSec: Math.round(rows / (rerunMs / 1000)),
  };
};

const endToEnd = async (h: TDbHandle, engine: string) => {
  const config = {
    ...loadConfig({ ...process.env, SANDBOX_URL: sandboxUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'ksa-bench-cfg-')) }),
    syncIntervalMinutes: 0,
    demo: false,
  };
  const app = await buildApp({ config, db: h, logger: false });
  const [boss] = await h.db.insert(users).values({ role: 'boss', nickName: 'e2e' }).returning();
  const acc = world.temuAccounts[0]!;
  const auth = {
    userId: boss!.id,
    bossId: boss!.id,
    role: 'boss' as const,
    sessionId: 'b',
    isVisitor: false,
    phone: null,
    permissionIds: [],
    permissions: [],
  };
  const login = await app.deps.marketSources.temuSeller.startLogin(acc.phone, acc.password);
  if (login.kind !== 'ok') {
    throw new Error(`bench account needs ${login.kind}`);
  }
  // Bind without the automatic first sync, then time one shop's first sync on its own.
  const enqueue = app.deps.syncQueue.enqueue;
  app.deps.syncQueue.enqueue = async () => {};
  await completeTemuBind(app.deps, auth, { phone: acc.phone, password: acc.password }, login, true);
  app.deps.syncQueue.enqueue = enqueue;
  const [shop] = await h.db.select().from(shops).where(eq(shops.bossId, boss!.id)).limit(1);
  const t = performance.now();
  const { rows } = await runShopSync(app.deps, syncHooks, { shopId: shop!.id, mode: 'full' });
  const seconds = (performance.now() - t) / 1000;
  await app.close();
  return {
    engine,
    shop: shop!.name,
    skcs: world.skcs(Number(shop!.externalId)).length,
    rows,
    seconds: +seconds.toFixed(1),
    rowsPerSec: Math.round(rows / seconds),
  };
};

const results: Record<string, unknown>[] = [];
const e2e: Record<string, unknown>[] = [];
const dir = mkdtempSync(join(tmpdir(), 'ksa-bench-pglite-'));
let h = await openDb({ dataDir: dir });
results.push({ engine: 'pglite (dir)', ...(await writeBench(h)) });
e2e.push(await endToEnd(h, 'pglite (dir)'));
await h.close();
rmSync(dir, { recursive: true, force: true });

const admin = process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const c = new pg.Client({ connectionString: admin });
if (
  await c.connect().then(
    () => true,
    () => false,
  )
) {
  const name = `ksa_bench_sync_${process.pid}`;
  await c.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  h = await openDb({ url: url.toString() });
  results.push({ engine: 'postgresql', ...(await writeBench(h)) });
  e2e.push(await endToEnd(h, 'postgresql'));
  await h.close();
  await c.query(`drop database ${name} with (force)`);
  await c.end();
}
await sandbox.close();
console.log(`\nSKU-day writes, large profile history (${world.firstDay} … ${world.today}), ${shopCount} shops`);
console.table(results);
console.log('first full sync of one 200-SKC Temu shop through the seller-centre connector (sandbox on loopback)');
console.table(e2e);
