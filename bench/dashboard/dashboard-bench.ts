/**
 * Dashboard benchmark (issue 5). For PGlite (data folder) and PostgreSQL, loads the large profile
 * (50 Temu shops) with 2 and with 4 years of daily SKU history, costs and today's stock, then prints:
 *  - the server time of the whole /home call set for all shops (month range), median of 7 runs;
 *  - each endpoint's server time against the bare SQL of its aggregate (ratio);
 *  - the same /home set with 4 years of history (should stay within ±20 %: cost grows with shops × days
 *    of the range, not with history length);
 *  - with --browser: navigation to /home until every chart and figure is painted and the loading veil has
 *    lifted, in Chromium.
 * Every fifth shop reports in US dollars (the ECB rates of the sandbox world are loaded), so /home converts
 * each day at that day's rate, as a seller with Temu global shops sees it. Targets (issue 10): one batch
 * for the month ≤ 30 ms on PostgreSQL, ≤ 80 ms on PGlite; a custom 90-day range ≤ 100 / 250 ms.
 * Usage: node --import tsx bench/dashboard/dashboard-bench.ts [--browser] [--engines=pglite,postgresql]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildSandbox } from '../../apps/sandbox/src/app.js';
import { cubeOf, publishedDays } from '../../apps/sandbox/src/ecb/rates-world.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDb, type TDbHandle } from '../../apps/server/src/db/client.js';
import { shops, users } from '../../apps/server/src/db/schema/index.js';
import { addDays, bjDay } from '../../apps/server/src/lib/days.js';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repo.js';
import { refreshStockSummary } from '../../apps/server/src/modules/dashboard/stock-summary.js';
import { fillDailyRates, upsertRateDays } from '../../apps/server/src/modules/fx/fx.repo.js';
import { refreshRolling } from '../../apps/server/src/modules/sync/rolling.js';
import { refreshShopDaily } from '../../apps/server/src/modules/sync/shop-daily.js';
import { upsertRows } from '../../apps/server/src/modules/sync/upsert.js';
import { writeSkcs, writeSkuDays, writeSkus, writeStock } from '../../apps/server/src/modules/sync/writers.js';
import { writeStream } from '../../apps/server/src/modules/sync/writers-extra.js';
import { reuseKept } from './kept-db.js';

const args = process.argv.slice(2);
const withBrowser = args.includes('--browser');
const engines = (args.find((a) => a.startsWith('--engines='))?.slice(10) ?? 'pglite,postgresql').split(',');
const RUNS = 7;
/** --keep-db=NAME (PostgreSQL): load into NAME_<days> once and reuse it on later runs (the derived tables are refreshed). */
const keepDb = args.find((a) => a.startsWith('--keep-db='))?.slice(10);
const today0 = () => bjDay(new Date());
const histories = (args.find((a) => a.startsWith('--histories='))?.slice(12) ?? '730,1461').split(',').map(Number);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type TLoaded = {
  h: TDbHandle;
  token: string;
  shopIds: number[];
  app: Awaited<ReturnType<typeof buildApp>>;
  close: () => Promise<void>;
};

