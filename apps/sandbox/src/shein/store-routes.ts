import type { FastifyPluginAsync } from 'fastify';
import { ok } from './errors.js';
import { callerOf, sellerShops, supplierIdOut, type TSheinDeps } from './shein-deps.js';

/** query-store-info: every store of the supplier the openKeyId belongs to. */
export const storeRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    app.post('/open-api/openapi-business-backend/query-store-info', async (req) => {
      const { seller } = callerOf(req);
      return ok({
        supplierId: supplierIdOut(seller.supplierId),
        supplierName: seller.name,
        storeList: sellerShops(deps.world, seller).map((s) => ({
          storeId: s.shopId,
          storeName: s.name,
          businessMode: s.semiManaged ? 'semi' : 'full',
          currency: s.currency,
          openedDay: s.openedDay,
        })),
      });
    });
  };
