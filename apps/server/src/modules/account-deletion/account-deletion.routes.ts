import { ApiRoutes, formatError, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { deleteAccount, sendDeletionCode } from './account-deletion.service.js';

/** 注销账号: the two calls behind the privacy policy's deletion promise. */
export const registerAccountDeletionRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.sendDeleteAccountCode, async (req) => ({
    data: await sendDeletionCode(deps, requireAuth(req), req.ip),
    msg: formatError('SEND_OK'),
  }));

  apiRoute(app, ApiRoutes.deleteAccount, async (req) => ({
    data: await deleteAccount(deps, requireAuth(req), req.body.code, req.ip),
    msg: SuccessMsg.OPERATION_OK,
  }));
};
