import {
  ApiRoutes,
  formatError,
  SuccessMsg,
  ZDeleteAccountRequestSchema,
  ZDeleteAccountResponseSchema,
  ZSendCodeResponseSchema,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { deleteAccount, sendDeletionCode } from './account-deletion.service.js';

/** 注销账号: the two calls behind the privacy policy's deletion promise. */
export const registerAccountDeletionRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.sendDeleteAccountCode, { data: ZSendCodeResponseSchema }, async (req) => ({
    data: await sendDeletionCode(deps, requireAuth(req), req.ip),
    msg: formatError('SEND_OK'),
  }));

  apiRoute(
    app,
    ApiRoutes.deleteAccount,
    { body: ZDeleteAccountRequestSchema, data: ZDeleteAccountResponseSchema },
    async (req) => ({
      data: await deleteAccount(deps, requireAuth(req), req.body.code, req.ip),
      msg: SuccessMsg.OPERATION_OK,
    }),
  );
};
