import type { FastifyPluginAsync } from 'fastify';
import type { TShop, TSkc } from '../market/world-types.js';
import { ok, SheinError } from './errors.js';
import {
  bjDay,
  bodyOf,
  daysInclusive,
  money,
  optionalNumber,
  pageOf,
  parseDay,
  parsePaging,
  requiredNumber,
} from './params.js';
import { callerOf, ownedShop, type TSheinDeps } from './shein-deps.js';

export const SEARCH_PRODUCT_MAX_PAGE_SIZE = 10;
export const SKU_SALES_MAX_DAYS = 31;
/** The sandbox has one warehouse per store; Shein lists inventory per warehouse. */
const warehouseId = (shopId: number) => `WH-${shopId}`;

// Like Shein, spuName/skcName are codes, not titles; the titles travel in productName/goodsTitle.
const skcOut = (shop: TShop, skc: TSkc, stock: Map<number, number>) => ({
  skcName: `SKC${skc.skcId}`,
  goodsTitle: skc.name,
  supplierCode: skc.skcExtCode,
  skcId: skc.skcId,
  category: skc.category,
  categoryPath: skc.categoryPath,
  imageUrl: skc.imageUrl,
  createdDay: skc.createdDay,
  offShelfDay: skc.offShelfDay,
  skuList: skc.skus.map((sku) => ({
    skuCode: String(sku.skuId),
    supplierSku: sku.extCode,
    attributeName: sku.className,
    priceList: [{ currency: shop.currency, price: money(sku.priceCents) }],
    costList: [{ currency: shop.currency, cost: money(sku.costCents) }],
    inventoryList: [{ warehouseId: warehouseId(shop.shopId), inventoryNum: stock.get(sku.skuId) ?? 0 }],
  })),
});

/** Products (SPU → SKC → SKU), stock and daily SKU sales of the caller's stores. */
export const goodsRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    app.post('/open-api/goods/searchProduct', async (req) => {
      const body = bodyOf(req.body);
      const caller = callerOf(req);
      const paging = parsePaging(body, 'pageNum', SEARCH_PRODUCT_MAX_PAGE_SIZE);
      const storeId = optionalNumber(body, 'storeId');
      const shops = storeId === undefined ? caller.shopIds : [ownedShop(deps, caller, storeId).shopId];
      const today = bjDay(deps.now());
      // SPUs are the world's productIds; one SPU never spans stores.
      const spus = shops.flatMap((shopId) => {
        const shop = ownedShop(deps, caller, shopId);
        const stock = new Map(deps.world.stock(shopId, today, new Date(deps.now())).map((s) => [s.skuId, s.warehouse]));
        const byProduct = new Map<number, TSkc[]>();
        for (const skc of deps.index.skcs(shopId)) {
          byProduct.set(skc.productId, [...(byProduct.get(skc.productId) ?? []), skc]);
        }
        return [...byProduct].map(([productId, skcs]) => ({
          spuName: `SPU${productId}`,
          productName: skcs[0]?.name ?? '',
          storeId: shopId,
          skcList: skcs.map((skc) => skcOut(shop, skc, stock)),
        }));
      });
      return ok({ data: pageOf(spus, paging), meta: { count: spus.length } });
    });

    app.post('/open-api/stock/stock-query', async (req) => {
      const body = bodyOf(req.body);
      const shop = ownedShop(deps, callerOf(req), requiredNumber(body, 'storeId'));
      const wanted = Array.isArray(body.skuCodeList) ? new Set(body.skuCodeList.map(String)) : undefined;
      const rows = deps.world
        .stock(shop.shopId, bjDay(deps.now()), new Date(deps.now()))
        .filter((s) => !wanted || wanted.has(String(s.skuId)));
      return ok({
        storeId: shop.shopId,
        stockList: rows.map((s) => ({
          skuCode: String(s.skuId),
          skcId: deps.index.sku(shop.shopId, s.skuId)?.skc.skcId ?? null,
          warehouseId: warehouseId(shop.shopId),
          usableInventory: s.warehouse,
          waitReceiveInventory: s.waitReceive,
          waitDeliveryInventory: s.waitDelivery,
          unavailableInventory: s.unavailable,
        })),
      });
    });

    app.post('/open-api/goods/query-sku-sales', async (req) => {
      const body = bodyOf(req.body);
      const shop = ownedShop(deps, callerOf(req), requiredNumber(body, 'storeId'));
      const startDate = parseDay(body, 'startDate');
      const endDate = parseDay(body, 'endDate');
      const days = daysInclusive(startDate, endDate);
      if (days < 1) {
        throw new SheinError('paramInvalid', 'endDate must not be before startDate');
      }
      if (days > SKU_SALES_MAX_DAYS) {
        throw new SheinError('timeRangeTooLarge', `at most ${SKU_SALES_MAX_DAYS} days`);
      }
      const rows = deps.world.skuDays(shop.shopId, startDate, endDate, new Date(deps.now()));
      return ok({
        storeId: shop.shopId,
        currency: shop.currency,
        count: rows.length,
        list: rows.map((r) => ({
          date: r.day,
          skcId: r.skcId,
          skuCode: String(r.skuId),
          supplierSku: deps.index.sku(shop.shopId, r.skuId)?.sku.extCode ?? null,
          salesVolume: r.units,
          salesAmount: money(r.salesCents),
        })),
      });
    });
  };
