import type { FastifyPluginAsync } from 'fastify';
import type { TMarketWorld } from '../market/world-types.js';
import { SHIPPING_PAGE_PATH, shippingPageHtml } from './shipping-page.js';
import { appliedActions, liveShipOrders } from './state.js';

/**
 * Unsigned read-only views for tests and people looking at the sandbox: a shop's shipping orders as the
 * marketplace now has them, and the log of actions that changed something (exactly-once checks read it).
 */
export const stockOrdersAdminPlugin =
  (world: TMarketWorld, now: () => number): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Querystring: { shopId?: string } }>('/stock-orders/admin/ship-orders', async (req, reply) => {
      const shop = world.shop(Number(req.query.shopId));
      if (!shop) {
        return reply.code(404).send({ ok: false, error: 'unknown shopId' });
      }
      return { ok: true, shipOrders: liveShipOrders(world, shop, now(), now() - 60 * 86_400_000) };
    });
    app.get<{ Querystring: { mallId?: string } }>(SHIPPING_PAGE_PATH, async (req, reply) => {
      const shop = world.shop(Number(req.query.mallId));
      if (!shop || shop.platform !== 'temu') {
        return reply.code(404).type('text/plain; charset=utf-8').send('unknown mallId');
      }
      const ships = liveShipOrders(world, shop, now(), now() - 60 * 86_400_000);
      return reply.type('text/html; charset=utf-8').send(shippingPageHtml(shop, ships));
    });
    app.get<{ Querystring: { shopId?: string } }>('/stock-orders/admin/actions', async (req) => ({
      ok: true,
      actions: appliedActions(world, req.query.shopId ? Number(req.query.shopId) : undefined),
    }));
  };
