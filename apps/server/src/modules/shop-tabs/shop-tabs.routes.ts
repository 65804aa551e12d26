import { ApiRoutes, SuccessMsg, Topics } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
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
  apiRoute(app, ApiRoutes.shopTabMap, async (req) => ({
    data: await getTabMap(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.shopTabSaveOrder, async (req) => {
    await saveOrder(deps, requireAuth(req), req.body);
    return { data: null, msg: SuccessMsg.SAVED };
  });

  apiRoute(app, ApiRoutes.shopHide, async (req) => {
    await hideShops(deps, requireAuth(req), req.body.shopIds);
    return { data: null, msg: SuccessMsg.HIDE_OK };
  });

  apiRoute(app, ApiRoutes.shopRestore, async (req) => {
    await restoreShops(deps, requireAuth(req), req.body.shopIds);
    return { data: null, msg: SuccessMsg.OPERATION_OK };
  });

  apiRoute(app, ApiRoutes.shopRename, async (req) => ({
    data: { changed: await renameShop(deps, requireAuth(req), req.body.shopId, req.body.mallName) },
    msg: SuccessMsg.MODIFY_OK,
  }));

  apiRoute(app, ApiRoutes.expiredShopList, async (req) => ({
    data: await expiredShops(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.shopCheckExpire, async (req) => ({
    data: await checkExpire(deps, requireAuth(req), req.body.shopId, req.body.dayBeforeExpired as 0 | 1),
  }));

  // 今日不再提示 is kept per browser (spec §3); the message closes the warning in the user's other windows.
  apiRoute(app, ApiRoutes.closeExpiryWarning, async (req) => {
    const auth = requireAuth(req);
    const today = bjDay(deps.clock.now());
    const day = req.body.day;
    if (day < addDays(today, -1) || day > addDays(today, 1)) {
      throw new AppError('BAD_REQUEST');
    }
    await deps.realtime.publish(Topics.closeWarning(auth.userId), { day });
    return { data: { day } };
  });
};