const load = async (engine: string, historyDays: number): Promise<TLoaded> => {
  const world = buildSandbox({ profile: 'large', historyDays }).world;
  let dataDir: string | undefined;
  let dbName: string | undefined;
  let url = '';
  if (engine === 'postgresql') {
    const admin = new pg.Client({
      connectionString: process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    dbName = keepDb ? `${keepDb}_${historyDays}` : `ksa_dash_bench_${process.pid}_${historyDays}`;
    const exists = keepDb && (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
    if (!exists) {
      await admin.query(`create database ${dbName}`);
    }
    await admin.end();
    url = (process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres').replace(
      /\/[^/]*$/,
      `/${dbName}`,
    );
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'ksa-dash-bench-'));
  }
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: dataDir ?? '/tmp/unused',
      DATABASE_URL: url,
      REDIS_URL: '',
      MQTT_URL: '',
    }),
    webDist: withBrowser ? join(process.cwd(), 'apps/web/dist') : undefined,
    syncIntervalMinutes: 0,
    demo: false,
  };
  const h = await openDb(url ? { url } : { dataDir: dataDir! });
  const app = await buildApp({ config, db: h, logger: false });
  await app.ready();
  if (keepDb) {
    const kept = await reuseKept(h, app, today0(), historyDays);
    if (kept) {
      return kept;
    }
  }
  const [boss] = await h.db
    .insert(users)
    .values({ role: 'boss', nickName: 'bench', phone: `139${process.pid}`.slice(0, 11).padEnd(11, '0') })
    .returning();
  const token = (await createSession(h.db, boss!.id, new Date())).token;
  // All 50 shops of the large profile, loaded as Temu shops (the Temu call set covers them all).
  const temu = world.shops.slice(0, 50);
  const shopIds: number[] = [];
  const now = new Date();
  // The sandbox ECB's rates over the whole history, as the hourly refresh keeps them.
  await upsertRateDays(
    h.db,
    publishedDays(now, new Date(`${world.firstDay}T00:00:00Z`)).map((d) => {
      const cube = cubeOf(d);
      return {
        day: cube.time,
        perEur: Object.fromEntries([['EUR', 1], ...cube.rates.map((r) => [r.currency, r.rate])]),
      };
    }),
  );
  const today = bjDay(now);
  await fillDailyRates(h.db, world.firstDay, today);
  const t0 = performance.now();
  let rows = 0;
  for (const s of temu) {
    const [shop] = await h.db
      .insert(shops)
      .values({
        bossId: boss!.id,
        platform: 'temu',
        externalId: `b${s.shopId}`,
        name: s.name,
        currency: temu.indexOf(s) % 5 === 4 ? 'USD' : 'CNY',
        expireAt: new Date('2099-01-01'),
      })
      .returning();
    const id = shop!.id;
    shopIds.push(id);
    const skcs = world.skcs(s.shopId);
    await writeSkcs(
      h.db,
      skcs.map((k) => ({
        shopId: id,
        skcId: String(k.skcId),
        productId: String(k.productId),
        skcExtCode: k.skcExtCode,
        name: k.name,
        category: k.category,
        categoryPath: k.categoryPath,
        imageUrl: k.imageUrl,
        createdDay: k.createdDay,
        offShelfDay: k.offShelfDay,
      })),
    );
    await writeSkus(
      h.db,
      skcs.flatMap((k) =>
        k.skus.map((u) => ({
          shopId: id,
          skuId: String(u.skuId),
          skcId: String(k.skcId),
          extCode: u.extCode,
          className: u.className,
          priceCents: u.priceCents,
        })),
      ),
    );
    const days = world.skuDays(s.shopId, world.firstDay, today, now);
    rows += await writeSkuDays(
      h.db,
      days.map((d) => ({
        shopId: id,
        day: d.day,
        skuId: String(d.skuId),
        skcId: String(d.skcId),
        units: d.units,
        salesCents: d.salesCents,
      })),
    );
    await writeStock(
      h.db,
      world.stock(s.shopId, today, now).map((x) => ({
        shopId: id,
        day: today,
        skuId: String(x.skuId),
        warehouse: x.warehouse,
        waitReceive: x.waitReceive,
        waitDelivery: x.waitDelivery,
        unavailable: x.unavailable,
      })),
    );
    const f = world.finance(s.shopId, now);
    await h.db.execute(
      sql`insert into finance_snapshots (shop_id, at, balance_cents, pending_cents, currency) values (${id}, ${now}, ${f.balanceCents}, ${f.pendingCents}, ${temu.indexOf(s) % 5 === 4 ? 'USD' : 'CNY'})`,
    );
    await upsertRows(
      h.db,
      'sku_costs',
      [
        { name: 'shop_id', key: 'shopId', type: 'int' },
        { name: 'sku_id', key: 'skuId', type: 'text' },
        { name: 'effective_from', key: 'effectiveFrom', type: 'date' },
        { name: 'cost_cents', key: 'costCents', type: 'bigint' },
      ] as never,
      ['shop_id', 'sku_id', 'effective_from'],
      world
        .costSheet(s.shopId)
        .map((c) => ({ shopId: id, skuId: String(c.skuId), effectiveFrom: '2000-01-01', costCents: c.costCents })),
    );
    await refreshShopDaily(h.db, id, world.firstDay, today);
    await refreshStockSummary({ db: h.db }, id, today);
    await refreshRolling(h.db, id, today);
    // The last 90 days of returns and every weekly delivery rating, as the first sync keeps them.
    await writeStream(
      h.db,
      'returns',
      world.returns(s.shopId, new Date(Date.parse(`${addDays(today, -90)}T00:00:00+08:00`)), now).map((r) => ({
        shopId: id,
        packageSn: r.packageSn,
        skuId: String(r.skuId),
        skcId: String(r.skcId),
        units: r.units,
        amountCents: r.amountCents,
        reason: r.reason,
        outboundAt: r.outboundAt,
      })),
    );
    // Reviews, notices and activities as the first sync keeps them (the signal cards read these).
    const since = new Date(Date.parse(`${addDays(today, -90)}T00:00:00+08:00`));
    await writeStream(
      h.db,
      'reviews',
      world.reviews(s.shopId, since, now).map((r) => ({ ...r, shopId: id, skcId: String(r.skcId) })),
    );
    await writeStream(
      h.db,
      'notices',
      world.notices(s.shopId, since, now).map((n) => ({ ...n, shopId: id })),
    );
    const acts = world.activities(s.shopId);
    await writeStream(
      h.db,
      'activities',
      acts.map((a) => ({ ...a, shopId: id, activityId: String(a.activityId) })),
    );
    const enrolls = world.enrollments(s.shopId, now);
    await writeStream(
      h.db,
      'enrollments',
      enrolls.map((e) => ({
        ...e,
        shopId: id,
        enrollId: String(e.enrollId),
        activityId: String(e.activityId),
        skcId: String(e.skcId),
      })),
    );
    await writeStream(
      h.db,
      'activityRecords',
      enrolls.flatMap((e) => e.records.map((r) => ({ ...r, shopId: id, enrollId: String(e.enrollId) }))),
    );
    await writeStream(
      h.db,
      'ratings',
      world
        .deliveryRatings(s.shopId)
        .map((r) => ({ shopId: id, weekStartDay: r.weekStartDay, level: r.level, score: r.score })),
    );
  }
  console.log(
    `  loaded ${engine}: ${temu.length} shops, ${historyDays} days, ${rows.toLocaleString()} SKU-day rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  // A server's tables have been vacuumed and analysed by now (autovacuum): measure that state, not a fresh load's
  // missing statistics and unset visibility map.
  await h.db.execute(sql`vacuum analyze`);
  return {
    h,
    token,
    shopIds,
    app,
    close: async () => {
      await app.close();
      await h.close();
      if (dataDir) {
        rmSync(dataDir, { recursive: true, force: true });
      }
      if (dbName && !keepDb) {
        const admin = new pg.Client({
          connectionString: process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        });
        await admin.connect();
        await admin.query(`drop database ${dbName} with (force)`);
        await admin.end();
      }
    },
  };
};

const today = bjDay(new Date());
const month = { shopId: 100, startTime: addDays(today, -30), endTime: addDays(today, -1) };
const scope = { shopId: 100 };
const page1 = { ...scope, pageIndex: 1 };
/** Every call /home makes for all Temu shops over the month (what the page sends, see web features/dashboard). */
const HOME: [string, Record<string, unknown>][] = [
  ['/api/order/getHistoryTotalSales', month],
  ['/api/order/getHistorySaleVolume', month],
  ['/api/order/getHistoryTotalProfits', month],
  ['/api/order/getLineChartDataSales', { ...month, lineType: 'day' }],
  ['/api/order/getProductSalesRanking', month],
  ['/api/order/getShopSalesRanking', month],
  ['/api/order/getShopRealStockValue', scope],
  ['/api/order/getShopDeadStockProductInfo', scope],
  ['/api/order/getAvailableBalance', scope],
  ['/api/order/getPendingAmount', scope],
  ['/api/order/getProductNumHasCostOrNot', scope],
  ['/api/order/getCreatedProductStatistics', scope],
  ['/api/order/getTotalSalesGroupByCatalogue', month],
  ['/api/order/getTotalSalesByDateAndPrice', month],
  ['/api/order/getReturnSupplierPackage', { ...month, pageIndex: 1 }],
  ['/api/order/queryDeliveryAssessmentRecord', scope],
  ['/api/order/getSystemRestrict', scope],
  ['/api/order/getShopInRiskProductAndInStock', scope],
  ['/api/order/querySoldOut7Loss', scope],
  ['/api/order/querySoldOutPerform', page1],
  ['/api/order/getShopJoinActivityCount', scope],
  ['/api/order/queryStatisticDataSupplier', scope],
  ['/api/order/getAddedProductNum', month],
  ['/api/order/getSalesProductNumNew', month],
  ['/api/order/getShopReviewRankingList', month],
  ['/api/order/getProductOnAndOffBoardMsg', page1],
];

const call = async (l: TLoaded, path: string, body: Record<string, unknown>) => {
  const t = performance.now();
  const res = await l.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: l.token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const ms = performance.now() - t;
  if (res.json().code !== 0) {
    throw new Error(`${path}: ${res.body}`);
  }
  return ms;
};

/** The whole /home set as separate requests, all at once; the time until the last reply. */
const homeSet = async (l: TLoaded) => {
  const t = performance.now();
  await Promise.all(HOME.map(([p, b]) => call(l, p, b)));
  return performance.now() - t;
};

const batchOf = async (l: TLoaded, calls: typeof HOME) => {
  const res = await l.app.inject({
    method: 'POST',
    url: '/api/dashboard/batch',
    headers: { authorization: l.token, 'content-type': 'application/json' },
    payload: JSON.stringify({ calls: calls.map(([path, body]) => ({ path, body })) }),
  });
  const failed = (res.json().data as { code: number; msg: string }[]).filter((r) => r.code !== 0);
  if (res.json().code !== 0 || failed.length) {
    throw new Error(`batch: ${res.body.slice(0, 300)}`);
  }
};

/** The whole set in one /api/dashboard/batch request. */
const homeBatch = async (l: TLoaded) => {
  const t = performance.now();
  await batchOf(l, HOME);
  return performance.now() - t;
};

/** The range-bound calls of /home over a custom 90-day range (the daily path), one batch. */
const quarter = { shopId: 100, startTime: addDays(today, -90), endTime: addDays(today, -1) };
const homeQuarter = async (l: TLoaded) => {
  const t = performance.now();
  await batchOf(
    l,
    HOME.map(([p, b]) => [p, 'startTime' in b ? { ...b, ...quarter } : b] as [string, Record<string, unknown>]),
  );
  return performance.now() - t;
};

/** As the page sends it: batches of 8 in the page's order, all at once; the time until the last reply. */
const homePage = async (l: TLoaded) => {
  const t = performance.now();
  const chunks: (typeof HOME)[] = [];
  for (let i = 0; i < HOME.length; i += 8) {
    chunks.push(HOME.slice(i, i + 8));
  }
  await Promise.all(chunks.map((c) => batchOf(l, c)));
  return performance.now() - t;
};

const bareSql = (l: TLoaded): Record<string, () => Promise<unknown>> => {
  const ids = sql.join(
    l.shopIds.map((i) => sql`${i}`),
    sql`, `,
  );
  const r = sql`day between ${month.startTime} and ${month.endTime}`;
  return {
    '/api/order/getHistoryTotalSales': () =>
      l.h.db.execute(sql`select sum(sales_cents) from shop_daily where shop_id in (${ids}) and ${r}`),
    '/api/order/getHistorySaleVolume': () =>
      l.h.db.execute(sql`select sum(units) from shop_daily where shop_id in (${ids}) and ${r}`),
    '/api/order/getHistoryTotalProfits': () =>
      l.h.db.execute(
        sql`select sum(costed_sales_cents) - sum(cost_cents), sum(cost_cents) from shop_daily where shop_id in (${ids}) and ${r}`,
      ),
    '/api/order/getLineChartDataSales': () =>
      l.h.db.execute(sql`select day, sum(sales_cents) from shop_daily where shop_id in (${ids}) and ${r} group by day`),
    '/api/order/getProductSalesRanking': () =>
      l.h.db.execute(
        sql`select shop_id, skc_id, sum(sales_cents) s from skc_daily where shop_id in (${ids}) and ${r} group by 1, 2 order by s desc limit 10`,
      ),
    '/api/order/getShopSalesRanking': () =>
      l.h.db.execute(
        sql`select shop_id, sum(sales_cents) s from shop_daily where shop_id in (${ids}) and ${r} group by 1 order by s desc`,
      ),
  };
};

const results: string[] = [];
for (const engine of engines) {
  if (engine === 'postgresql') {
    const ok = await new pg.Client({
      connectionString: process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    })
      .connect()
      .then(
        () => true,
        () => false,
      );
    if (!ok) {
      console.log('PostgreSQL not reachable: skipped');
      continue;
    }
  }
  const homeTimes: Record<number, number> = {};
  for (const historyDays of histories) {
    const l = await load(engine, historyDays);
    for (let i = 0; i < 2; i++) {
      await homeSet(l); // warm-up
    }
    const set: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      set.push(await homeSet(l));
    }
    const batch: number[] = [];
    for (let i = 0; i < 2; i++) {
      await homeBatch(l); // warm-up
    }
    for (let i = 0; i < RUNS; i++) {
      batch.push(await homeBatch(l));
    }
    const paged: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      paged.push(await homePage(l));
    }
    const q90: number[] = [];
    await homeQuarter(l);
    for (let i = 0; i < RUNS; i++) {
      q90.push(await homeQuarter(l));
    }
    homeTimes[historyDays] = median(batch);
    const target = engine === 'postgresql' ? [30, 100] : [80, 250];
    results.push(
      `${engine.padEnd(10)} history ${String(historyDays).padStart(4)} d  /home call set (${HOME.length} calls, all shops, month, 1 in 5 shops in USD converted): one batch request ${median(batch).toFixed(1)} ms (target ≤ ${target[0]}); as the page sends it (batches of 8) ${median(paged).toFixed(1)} ms; as ${HOME.length} separate requests ${median(set).toFixed(1)} ms; custom 90-day range, one batch ${median(q90).toFixed(1)} ms (target ≤ ${target[1]})`,
    );
    if (historyDays === 730) {
      // The fixed cost of any request here (routing, envelope, inject), for the small aggregates' ratios.
      const floor: number[] = [];
      for (let i = 0; i < RUNS * 3; i++) {
        const t = performance.now();
        await l.app.inject({ method: 'GET', url: '/api/health' });
        floor.push(performance.now() - t);
      }
      results.push(`${engine.padEnd(10)}   request floor: GET /api/health ${median(floor).toFixed(1)} ms`);
      const bare = bareSql(l);
      for (const [path, body] of HOME) {
        const api: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          api.push(await call(l, path, body));
        }
        let line = `${engine.padEnd(10)}   ${path.replace('/api/order/', '').padEnd(34)} ${median(api).toFixed(1).padStart(7)} ms`;
        if ('startTime' in body) {
          // The same call over the custom 90 days (the daily rows, no rolling window).
          const q: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            q.push(await call(l, path, { ...body, ...quarter }));
          }
          line += `  90 days ${median(q).toFixed(1).padStart(6)} ms`;
        }
        const q = bare[path];
        if (q) {
          const s: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            const t = performance.now();
            await q();
            s.push(performance.now() - t);
          }
          line += `  bare SQL ${median(s).toFixed(1).padStart(6)} ms  ratio ${(median(api) / median(s)).toFixed(2)}`;
        }
        results.push(line);
      }
      if (withBrowser && engine === 'pglite') {
        results.push(
          `${engine.padEnd(10)} Chromium: navigation → all charts painted: ${(await browserPaint(l)).toFixed(0)} ms`,
        );
      }
    }
    await l.close();
  }
  results.push(
    `${engine.padEnd(10)} 4 years vs 2 years: ${(((homeTimes[1461]! - homeTimes[730]!) / homeTimes[730]!) * 100).toFixed(1)} %`,
  );
}
console.log(`\n${results.join('\n')}`);
process.exit(0);

async function browserPaint(l: TLoaded) {
  const { chromium } = await import('playwright-core');
  const base = await l.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.addInitScript((token) => {
    localStorage.setItem('inine_token', token);
    localStorage.setItem('isVisitor', '0');
  }, l.token);
  const times: number[] = [];
  for (let i = 0; i < 4; i++) {
    const t = performance.now();
    await page.goto(`${base}/home`);
    await page.waitForFunction(
      () => {
        // Shown, not just rendered: the 500 ms minimum loading veil has lifted too.
        if (!document.querySelector('[data-testid="home-dashboard"][data-loading="false"]')) {
          return false;
        }
        const chart = document.querySelector('[data-testid="trend-chart"]');
        const figures = [...document.querySelectorAll('[data-testid$="-value"]')];
        return (
          chart &&
          Number(chart.getAttribute('data-points')) > 0 &&
          chart.querySelector('canvas') &&
          figures.length >= 6 &&
          figures.every((f) => f.textContent)
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    times.push(performance.now() - t);
  }
  await page.screenshot({ path: 'bench/dashboard/home-large.png' });
  await browser.close();
  return median(times.slice(1));
}
