import {
  ApiRoutes,
  SuccessMsg,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZResetPassRequestSchema,
  ZTokenResponseSchema,
  ZVisitorTokenSchema,
} from '@ksa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { login, register, resetPassword } from './auth.service.js';
import { revokeSession } from './sessions.repo.js';
import { visitorToken } from './visitor.js';

export const reqMeta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export const registerAuthRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(
    app,
    ApiRoutes.register,
    { body: ZRegisterRequestSchema, data: z.object({ uid: z.number() }) },
    async (req) => ({
      data: await register(deps, req.body, reqMeta(req)),
      msg: SuccessMsg.REGISTER_OK,
    }),
  );

  apiRoute(app, ApiRoutes.login, { body: ZLoginRequestSchema, data: ZTokenResponseSchema }, async (req) => ({
    data: await login(deps, req.body, reqMeta(req)),
  }));

  apiRoute(app, ApiRoutes.resetPass, { body: ZResetPassRequestSchema }, async (req) => {
    await resetPassword(deps, req.body, reqMeta(req));
    return { data: null, msg: SuccessMsg.RESET_OK };
  });

  apiRoute(app, ApiRoutes.logout, {}, async (req) => {
    const auth = requireAuth(req);
    if (!auth.isVisitor) {
      await revokeSession(deps.db, auth.sessionId, deps.clock.now());
      deps.realtime.disconnectSessions([auth.sessionId]);
      await audit(deps.db, {
        event: 'auth.logout',
        ok: true,
        userId: auth.userId,
        bossId: auth.bossId,
        phone: auth.phone,
        ip: req.ip,
      });
    }
    return { data: null, msg: SuccessMsg.LOGOUT_OK };
  });

  apiRoute(app, ApiRoutes.visitorToken, { data: ZVisitorTokenSchema }, async () => {
    const v = await visitorToken(deps);
    if (!v) {
      throw new AppError('NOT_FOUND');
    }
    return { data: { token: v.token } };
  });
};
