import type { FastifyPluginAsync } from 'fastify';
import { maskPhone, type TSellerState } from './seller-deps.js';
import { authOf, dayRange, paged, shopOf, type TSellerQuery, todayOf } from './seller-query.js';

type TQ = { Querystring: TSellerQuery };

/** Account, sales history, products, stock and finance: the pages a bind or a sync reads most. */
export const shopRoutes =
  (state: TSellerState): FastifyPluginAsync =>
  async (app) => {
    const { world, now } = state.deps;
    const lookup = (id: number) => world.shop(id);

    app.get('/temu-seller/api/account', async (req) => {
      const { account } = authOf(req);
      const shops = account.shopIds
        .map(lookup)
        .filter((s) => s !== undefined)
        .map((s) => ({ mallId: s.shopId, mallName: s.name, semiManaged: s.semiManaged, openedDay: s.openedDay }));
      // A 子账号 sees its own malls only, and which main account it belongs to.
      return {
        success: true,
        uid: account.uid,
        mainUid: account.mainUid ?? account.uid,
        subAccount: account.mainUid !== undefined,
        phone: maskPhone(account.phone),
        shops,
      };
    });

    app.get<TQ>('/temu-seller/api/sales/daily', async (req) => {
      const shop = shopOf(req, lookup);
      const range = dayRange(req.query, now());
      const rows = world
        .skuDays(shop.shopId, range.from, range.to, new Date(now()))
        .sort((a, b) => a.day.localeCompare(b.day) || a.skcId - b.skcId || a.skuId - b.skuId)
        .map(({ day, skcId, skuId, units, salesCents }) => ({ day, skcId, skuId, units, salesCents }));
      return { success: true, ...paged(req.query, rows, 200) };
    });

    app.get<TQ>('/temu-seller/api/products', async (req) => {
      const shop = shopOf(req, lookup);
      const today = todayOf(now());
      // Temu knows the declared price, never the seller's cost: costCents stays out.
      const rows = world
        .skcs(shop.shopId)
        .filter((skc) => skc.createdDay <= today)
        .map((skc) => ({
          productId: skc.productId,
          skcId: skc.skcId,
          skcExtCode: skc.skcExtCode,
          name: skc.name,
          category: skc.category,
          categoryPath: skc.categoryPath,
          imageUrl: skc.imageUrl,
          createdDay: skc.createdDay,
          offShelfDay: skc.offShelfDay !== null && skc.offShelfDay <= today ? skc.offShelfDay : null,
          skus: skc.skus.map(({ skuId, extCode, className, priceCents }) => ({
            skuId,
            extCode,
            className,
            priceCents,
          })),
        }));
      return { success: true, ...paged(req.query, rows) };
    });

    app.get<TQ>('/temu-seller/api/stock', async (req) => {
      const shop = shopOf(req, lookup);
      const day = todayOf(now());
      const skcOfSku = new Map(world.skcs(shop.shopId).flatMap((skc) => skc.skus.map((s) => [s.skuId, skc] as const)));
      const list = world.stock(shop.shopId, day, new Date(now())).map((s) => ({
        skcId: skcOfSku.get(s.skuId)?.skcId ?? null,
        skuId: s.skuId,
        extCode: skcOfSku.get(s.skuId)?.skus.find((k) => k.skuId === s.skuId)?.extCode ?? '',
        warehouse: s.warehouse,
        waitReceive: s.waitReceive,
        waitDelivery: s.waitDelivery,
        unavailable: s.unavailable,
      }));
      // Paged like the other lists so one client loop reads them all; `day` says which snapshot this is.
      return { success: true, day, ...paged(req.query, list, 500) };
    });

    app.get<TQ>('/temu-seller/api/finance', async (req) => {
      const shop = shopOf(req, lookup);
      const f = world.finance(shop.shopId, new Date(now()));
      return {
        success: true,
        balanceCents: f.balanceCents,
        pendingCents: f.pendingCents,
        currency: shop.currency,
        at: f.at,
      };
    });
  };
