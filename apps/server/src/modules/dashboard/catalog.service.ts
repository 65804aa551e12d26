import { PriceBands } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { addDays } from '../../lib/days.js';
import {
  countReturns,
  findCreatedProductsRows,
  findDeliveryAssessmentRows,
  findReturnPage,
  findSalesByCategoryRows,
  findSalesByPriceRows,
  findSoldProductsRows,
} from './catalog.repo.js';
import { minor, type TMoney } from './money.js';
import { findCategoryRolling, findMixMonthly, findPriceRolling } from './rolling.repo.js';
import { monthsFor, rollingFor } from './rolling.service.js';

type TDb = Pick<TDeps, 'db'>;
type TRollingDeps = Pick<TDeps, 'db' | 'clock'>;

/** Monday of the Beijing week containing `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

export const createdProducts = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return { today: 0, thisWeek: 0, thisMonth: 0, onShelf: 0, total: 0 };
  }
  const [r] = await findCreatedProductsRows(deps.db, ids, today, mondayOf(today));
  return {
    today: Number(r?.t ?? 0),
    thisWeek: Number(r?.w ?? 0),
    thisMonth: Number(r?.m ?? 0),
    onShelf: Number(r?.o ?? 0),
    total: Number(r?.n ?? 0),
  };
};

export const salesByCategory = async (deps: TRollingDeps, ids: number[], from: string, to: string, m: TMoney) => {
  if (!ids.length) {
    return [];
  }
  const rolling = await rollingFor(deps, ids, from, to, m);
  const months = rolling ? null : await monthsFor(deps, ids, from, to, m);
  const list = rolling
    ? await findCategoryRolling(deps.db, ids, rolling.win, rolling.cny)
    : months
      ? (await findMixMonthly(deps.db, ids, months, await m.fx(from, to), 'category')).map((r) => ({ ...r, c: r.k }))
      : await findSalesByCategoryRows(deps.db, ids, from, to, await m.fx(from, to));
  return list.map((r) => ({ category: r.c, units: Number(r.u), salesCents: minor(r.s), currency: m.currency }));
};

/** Sales by price band; the bands apply to each shop's price in its own currency. */
export const salesByPrice = async (deps: TRollingDeps, ids: number[], from: string, to: string, m: TMoney) => {
  const own = [...new Set(m.shopCurrency.values())];
  const bands = PriceBands.map((fromCents, i) => ({
    fromCents,
    toCents: PriceBands[i + 1] ?? null,
    units: 0,
    salesCents: 0,
    currency: m.currency,
    bandCurrency: own.length === 1 ? (own[0] as string) : null,
  }));
  if (!ids.length) {
    return bands;
  }
  const rolling = await rollingFor(deps, ids, from, to, m);
  const months = rolling ? null : await monthsFor(deps, ids, from, to, m);
  const list = rolling
    ? await findPriceRolling(deps.db, ids, rolling.win, rolling.cny)
    : months
      ? (await findMixMonthly(deps.db, ids, months, await m.fx(from, to), 'band')).map((r) => ({
          ...r,
          b: Number(r.k),
        }))
      : await findSalesByPriceRows(deps.db, ids, from, to, await m.fx(from, to));
  for (const r of list) {
    const band = bands[Math.max(1, Number(r.b)) - 1];
    if (band) {
      band.units += Number(r.u);
      band.salesCents += minor(r.s);
    }
  }
  return bands;
};

export const returnPackages = async (
  deps: TDb,
  ids: number[],
  from: string,
  to: string,
  pageIndex: number,
  m: TMoney,
) => {
  if (!ids.length) {
    return { total: 0, list: [] };
  }
  // Beijing days → instants: [from 00:00, to+1 00:00) at UTC+8.
  const start = new Date(`${from}T00:00:00+08:00`);
  const end = new Date(`${addDays(to, 1)}T00:00:00+08:00`);
  const n = await countReturns(deps.db, ids, start, end);
  const list = await findReturnPage(deps.db, ids, start, end, (pageIndex - 1) * 10);
  return {
    total: Number(n),
    list: list.map((r) => ({
      mallId: Number(r.shop_id),
      packageSn: r.package_sn,
      skcId: r.skc_id,
      productName: r.name ?? r.skc_id,
      units: Number(r.units),
      amountCents: Number(r.amount_cents),
      currency: m.shopCurrency.get(Number(r.shop_id)) ?? m.currency,
      reason: r.reason,
      outboundAt: new Date(r.outbound_at).toISOString(),
    })),
  };
};

export const deliveryAssessment = async (deps: TDb, ids: number[]) => {
  if (!ids.length) {
    return [];
  }
  const list = await findDeliveryAssessmentRows(deps.db, ids);
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
  const [r] = await findSoldProductsRows(deps.db, ids, from, to);
  return { skcCount: Number(r?.skc ?? 0), skuCount: Number(r?.sku ?? 0) };
};
