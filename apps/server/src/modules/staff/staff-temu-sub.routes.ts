import { ApiRoutes, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { bindStaffSub, listStaffSubs, sendStaffSubCode, unbindStaffSub } from './staff-temu-sub.service.js';

/** Temu 子账号 per 店长/财务 (issue 24): the BOSS binds one whose malls are all the staff member's. */
export const registerStaffTemuSubRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.staffTemuSubList, async (req) => ({
    data: await listStaffSubs(deps, requireAuth(req), req.body.phone),
  }));

  apiRoute(app, ApiRoutes.staffTemuSubSendCode, async (req) => ({
    data: await sendStaffSubCode(deps, requireAuth(req), req.body),
  }));

  apiRoute(app, ApiRoutes.staffTemuSubBind, async (req) => ({
    data: await bindStaffSub(deps, requireAuth(req), req.body),
    msg: SuccessMsg.SAVED,
  }));

  apiRoute(app, ApiRoutes.staffTemuSubUnbind, async (req) => {
    await unbindStaffSub(deps, requireAuth(req), req.body.phone, req.body.subUid);
    return { data: null, msg: SuccessMsg.DELETE_OK };
  });
};
