import { ApiRoutes, formatError, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { assignManager, checkWorkerPhone, distributeList, removeManagerShops } from './managers.service.js';
import {
  entityOptions,
  getOperator,
  listOperators,
  removeOperator,
  saveOperator,
  shopOptionsByEntity,
} from './operators.service.js';
import { addShipper, listShippers, removeShipper, setShipperPassword } from './shippers.service.js';
import { sendStaffCode } from './staff-consent.service.js';
import { addManagerWithCode, workerPassword, workerPermissions, workerShops } from './staff-lookup.service.js';

/** 管理员/店铺权限分配: managers/finance, warehouse shippers and operators (spec §2, §4, §7). */
export const registerStaffRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.getShopListForDistribute, async (req) => ({
    data: await distributeList(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.getTemuShopListByTemuUid, async (req) => ({
    data: (await distributeList(deps, requireAuth(req))).filter((s) => s.temuUid === req.body.temuUid),
  }));

  apiRoute(app, ApiRoutes.checkUserWorkerPhone, async (req) => ({
    data: await checkWorkerPhone(deps, requireAuth(req), req.body.phone),
  }));

  apiRoute(app, ApiRoutes.getShopListByWorkerPhone, async (req) => ({
    data: await workerShops(deps, requireAuth(req), req.body.phone),
  }));

  apiRoute(app, ApiRoutes.getUserPermissionList, async (req) => ({
    data: await workerPermissions(deps, requireAuth(req), req.body.phone),
  }));

  apiRoute(app, ApiRoutes.getWorkerPassword, async (req) => ({
    data: await workerPassword(deps, requireAuth(req), req.body.phone),
  }));

  apiRoute(app, ApiRoutes.distributeShopToUserNoCode, async (req) => {
    const r = await assignManager(deps, requireAuth(req), req.body);
    return { data: r, msg: r.created ? SuccessMsg.ASSIGN_OK : SuccessMsg.MODIFY_OK };
  });

  // The code goes to the phone being added: its owner's consent, so a BOSS cannot enrol a stranger's number.
  apiRoute(app, ApiRoutes.sendCodeForBindAndDistribute, async (req) => ({
    data: await sendStaffCode(deps, requireAuth(req), req.body.phone, req.body.role, req.ip),
    msg: formatError('SEND_OK'),
  }));

  apiRoute(app, ApiRoutes.distributeShopToUser, async (req) => ({
    data: await addManagerWithCode(deps, requireAuth(req), req.body),
    msg: SuccessMsg.ADD_OK,
  }));

  apiRoute(app, ApiRoutes.removeShopKeeperId, async (req) => {
    await removeManagerShops(deps, requireAuth(req), req.body.phone, req.body.shopIdStr);
    return { data: null, msg: SuccessMsg.DELETE_OK };
  });

  apiRoute(app, ApiRoutes.saveWorkerUser, async (req) => {
    await addShipper(deps, requireAuth(req), req.body);
    return { data: null, msg: SuccessMsg.ADD_OK };
  });

  apiRoute(app, ApiRoutes.getWarehouseMgtTemuUserList, async (req) => ({
    data: await listShippers(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.removeShopWorkerId, async (req) => {
    await removeShipper(deps, requireAuth(req), req.body.phone);
    return { data: null, msg: SuccessMsg.DELETE_OK };
  });

  apiRoute(app, ApiRoutes.settingMgtUserPass, async (req) => {
    await setShipperPassword(deps, requireAuth(req), req.body.phone, req.body.password);
    return { data: null, msg: SuccessMsg.MODIFY_OK };
  });

  apiRoute(app, ApiRoutes.getEntityListForOwner, async (req) => ({
    data: await entityOptions(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.getShopListForOwnerByEntity, async (req) => ({
    data: await shopOptionsByEntity(deps, requireAuth(req), req.body.entityStr),
  }));

  apiRoute(app, ApiRoutes.getShopListByWorkerIdForOwner, async (req) => ({
    data: await getOperator(deps, requireAuth(req), req.body.workId),
  }));

  apiRoute(app, ApiRoutes.getOperatorList, async (req) => ({
    data: await listOperators(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.saveOperator, async (req) => ({
    data: await saveOperator(deps, requireAuth(req), req.body),
    msg: SuccessMsg.SAVED,
  }));

  apiRoute(app, ApiRoutes.removeOperator, async (req) => {
    await removeOperator(deps, requireAuth(req), req.body.workId);
    return { data: null, msg: SuccessMsg.DELETE_OK };
  });
};
