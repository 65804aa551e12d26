import type { FastifyPluginAsync } from 'fastify';
import { trafficDays } from '../market/traffic.js';
import type { TSellerState } from './seller-deps.js';
import { dayRange, shopOf, type TSellerQuery } from './seller-query.js';

type TQ = { Querystring: TSellerQuery };

/**
 * 流量分析: the shop's daily traffic as the seller centre's page loads it. Not in the open API and not read by our
 * server's sync: the browser plugin collects it from a seller's logged-in tab.
 */
export const fluxRoutes =
  (state: TSellerState): FastifyPluginAsync =>
  async (app) => {
    const { world, now } = state.deps;
    app.get<TQ>('/temu-seller/api/flux/daily', async (req) => {
      const shop = shopOf(req, (id) => world.shop(id));
      const range = dayRange(req.query, now());
      return {
        success: true,
        mallId: shop.shopId,
        mallName: shop.name,
        list: trafficDays(world, shop.shopId, range.from, range.to, new Date(now())),
      };
    });
  };
