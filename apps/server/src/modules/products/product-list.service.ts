import { Limits } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { addDays, bjDay } from '../../lib/days.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { idsOf, resolveShopScope } from '../access/shop-access.js';
import { moneyOf } from '../dashboard/money.js';
import { sumDaily } from '../dashboard/sales.service.js';
import { costCoverage } from '../dashboard/stock.service.js';
import { countProducts, findProductPage } from './product-list.repo.js';

/** The shops a product list covers: one active shop, or all shops (100) / a group of both platforms. */
const productShops = async (deps: TDeps, auth: TAuth, q: { shopId: number; shopIds?: number[] }) => {
  if (q.shopIds || q.shopId === Limits.allShopsId) {
    const scope = q.shopIds ? { shopIds: q.shopIds } : { shopId: q.shopId };
    const [temu, shein] = await Promise.all([
      resolveShopScope(deps, auth, scope, { platform: 'temu', activeOnly: 'omit' }),
      resolveShopScope(deps, auth, scope, { platform: 'shein', activeOnly: 'omit' }),
    ]);
    return [...temu, ...shein];
  }
  return resolveShopScope(deps, auth, { shopId: q.shopId }, { activeOnly: 'refuse' });
};

/**
 * SKUs of the selection (searched, optionally only those without a cost today) with their last 30 days
 * (to yesterday), today's cost and the day it applies from, and their first sale; best sellers first.
 */
export const productInfoList = async (
  deps: TDeps,
  auth: TAuth,
  q: { shopId: number; shopIds?: number[]; keyword?: string; noCost?: boolean; pageIndex: number; pageSize: number },
) => {
  const shops = await productShops(deps, auth, q);
  const ids = idsOf(shops);
  const m = await moneyOf(deps, auth, shops, shops);
  if (!ids.length) {
    return {
      total: 0,
      salesTotal: 0,
      costIsNullTotal: 0,
      skuTotal: 0,
      list: [],
      ...m.meta({ json: null, rateDay: null }),
    };
  }
  const today = bjDay(deps.clock.now());
  const to = addDays(today, -1);
  const from = addDays(to, -29);
  const filter = { shopIds: ids, keyword: q.keyword, noCost: q.noCost, today };
  const total = await countProducts(deps.db, filter);
  const list = await findProductPage(deps.db, {
    ...filter,
    from,
    to,
    limit: q.pageSize,
    offset: (q.pageIndex - 1) * q.pageSize,
  });
  const fx = await m.fx(from, to);
  const [sums, coverage] = await Promise.all([sumDaily(deps, ids, from, to, fx), costCoverage(deps, ids, today)]);
  return {
    total,
    /** Converted into the display currency; each row stays in its shop's own currency. */
    salesTotal: sums.sales,
    ...m.meta(fx),
    costIsNullTotal: coverage.noCost,
    skuTotal: coverage.hasCost + coverage.noCost,
    list: list.map((r) => ({
      mallId: Number(r.shop_id),
      skuId: r.sku_id,
      skcId: r.skc_id,
      productName: r.name,
      originalName: r.original,
      imageUrl: r.image_url,
      className: r.class_name,
      extCode: r.ext_code,
      priceCents: Number(r.price_cents),
      currency: m.shopCurrency.get(Number(r.shop_id)) ?? m.currency,
      units30: Number(r.units),
      salesCents30: Number(r.sales),
      costCents: r.cost === null ? null : Number(r.cost),
      costFrom: r.cost_from,
      firstSaleDay: r.first_sale_day,
    })),
  };
};
