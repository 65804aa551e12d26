import { ApiRoutes, SuccessMsg, ZBindPhoneRequestSchema, ZTokenResponseSchema } from '@ksa/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { reqMeta } from './auth.routes.js';
import { createSession, revokeUserSessions } from './sessions.repo.js';
import { verifyCode } from './sms-codes.service.js';
import { findUserById, findUserByPhone } from './users.repo.js';

/**
 * A WeChat-only account gets a phone and password. If the phone already has an account without
 * WeChat, its owner proves it with that account's password and the WeChat identity moves there.
 * Either way the reply carries a fresh token (spec §4: 'binding phone returns a token in data').
 */
export const registerBindPhoneRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.bindPhone, { body: ZBindPhoneRequestSchema, data: ZTokenResponseSchema }, async (req) => {
    const auth = requireAuth(req);
    // The spec sends these as query parameters; we take them from the body so no password sits in a URL or log.
    const { phone, password, code } = req.body;
    const me = await findUserById(deps.db, auth.userId);
    if (!me) {
      throw new AppError('LOGIN_EXPIRED');
    }
    const owner = await findUserByPhone(deps.db, phone);
    if (owner && owner.id !== me.id && owner.wechatOpenid) {
      throw new AppError('PHONE_TAKEN');
    }
    await verifyCode(deps, 'bindPhone', phone, code);
    const now = deps.clock.now();
    let target = me.id;
    if (owner && owner.id !== me.id) {
      if (!(await verifyPassword(owner.passwordHash, password))) {
        throw new AppError('PASSWORD_WRONG');
      }
      await deps.db.transaction(async (tx) => {
        await tx.update(users).set({ wechatOpenid: null, wechatUnionid: null }).where(eq(users.id, me.id));
        await tx
          .update(users)
          .set({ wechatOpenid: me.wechatOpenid, wechatUnionid: me.wechatUnionid })
          .where(eq(users.id, owner.id));
      });
      target = owner.id;
    } else {
      await deps.db
        .update(users)
        .set({ phone, passwordHash: await hashPassword(password), passwordChangedAt: now })
        .where(eq(users.id, me.id));
    }
    deps.realtime.disconnectSessions(await revokeUserSessions(deps.db, me.id, now));
    const s = await createSession(deps.db, target, now, reqMeta(req));
    await audit(deps.db, {
      event: 'auth.bindPhone',
      ok: true,
      userId: target,
      phone,
      ip: req.ip,
      detail: { merged: target !== me.id },
    });
    return { data: { token: s.token, expiresAt: s.expiresAt.toISOString() }, msg: SuccessMsg.OPERATION_OK };
  });
};
