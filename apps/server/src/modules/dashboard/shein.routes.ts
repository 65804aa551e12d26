import {
  ApiRoutes,
  SuccessMsg,
  ZCostIsNullTotalSchema,
  ZLast10mSchema,
  ZLatelySalesSchema,
  ZLineChartSchema,
  ZOnSaleTotalSchema,
  ZPeriodFigureSchema,
  ZProductCountSchema,
  ZProductInfoSchema,
  ZProductRankingSchema,
  ZProductSalesTotalSchema,
  ZProfitFigureSchema,
  ZReturnsPageSchema,
  ZSalesByCategorySchema,
  ZSalesByPriceSchema,
  ZSetSkuCostRequestSchema,
  ZSetSkuCostSchema,
  ZSheinProductInfoBodySchema,
  ZSheinProductInfoQuerySchema,
  ZSheinProductPageSchema,
  ZSheinProductQuerySchema,
  ZSheinVisibleShopsSchema,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth, type TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { setSkuCost } from '../products/costs.service.js';
import { productInfoList } from '../products/product-list.service.js';
import { addDays, bjDay } from '../sync/days.js';
import { createdProducts, returnPackages, salesByCategory, salesByPrice } from './catalog.service.js';
import { dashRegistrars, type TDashRegistry } from './registrars.js';
import { lineChart, periodFigure, productRanking, profitFigure, sumDaily } from './sales.service.js';
import { last10m, productCount, productSalesQuery } from './shein.service.js';
import { visibleSheinShops } from './shein-shops.service.js';
import { latelySales } from './signals.service.js';
import { costCoverage } from './stock.service.js';

const R = ApiRoutes;

/** One Shein shop the caller may see (a Temu shop or a foreign one is a 404; an expired one, EXPIRED). */
const oneSheinShop = async (deps: TDeps, auth: TAuth, shopId: number) => {
  const [shop] = await resolveShopScope(deps, auth, { shopId }, { platform: 'shein', activeOnly: 'omit' });
  if (shop === undefined) {
    throw new AppError('NOT_FOUND');
  }
  return shop.id;
};

/**
 * Shein dashboard calls (data-and-tools §7 'Shein equivalents'). Shein shops sync into the same
 * tables as Temu shops, so the figures come from the same services, scoped to Shein shops.
 */
export const registerSheinDashboardRoutes = (app: FastifyInstance, deps: TDeps, registry: TDashRegistry) => {
  const { range, scoped, paged } = dashRegistrars(app, deps, 'shein', registry);
  const today = () => bjDay(deps.clock.now());

  range(R.sheinTotalSales, ZPeriodFigureSchema, (ids, q) =>
    periodFigure(deps, ids, q.startTime, q.endTime, (s) => s.sales),
  );
  range(R.sheinTotalSaleVolume, ZPeriodFigureSchema, (ids, q) =>
    periodFigure(deps, ids, q.startTime, q.endTime, (s) => s.units),
  );
  range(R.sheinTotalProfit, ZProfitFigureSchema, (ids, q) => profitFigure(deps, ids, q.startTime, q.endTime));
  scoped(R.sheinSalesLast10m, ZLast10mSchema, (ids) => last10m(deps, ids));
  scoped(R.sheinSaleVolumeLast10m, ZLast10mSchema, (ids) => last10m(deps, ids));
  scoped(R.sheinProfitLast10m, ZLast10mSchema, (ids) => last10m(deps, ids));
  range(R.sheinSalesRanking, ZProductRankingSchema, (ids, q) =>
    productRanking(deps, ids, q.startTime, q.endTime, q.limit ?? 10),
  );
  range(R.sheinChartSales, ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'sales'));
  range(R.sheinChartSaleVolume, ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'units'));
  range(R.sheinChartProfit, ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'profit'));
  range(R.sheinCategoryQuery, ZSalesByCategorySchema, (ids, q) => salesByCategory(deps, ids, q.startTime, q.endTime));
  range(R.sheinShopPriceQuery, ZSalesByPriceSchema, (ids, q) => salesByPrice(deps, ids, q.startTime, q.endTime));
  for (const [def, by] of [
    [R.sheinSpuQuery, 'spu'],
    [R.sheinSkuQuery, 'sku'],
  ] as const) {
    apiRoute(app, def, { query: ZSheinProductQuerySchema, data: ZSheinProductPageSchema }, async (req) => {
      const shopId = await oneSheinShop(deps, requireAuth(req), req.query.shopId);
      return { data: await productSalesQuery(deps, shopId, req.query, by) };
    });
  }

  scoped(R.sheinLatelySales, ZLatelySalesSchema, (ids) => latelySales(deps, ids, today()));
  paged(R.sheinReturnOrders, ZReturnsPageSchema, (ids, q) =>
    returnPackages(deps, ids, q.startTime, q.endTime, q.pageIndex),
  );
  scoped(R.sheinOnSaleTotal, ZOnSaleTotalSchema, async (ids) => {
    const c = await createdProducts(deps, ids, today());
    return { onShelf: c.onShelf, total: c.total };
  });
  scoped(R.sheinProductDocumentCount, ZProductCountSchema, (ids) => productCount(deps, ids));
  apiRoute(app, R.sheinShopsByUid, { data: ZSheinVisibleShopsSchema }, async (req) => ({
    data: await visibleSheinShops(deps, requireAuth(req)),
  }));

  apiRoute(
    app,
    R.sheinProductInfo,
    { query: ZSheinProductInfoQuerySchema, body: ZSheinProductInfoBodySchema, data: ZProductInfoSchema },
    async (req) => {
      const auth = requireAuth(req);
      const shopId = await oneSheinShop(deps, auth, req.body.shopId);
      return {
        data: await productInfoList(deps, auth, {
          shopId,
          keyword: req.body.keyword,
          noCost: req.body.noCost,
          pageIndex: req.query.pageNum,
          pageSize: req.query.pageSize,
        }),
      };
    },
  );
  apiRoute(app, R.sheinCostBySku, { body: ZSetSkuCostRequestSchema, data: ZSetSkuCostSchema }, async (req) => {
    const auth = requireAuth(req);
    await oneSheinShop(deps, auth, req.body.shopId);
    return { data: await setSkuCost(deps, auth, req.body), msg: SuccessMsg.SAVED };
  });
  scoped(R.sheinSalesTotal, ZProductSalesTotalSchema, async (ids) => {
    const to = addDays(today(), -1);
    const s = await sumDaily(deps, ids, addDays(to, -29), to);
    return { salesTotal: s.sales, units: s.units };
  });
  scoped(R.sheinCostIsNullTotal, ZCostIsNullTotalSchema, async (ids) => {
    const c = await costCoverage(deps, ids, today());
    return { costIsNullTotal: c.noCost, total: c.hasCost + c.noCost };
  });
};
