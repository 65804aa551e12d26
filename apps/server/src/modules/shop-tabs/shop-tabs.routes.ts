import {
  ApiRoutes,
  SuccessMsg,
  Topics,
  ZCheckExpireRequestSchema,
  ZCloseExpiryWarningRequestSchema,
  ZExpiredShopListSchema,
  ZHideShopsRequestSchema,
  ZRenameShopRequestSchema,
  ZRestoreShopsRequestSchema,
  ZSetShopTabOrderRequestSchema,
  ZShopTabMapSchema,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, bjDay } from '../../lib/days.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { checkExpire, expiredShops } from './shop-expiry.service.js';
import { renameShop } from './shop-rename.service.js';
import { getTabMap, hideShops, restoreShops, saveOrder } from './shop-tabs.service.js';

/** The side panel's tab calls (spec §2, §4, §7): map, order, hide/restore, rename, expiry. */
export const registerShopTabRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.shopTabMap, { data: ZShopTabMapSchema }, async (req) => ({
    data: await getTabMap(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.shopTabSaveOrder, { body: ZSetShopTabOrderRequestSchema }, async (req) => {
    await saveOrder(deps, requireAuth(req), req.body);
    return { data: null, msg: SuccessMsg.SAVED };
  });

  apiRoute(app, ApiRoutes.shopHide, { body: ZHideShopsRequestSchema }, async (req) => {
    await hideShops(deps, requireAuth(req), req.body.shopIds);
    return { data: null, msg: SuccessMsg.HIDE_OK };
  });

  apiRoute(app, ApiRoutes.shopRestore, { body: ZRestoreShopsRequestSchema }, async (req) => {
    await restoreShops(deps, requireAuth(req), req.body.shopIds);
    return { data: null, msg: SuccessMsg.OPERATION_OK };
  });

  apiRoute(
    app,
    ApiRoutes.shopRename,
    { body: ZRenameShopRequestSchema, data: z.object({ changed: z.boolean() }) },
    async (req) => ({
      data: { changed: await renameShop(deps, requireAuth(req), req.body.shopId, req.body.mallName) },
      msg: SuccessMsg.MODIFY_OK,
    }),
  );

  apiRoute(app, ApiRoutes.expiredShopList, { data: ZExpiredShopListSchema }, async (req) => ({
    data: await expiredShops(deps, requireAuth(req)),
  }));

  apiRoute(
    app,
    ApiRoutes.shopCheckExpire,
    { body: ZCheckExpireRequestSchema, data: z.array(z.number().int()) },
    async (req) => ({
      data: await checkExpire(deps, requireAuth(req), req.body.shopId, req.body.dayBeforeExpired as 0 | 1),
    }),
  );

  // 今日不再提示 is kept per browser (spec §3); the message closes the warning in the user's other windows.
  apiRoute(
    app,
    ApiRoutes.closeExpiryWarning,
    { body: ZCloseExpiryWarningRequestSchema, data: z.object({ day: z.string() }) },
    async (req) => {
      const auth = requireAuth(req);
      const today = bjDay(deps.clock.now());
      const day = req.body.day;
      if (day < addDays(today, -1) || day > addDays(today, 1)) {
        throw new AppError('BAD_REQUEST');
      }
      await deps.realtime.publish(Topics.closeWarning(auth.userId), { day });
      return { data: { day } };
    },
  );
};
