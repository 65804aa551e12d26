import { PriceBands } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { addDays } from '../sync/days.js';
import { inShops } from './scope.js';

type TDb = Pick<TDeps, 'db'>;

/** Monday of the Beijing week containing `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

export const createdProducts = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return { today: 0, thisWeek: 0, thisMonth: 0, onShelf: 0, total: 0 };
  }
  const [r] = await rows<Record<string, string>>(
    deps.db,
    sql`select count(*) filter (where created_day = ${today}) t,
               count(*) filter (where created_day between ${mondayOf(today)} and ${today}) w,
               count(*) filter (where created_day between ${`${today.slice(0, 8)}01`} and ${today}) m,
               count(*) filter (where created_day <= ${today} and (off_shelf_day is null or off_shelf_day > ${today})) o,
               count(*) n
          from skcs where ${inShops(ids)}`,
  );
  return {
    today: Number(r?.t ?? 0),
    thisWeek: Number(r?.w ?? 0),
    thisMonth: Number(r?.m ?? 0),
    onShelf: Number(r?.o ?? 0),
    total: Number(r?.n ?? 0),
  };
};

export const salesByCategory = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return [];
  }
  const list = await rows<{ c: string; u: string; s: string }>(
    deps.db,
    sql`select coalesce(nullif(category, ''), '未分类') c, sum(units) u, sum(sales_cents) s
          from shop_daily_category where ${inShops(ids)} and day between ${from} and ${to}
         group by 1 order by s desc, c`,
  );
  return list.map((r) => ({ category: r.c, units: Number(r.u), salesCents: Number(r.s) }));
};

export const salesByPrice = async (deps: TDb, ids: number[], from: string, to: string) => {
  const bands = PriceBands.map((fromCents, i) => ({
    fromCents,
    toCents: PriceBands[i + 1] ?? null,
    units: 0,
    salesCents: 0,
  }));
  if (!ids.length) {
    return bands;
  }
  const list = await rows<{ b: number; u: string; s: string }>(
    deps.db,
    sql`select band b, sum(units) u, sum(sales_cents) s from shop_daily_price
         where ${inShops(ids)} and day between ${from} and ${to} group by 1`,
  );
  for (const r of list) {
    const band = bands[Math.max(1, Number(r.b)) - 1];
    if (band) {
      band.units += Number(r.u);
      band.salesCents += Number(r.s);
    }
  }
  return bands;
};

export const returnPackages = async (deps: TDb, ids: number[], from: string, to: string, pageIndex: number) => {
  if (!ids.length) {
    return { total: 0, list: [] };
  }
  // Beijing days → instants: [from 00:00, to+1 00:00) at UTC+8.
  const start = new Date(`${from}T00:00:00+08:00`);
  const end = new Date(`${addDays(to, 1)}T00:00:00+08:00`);
  const where = sql`${inShops(ids, sql.raw('r.shop_id'))} and r.outbound_at >= ${start} and r.outbound_at < ${end}`;
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    deps.db,
    sql`select count(*)::int n from returns r where ${where}`,
  );
  const list = await rows<{
    shop_id: number;
    package_sn: string;
    skc_id: string;
    name: string | null;
    units: number;
    amount_cents: string;
    reason: string;
    outbound_at: Date | string;
  }>(
    deps.db,
    // The page's ten rows first, then their product names (not a name lookup for every return in range).
    sql`select r.shop_id, r.package_sn, r.skc_id, coalesce(k.custom_name, k.name) name, r.units, r.amount_cents, r.reason, r.outbound_at
          from (select * from returns r where ${where}
                 order by r.outbound_at desc, r.package_sn, r.sku_id limit 10 offset ${(pageIndex - 1) * 10}) r
          left join skcs k on k.shop_id = r.shop_id and k.skc_id = r.skc_id
         order by r.outbound_at desc, r.package_sn, r.sku_id`,
  );
  return {
    total: Number(n),
    list: list.map((r) => ({
      mallId: Number(r.shop_id),
      packageSn: r.package_sn,
      skcId: r.skc_id,
      productName: r.name ?? r.skc_id,
      units: Number(r.units),
      amountCents: Number(r.amount_cents),
      reason: r.reason,
      outboundAt: new Date(r.outbound_at).toISOString(),
    })),
  };
};

export const deliveryAssessment = async (deps: TDb, ids: number[]) => {
  if (!ids.length) {
    return [];
  }
  const list = await rows<{ shop_id: number; w: string; level: 'none' | 'C' | 'B' | 'A' | 'S'; score: number }>(
    deps.db,
    sql`select distinct on (shop_id) shop_id, to_char(week_start_day, 'YYYY-MM-DD') w, level, score
          from delivery_ratings where ${inShops(ids)} order by shop_id, week_start_day desc`,
  );
  return list.map((r) => ({
    mallId: Number(r.shop_id),
    weekStartDay: r.w,
    level: r.level,
    score: Number(r.score),
    stars: Math.round((Number(r.score) / 20) * 2) / 2,
  }));
};

/** SKCs and SKUs with at least one unit sold in [from, to]. */
export const soldProducts = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return { skcCount: 0, skuCount: 0 };
  }
  const [r] = await rows<{ skc: string; sku: string }>(
    deps.db,
    sql`select count(distinct (shop_id, skc_id)) skc, count(distinct (shop_id, sku_id)) sku from sku_daily_sales
         where ${inShops(ids)} and day between ${from} and ${to} and units > 0`,
  );
  return { skcCount: Number(r?.skc ?? 0), skuCount: Number(r?.sku ?? 0) };
};
