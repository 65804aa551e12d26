import type { TDeps } from '../../deps.js';
import { addDays } from '../../lib/days.js';
import { minor, type TFx, type TMoney } from './money.js';
import { findReviewRankingRolling } from './rolling.repo.js';
import { keptWindow } from './rolling.service.js';
import {
  countNotices,
  findDailySalesRows,
  findJoinedActivitiesRows,
  findNewProductRows,
  findNoticePage,
  findReviewRankingRows,
  findShopProductNumRows,
  findSupplierStatisticsRows,
} from './signals.repo.js';
import { dayUntil, type TToday } from './today-compare.service.js';

type TDb = Pick<TDeps, 'db'>;

/** Beijing days → the instants [from 00:00, to+1 00:00) at UTC+8. */
export const bjSpan = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00+08:00`),
  end: new Date(`${addDays(to, 1)}T00:00:00+08:00`),
});

/** Per-day sales of [from, to] from the daily aggregate, zero-filled by the caller. */
export const dailySales = async (deps: TDb, ids: number[], from: string, to: string, fx: TFx) => {
  if (!ids.length) {
    return new Map<string, { units: number; salesCents: number }>();
  }
  const list = await findDailySalesRows(deps.db, ids, from, to, fx);
  return new Map(list.map((r) => [r.d, { units: Number(r.u), salesCents: minor(r.s) }]));
};

/** One calendar month back (clamped to the month's last day), as YYYY-MM-DD. */
export const monthBack = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
};

/** The shop dashboard's sales window (data-and-tools §4): one month back plus one day, to today. */
/** The last month by day; yesterday both in full and up to the minute today's data reaches. */
export const latelySales = async (deps: TDb, ids: number[], now: TToday, m: TMoney) => {
  const { today } = now;
  const from = addDays(monthBack(today), 1);
  const fx = await m.fx(from, today);
  const [byDay, partial] = await Promise.all([
    dailySales(deps, ids, from, today, fx),
    dayUntil(deps, ids, addDays(today, -1), m, now.asOf),
  ]);
  const zero = { units: 0, salesCents: 0 };
  const days: { day: string; units: number; salesCents: number }[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) {
    days.push({ day: d, ...(byDay.get(d) ?? zero) });
  }
  return {
    from,
    to: today,
    today: byDay.get(today) ?? zero,
    yesterday: { units: partial.sum.units, salesCents: partial.sum.sales },
    yesterdayFull: byDay.get(addDays(today, -1)) ?? zero,
    asOf: now.asOf.toISOString(),
    yesterdayUntil: partial.until,
    days,
    ...m.meta(fx),
  };
};

/** Products by number of reviews in the range, then by average stars. */
export const reviewRanking = async (
  deps: Pick<TDeps, 'db' | 'clock'>,
  ids: number[],
  from: string,
  to: string,
  limit = 10,
) => {
  if (!ids.length) {
    return [];
  }
  const { start, end } = bjSpan(from, to);
  const win = await keptWindow(deps, ids, from, to);
  const list = win
    ? await findReviewRankingRolling(deps.db, ids, win, limit)
    : await findReviewRankingRows(deps.db, ids, start, end, limit);
  return list.map((r) => ({
    mallId: Number(r.shop_id),
    skcId: r.skc_id,
    productName: r.name ?? r.skc_id,
    imageUrl: r.image_url,
    reviews: Number(r.n),
    avgStars: Math.round(Number(r.avg) * 100) / 100,
    badReviews: Number(r.bad),
  }));
};

/** Marketplace notices of the given kinds, newest first, 10 a page. */
export const noticePage = async (
  deps: TDb,
  ids: number[],
  kinds: ('on_shelf' | 'off_shelf' | 'rule' | 'message')[],
  pageIndex: number,
) => {
  if (!ids.length) {
    return { total: 0, list: [] };
  }
  const n = await countNotices(deps.db, ids, kinds);
  const list = await findNoticePage(deps.db, ids, kinds, pageIndex);
  return {
    total: Number(n),
    list: list.map((r) => ({
      mallId: Number(r.shop_id),
      noticeId: r.notice_id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      at: new Date(r.at).toISOString(),
    })),
  };
};

/**
 * Activities joined and not yet ended: how many, how many running today, SKCs enrolled, the
 * activity stock they were given and what remains (each enrolment's latest stock record).
 */
export const joinedActivities = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return { joinedActivities: 0, ongoingActivities: 0, joinedQuantityNum: 0, activityStock: 0, remainingStock: 0 };
  }
  const [r] = await findJoinedActivitiesRows(deps.db, ids, today);
  return {
    joinedActivities: Number(r?.j ?? 0),
    ongoingActivities: Number(r?.o ?? 0),
    joinedQuantityNum: Number(r?.q ?? 0),
    activityStock: Number(r?.st ?? 0),
    remainingStock: Number(r?.rem ?? 0),
  };
};

/** The shop statistics of §3 that our data carries (refunds: return packages of the last 30 days). */
export const supplierStatistics = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return {
      quantityOfGoods: 0,
      onShelf: 0,
      createdFirstOrderNum: 0,
      noCreatedFirstOrderNum: 0,
      refundInfoNum: 0,
      specificationTotal: 0,
    };
  }
  const { start, end } = bjSpan(addDays(today, -29), today);
  const [r] = await findSupplierStatisticsRows(deps.db, ids, today, start, end);
  const n = Number(r?.n ?? 0);
  const f = Number(r?.f ?? 0);
  return {
    quantityOfGoods: n,
    onShelf: Number(r?.o ?? 0),
    createdFirstOrderNum: f,
    noCreatedFirstOrderNum: n - f,
    refundInfoNum: Number(r?.r ?? 0),
    specificationTotal: Number(r?.s ?? 0),
  };
};

/** SKCs created in [from, to] and their SKUs. */
export const addedProducts = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return { skcCount: 0, skuCount: 0 };
  }
  const [r] = await findNewProductRows(deps.db, ids, from, to);
  return { skcCount: Number(r?.c ?? 0), skuCount: Number(r?.sku ?? 0) };
};

/**
 * New products (created in the range) and how many of them, and of their SKUs, sold in it. A product
 * created in the range sold in it exactly when its first sale day is not after the range's end.
 */
export const newProductsSold = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return { created: 0, sold: 0, skuSold: 0 };
  }
  const [r] = await findNewProductRows(deps.db, ids, from, to);
  return { created: Number(r?.c ?? 0), sold: Number(r?.s ?? 0), skuSold: Number(r?.usold ?? 0) };
};

/** Per shop: SKCs, SKUs and SKCs on shelf today. */
export const shopProductNum = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return [];
  }
  const list = await findShopProductNumRows(deps.db, ids, today);
  return list.map((r) => ({
    mallId: Number(r.id),
    mallName: r.name,
    skcCount: Number(r.c),
    skuCount: Number(r.s),
    onShelf: Number(r.o),
  }));
};
