import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows, sharedRows } from '../../db/client.js';
import { eachShop, inShops } from '../../db/scope.js';
import type { TFx } from './money.js';
import { fxJoins, sales } from './money.repo.js';
import type { TReviewRankRow } from './signals.repo.js';

/** Sales by category of a kept window (yuan, or the shops' own currency), as findSalesByCategoryRows answers. */
export const findCategoryRolling = (db: Db, ids: number[], win: number, cny: boolean) =>
  rows<{ c: string; u: string; s: string }>(
    db,
    sql`select coalesce(nullif(key, ''), '未分类') c, sum(units) u, sum(${cny ? sql.raw('sales_cny') : sql.raw('sales_cents')}) s
          from sales_mix_rolling where ${inShops(ids)} and win = ${win} and dim = 'category'
         group by 1 order by s desc, c`,
  );

/** Sales by price band of a kept window, as findSalesByPriceRows answers. */
export const findPriceRolling = (db: Db, ids: number[], win: number, cny: boolean) =>
  rows<{ b: number; u: string; s: string }>(
    db,
    sql`select key::int b, sum(units) u, sum(${cny ? sql.raw('sales_cny') : sql.raw('sales_cents')}) s
          from sales_mix_rolling where ${inShops(ids)} and win = ${win} and dim = 'band' group by 1`,
  );

/** The most-reviewed SKCs of a kept window, as findReviewRankingRows answers. */
export const findReviewRankingRolling = (db: Db, ids: number[], win: number, limit: number) =>
  rows<TReviewRankRow>(
    db,
    sql`select r.shop_id, r.skc_id, coalesce(k.custom_name, k.name) name, k.image_url, r.n, r.avg, r.bad
          from (select t.* from ${eachShop(ids)}
                  cross join lateral (select shop_id, skc_id, n, stars::numeric / n avg, bad from review_rolling
                                       where shop_id = i.id and win = ${win}
                                       order by n desc nulls last, avg desc, skc_id limit ${limit}) t
                 order by t.n desc, t.avg desc, t.skc_id limit ${limit}) r
          left join skcs k on k.shop_id = r.shop_id and k.skc_id = r.skc_id
         order by r.n desc, r.avg desc, r.skc_id`,
  );

/** How many (shop, month) pairs of months [first, last] skc_monthly holds (with complete yuan, when asked). */
export const countMonthsReady = async (db: Db, ids: number[], first: string, last: string, cny: boolean) => {
  const [r] = await sharedRows<{ n: number }>(
    db,
    sql`select count(*)::int n from monthly_state
         where ${inShops(ids)} and month between ${first} and ${last} ${cny ? sql`and cny_complete` : sql``}`,
  );
  return Number(r?.n ?? 0);
};

/** A span of days, both ends included. */
export type TSpan = [string, string];

/**
 * How a range reads from skc_monthly: whole months, plus the days of `plus`, minus the days of `minus`.
 * Each month the range covers only in part is read the cheaper way: its days in the range, or its month
 * row less its days outside the range. A range ending yesterday so takes this month's row less today,
 * not the 25 days before it.
 */
export type TMonthPlan = { months: string[]; plus: TSpan[]; minus: TSpan[]; cny: boolean };

const inSpans = (spans: TSpan[]) =>
  sql`(${sql.join(
    spans.map(([a, b]) => sql`d.day between ${a} and ${b}`),
    sql` or `,
  )})`;

/**
 * Best-selling SKCs of a range read by a month plan (rolling.service monthsFor): month rows of
 * skc_monthly (yuan or the shops' own currency), plus and minus SKC-days of skc_daily converted at each
 * day's rate (fx). An SKC whose days cancel out sold nothing in the range and is left out.
 */
/**
 * The rows a month plan reads, as one union: daily rows of `daily` (alias d) with `pick(sign)` as their
 * columns, for the plus days and, negated, the minus days; then the month rows `months` selects.
 */
const planUnion = (
  ids: number[],
  plan: TMonthPlan,
  fx: TFx,
  daily: string,
  pick: (sign: 1 | -1) => SQL,
  months: (inMonths: SQL) => SQL,
) => {
  const days = (spans: TSpan[], sign: 1 | -1) =>
    spans.length
      ? [
          sql`select ${pick(sign)} from ${sql.raw(daily)} d ${fxJoins(fx, 'd', ids)}
               where ${inShops(ids, sql.raw('d.shop_id'))} and ${inSpans(spans)}`,
        ]
      : [];
  const inMonths = sql`${inShops(ids)} and month in (${sql.join(
    plan.months.map((x) => sql`${x}`),
    sql`, `,
  )})`;
  return sql.join([...days(plan.plus, 1), ...days(plan.minus, -1), months(inMonths)], sql` union all `);
};

/**
 * Best-selling SKCs of a range read by a month plan (rolling.service monthsFor): month rows of
 * skc_monthly (yuan or the shops' own currency), plus and minus SKC-days of skc_daily converted at each
 * day's rate (fx). An SKC whose days cancel out sold nothing in the range and is left out.
 */
export const findProductRankingMonthly = (db: Db, ids: number[], plan: TMonthPlan, limit: number, fx: TFx) => {
  const union = planUnion(
    ids,
    plan,
    fx,
    'skc_daily',
    (sign) => sql`d.shop_id, d.skc_id, ${sign} * d.units u, ${sign} * ${sales(fx, sql`d.sales_cents`)} s`,
    (inMonths) =>
      sql`select shop_id, skc_id, units, ${plan.cny ? sql.raw('sales_cny') : sql.raw('sales_cents')}
            from skc_monthly where ${inMonths}`,
  );
  return rows<{ shop_id: number; skc_id: string; name: string; image_url: string | null; u: string; s: string }>(
    db,
    sql`select d.shop_id, d.skc_id, coalesce(k.custom_name, k.name, d.skc_id) as name, k.image_url, d.u, d.s
          from (select x.shop_id, x.skc_id, sum(x.u) u, sum(x.s) s from (${union}) x
                 group by x.shop_id, x.skc_id having sum(x.u) <> 0 or round(sum(x.s)) <> 0
                 order by s desc, x.skc_id limit ${limit}) d
          left join skcs k on k.shop_id = d.shop_id and k.skc_id = d.skc_id
         order by d.s desc, d.skc_id`,
  );
};

/** Sales by category or price band of a range read by a month plan (sales_mix_monthly plus and minus days). */
export const findMixMonthly = (db: Db, ids: number[], plan: TMonthPlan, fx: TFx, dim: 'category' | 'band') => {
  const category = dim === 'category';
  const union = planUnion(
    ids,
    plan,
    fx,
    category ? 'shop_daily_category' : 'shop_daily_price',
    (sign) =>
      sql`${category ? sql`d.category` : sql`d.band::text`} k, ${sign} * d.units u, ${sign} * ${sales(fx, sql`d.sales_cents`)} s`,
    (inMonths) =>
      sql`select key, units, ${plan.cny ? sql.raw('sales_cny') : sql.raw('sales_cents')}
            from sales_mix_monthly where ${inMonths} and dim = ${dim}`,
  );
  return rows<{ k: string; u: string; s: string }>(
    db,
    sql`select ${category ? sql`coalesce(nullif(x.k, ''), '未分类')` : sql`x.k`} k, sum(x.u) u, sum(x.s) s
          from (${union}) x group by 1 having sum(x.u) <> 0 or round(sum(x.s)) <> 0 order by s desc, k`,
  );
};
