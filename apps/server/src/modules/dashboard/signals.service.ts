import { SoldOut, StockRisk, type ZActivityChartSchema } from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { addDays } from '../sync/days.js';
import {
  countNotices,
  findActivityChartRows,
  findAddedProductsRows,
  findDailySalesRows,
  findInRiskProductsRows,
  findJoinedActivitiesRows,
  findNewProductsSoldRows,
  findNoticePage,
  findReviewRankingRows,
  findShopProductNumRows,
  findSoldOutRows,
  findSupplierStatisticsRows,
} from './signals.repo.js';

type TDb = Pick<TDeps, 'db'>;

/** Beijing days → the instants [from 00:00, to+1 00:00) at UTC+8. */
export const bjSpan = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00+08:00`),
  end: new Date(`${addDays(to, 1)}T00:00:00+08:00`),
});

/**
 * Stock risk (StockRisk): per SKC on shelf on the snapshot day, its available stock against its
 * average daily sales of the last 7 days. At risk = sells out within 7 days at that rate.
 */
export const inRiskProducts = async (deps: TDb, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, inRisk: 0, inStock: 0, list: [] };
  }
  const list = await findInRiskProductsRows(deps.db, ids);
  const items = list.map((r) => ({ r, stock: Number(r.stock), daily: Number(r.daily) }));
  // Compared unrounded: 6.96 days left is at risk even though it shows as 7.0.
  const risky = items
    .filter((i) => i.daily > 0 && i.stock / i.daily < StockRisk.coverDays)
    .sort((a, b) => a.stock / a.daily - b.stock / b.daily || b.daily - a.daily || a.r.skc_id.localeCompare(b.r.skc_id));
  return {
    asOf:
      list
        .map((r) => r.as_of)
        .sort()
        .at(-1) ?? null,
    inRisk: risky.length,
    inStock: items.filter((i) => i.stock > 0).length,
    list: risky.slice(0, 10).map(({ r, stock, daily }) => ({
      /** Unrounded, for merging shops' lists; not part of the reply. */
      exactDaysLeft: stock / daily,
      mallId: Number(r.shop_id),
      skcId: r.skc_id,
      productName: r.name,
      imageUrl: r.image_url,
      stock,
      dailyUnits: Math.round(daily * 100) / 100,
      daysLeft: Math.round((stock / daily) * 10) / 10,
    })),
  };
};

/** Per-day sales of [from, to] from the daily aggregate, zero-filled by the caller. */
export const dailySales = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return new Map<string, { units: number; salesCents: number }>();
  }
  const list = await findDailySalesRows(deps.db, ids, from, to);
  return new Map(list.map((r) => [r.d, { units: Number(r.u), salesCents: Number(r.s) }]));
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
export const latelySales = async (deps: TDb, ids: number[], today: string) => {
  const from = addDays(monthBack(today), 1);
  const byDay = await dailySales(deps, ids, from, today);
  const zero = { units: 0, salesCents: 0 };
  const days: { day: string; units: number; salesCents: number }[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) {
    days.push({ day: d, ...(byDay.get(d) ?? zero) });
  }
  return { from, to: today, today: byDay.get(today) ?? zero, yesterday: byDay.get(addDays(today, -1)) ?? zero, days };
};

/** Products by number of reviews in the range, then by average stars. */
export const reviewRanking = async (deps: TDb, ids: number[], from: string, to: string, limit = 10) => {
  if (!ids.length) {
    return [];
  }
  const { start, end } = bjSpan(from, to);
  const list = await findReviewRankingRows(deps.db, ids, start, end, limit);
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
  const [r] = await findAddedProductsRows(deps.db, ids, from, to);
  return { skcCount: Number(r?.c ?? 0), skuCount: Number(r?.s ?? 0) };
};

/**
 * New products (created in the range) and how many of them, and of their SKUs, sold in it. A product
 * created in the range sold in it exactly when its first sale day is not after the range's end.
 */
export const newProductsSold = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return { created: 0, sold: 0, skuSold: 0 };
  }
  const [r] = await findNewProductsSoldRows(deps.db, ids, from, to);
  return { created: Number(r?.c ?? 0), sold: Number(r?.s ?? 0), skuSold: Number(r?.u ?? 0) };
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

/**
 * Sold out (SoldOut): SKUs with no available stock on the snapshot day that sold in the 30 days to it;
 * the loss is what they would sell in the next 7 days at that rate, at today's supplier price.
 */
export const soldOutRows = async (deps: TDb, ids: number[]) => {
  const list = await findSoldOutRows(deps.db, ids);
  return list.map((r) => {
    const daily = Number(r.u30) / SoldOut.rateWindowDays;
    const lostUnits = Math.round(daily * SoldOut.lossDays);
    return {
      asOf: r.as_of,
      mallId: Number(r.shop_id),
      skcId: r.skc_id,
      skuId: r.sku_id,
      className: r.class_name,
      productName: r.name,
      imageUrl: r.image_url,
      dailyUnits: Math.round(daily * 100) / 100,
      lostUnits,
      lostSalesCents: lostUnits * Number(r.price_cents),
    };
  });
};

/**
 * The stock monitor: the products (SKCs) with the most recent activity stock records, each enrolment
 * with its records over time (remaining vs total activity stock).
 */
export const activityChart = async (deps: TDb, ids: number[], products: number) => {
  if (!ids.length) {
    return [];
  }
  const list = await findActivityChartRows(deps.db, ids, products);
  const out = new Map<string, z.input<typeof ZActivityChartSchema>[number]>();
  for (const r of list) {
    const key = `${r.shop_id}|${r.enroll_id}`;
    if (!out.has(key)) {
      out.set(key, {
        productId: r.product_id ?? r.skc_id,
        skcId: r.skc_id,
        productName: r.name,
        mallId: Number(r.shop_id),
        enrollId: r.enroll_id,
        activityName: r.activity,
        activityRecord: [],
      });
    }
    out.get(key)!.activityRecord.push({
      now: new Date(r.at).toISOString(),
      remainingActivityStock: Number(r.remaining),
      activityStock: Number(r.total),
    });
  }
  return [...out.values()];
};
