import { ApiRoutes, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, bjDay } from '../../lib/days.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth, type TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { createdProducts, returnPackages, salesByCategory, salesByPrice } from './catalog.service.js';
import { dashRegistrars, type TDashRegistry } from './registrars.js';
import { lineChart, periodFigure, productRanking, profitFigure, sumDaily } from './sales.service.js';
import { last10m, productCount, productSalesQuery } from './shein.service.js';
import type { TSheinProductServices } from './shein-products.js';
import { visibleSheinShops } from './shein-shops.service.js';
import { latelySales } from './signals.service.js';
import { costCoverage } from './stock.service.js';
import { todayOfRange, todaySoFar } from './today-compare.service.js';

const R = ApiRoutes;

/** One Shein shop the caller may see (a Temu shop or a foreign one is a 404; an expired one, EXPIRED). */
const oneSheinShop = async (deps: TDeps, auth: TAuth, shopId: number) => {
  const [shop] = await resolveShopScope(deps, auth, { shopId }, { platform: 'shein', activeOnly: 'omit' });
  if (shop === undefined) {
    throw new AppError('NOT_FOUND');
  }
  return shop;
};

/**
 * Shein dashboard calls (data-and-tools §7 'Shein equivalents'). Shein shops sync into the same
 * tables as Temu shops, so the figures come from the same services, scoped to Shein shops.
 */
export const registerSheinDashboardRoutes = (
  app: FastifyInstance,
  deps: TDeps,
  registry: TDashRegistry,
  { productInfoList, setSkuCost }: TSheinProductServices,
) => {
  const { range, scoped, paged } = dashRegistrars(app, deps, 'shein', registry);
  const today = () => bjDay(deps.clock.now());

  const asRange = (q: { startTime: string; endTime: string }) => ({ from: q.startTime, to: q.endTime });
  range(R.sheinTotalSales, async (ids, q, _a, money) =>
    periodFigure(deps, ids, asRange(q), (s) => s.sales, await money(), {
      money: true,
      now: await todayOfRange(deps, ids, q),
    }),
  );
  range(R.sheinTotalSaleVolume, async (ids, q, _a, money) =>
    periodFigure(deps, ids, asRange(q), (s) => s.units, await money(), {
      money: false,
      now: await todayOfRange(deps, ids, q),
    }),
  );
  range(R.sheinTotalProfit, async (ids, q, _a, money) =>
    profitFigure(deps, ids, q.startTime, q.endTime, await money()),
  );
  for (const def of [R.sheinSalesLast10m, R.sheinSaleVolumeLast10m, R.sheinProfitLast10m]) {
    scoped(def, async (ids, _q, _a, money) => last10m(deps, ids, await money()));
  }
  range(R.sheinSalesRanking, async (ids, q, _a, money) =>
    productRanking(deps, ids, q.startTime, q.endTime, q.limit ?? 10, await money()),
  );
  for (const [def, metric] of [
    [R.sheinChartSales, 'sales'],
    [R.sheinChartSaleVolume, 'units'],
    [R.sheinChartProfit, 'profit'],
  ] as const) {
    range(def, async (ids, q, _a, money) => lineChart(deps, ids, q, metric, await money()));
  }
  range(R.sheinCategoryQuery, async (ids, q, _a, money) =>
    salesByCategory(deps, ids, q.startTime, q.endTime, await money()),
  );
  range(R.sheinShopPriceQuery, async (ids, q, _a, money) =>
    salesByPrice(deps, ids, q.startTime, q.endTime, await money()),
  );
  for (const [def, by] of [
    [R.sheinSpuQuery, 'spu'],
    [R.sheinSkuQuery, 'sku'],
  ] as const) {
    apiRoute(app, def, async (req) => {
      const shop = await oneSheinShop(deps, requireAuth(req), req.query.shopId);
      return { data: await productSalesQuery(deps, shop.id, req.query, by, shop.currency) };
    });
  }

  scoped(R.sheinLatelySales, async (ids, _q, _a, money) =>
    latelySales(deps, ids, await todaySoFar(deps, ids), await money()),
  );
  paged(R.sheinReturnOrders, async (ids, q, _a, money) =>
    returnPackages(deps, ids, q.startTime, q.endTime, q.pageIndex, await money()),
  );
  scoped(R.sheinOnSaleTotal, async (ids) => {
    const c = await createdProducts(deps, ids, today());
    return { onShelf: c.onShelf, total: c.total };
  });
  scoped(R.sheinProductDocumentCount, (ids) => productCount(deps, ids));
  apiRoute(app, R.sheinShopsByUid, async (req) => ({
    data: await visibleSheinShops(deps, requireAuth(req)),
  }));

  apiRoute(app, R.sheinProductInfo, async (req) => {
    const auth = requireAuth(req);
    const shop = await oneSheinShop(deps, auth, req.body.shopId);
    return {
      data: await productInfoList(deps, auth, {
        shopId: shop.id,
        keyword: req.body.keyword,
        noCost: req.body.noCost,
        pageIndex: req.query.pageNum,
        pageSize: req.query.pageSize,
      }),
    };
  });
  apiRoute(app, R.sheinCostBySku, async (req) => {
    const auth = requireAuth(req);
    await oneSheinShop(deps, auth, req.body.shopId);
    return { data: await setSkuCost(deps, auth, req.body), msg: SuccessMsg.SAVED };
  });
  scoped(R.sheinSalesTotal, async (ids, _q, _a, money) => {
    const to = addDays(today(), -1);
    const m = await money();
    const fx = await m.fx(addDays(to, -29), to);
    const s = await sumDaily(deps, ids, addDays(to, -29), to, fx);
    return { salesTotal: s.sales, units: s.units, ...m.meta(fx) };
  });
  scoped(R.sheinCostIsNullTotal, async (ids) => {
    const c = await costCoverage(deps, ids, today());
    return { costIsNullTotal: c.noCost, total: c.hasCost + c.noCost };
  });
};
