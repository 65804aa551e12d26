import { ApiRoutes, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { login, logout, register, resetPassword } from './auth.service.js';
import { setOwnPassword } from './own-password.service.js';
import { reqMeta } from './req-meta.js';
import { visitorToken } from './visitor.js';

export const registerAuthRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.register, async (req) => ({
    data: await register(deps, req.body, reqMeta(req)),
    msg: SuccessMsg.REGISTER_OK,
  }));

  apiRoute(app, ApiRoutes.login, async (req) => ({
    data: await login(deps, req.body, reqMeta(req)),
  }));

  apiRoute(app, ApiRoutes.resetPass, async (req) => {
    await resetPassword(deps, req.body, reqMeta(req));
    return { data: null, msg: SuccessMsg.RESET_OK };
  });

  apiRoute(app, ApiRoutes.setOwnPassword, async (req) => {
    await setOwnPassword(deps, requireAuth(req), req.body.password, reqMeta(req));
    return { data: null, msg: SuccessMsg.PASSWORD_SET };
  });

  apiRoute(app, ApiRoutes.logout, async (req) => {
    await logout(deps, requireAuth(req), reqMeta(req));
    return { data: null, msg: SuccessMsg.LOGOUT_OK };
  });

  apiRoute(app, ApiRoutes.visitorToken, async () => {
    const v = await visitorToken(deps);
    if (!v) {
      throw new AppError('NOT_FOUND');
    }
    return { data: { token: v.token } };
  });
};
