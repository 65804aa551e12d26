import { ApiRoutes, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { createGroup, listGroups, removeGroups, renameGroup, setGroupShops } from './shop-groups.service.js';

/** The five /api/shopGroup calls of spec §7 with the seed's payloads. */
export const registerShopGroupRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.groupList, async (req) => ({
    data: await listGroups(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.groupCreate, async (req) => ({
    data: { groupId: await createGroup(deps, requireAuth(req), req.body.shopGroupName) },
    msg: SuccessMsg.ADD_OK,
  }));

  apiRoute(app, ApiRoutes.groupRename, async (req) => ({
    data: { changed: await renameGroup(deps, requireAuth(req), req.body.groupId, req.body.shopGroupName) },
    msg: SuccessMsg.OPERATION_OK,
  }));

  apiRoute(app, ApiRoutes.groupSetShops, async (req) => ({
    data: { changed: await setGroupShops(deps, requireAuth(req), req.body.groupId, req.body.shopId) },
    msg: SuccessMsg.OPERATION_OK,
  }));

  apiRoute(app, ApiRoutes.groupRemove, async (req) => {
    await removeGroups(deps, requireAuth(req), req.body.groupId);
    return { data: null, msg: SuccessMsg.DELETE_OK };
  });
};
