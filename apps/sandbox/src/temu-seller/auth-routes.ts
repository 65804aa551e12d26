import type { FastifyPluginAsync } from 'fastify';
import { findSellerLogin, replyError, type TSellerState } from './seller-deps.js';

type TLoginBody = { phone?: unknown; password?: unknown };
type TVerifyBody = { challengeId?: unknown; code?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Login as agentseller.temu.com does it for a main account or one of its 子账号: phone + password, then an SMS code for accounts
 * under risk control. Business failures are HTTP 200 with success:false, which is what our bind flow sees.
 */
export const authRoutes =
  (state: TSellerState): FastifyPluginAsync =>
  async (app) => {
    const { deps, guard, challenges, sessions } = state;

    const opened = (uid: string) => {
      const s = sessions.open(uid);
      return { success: true, session: s.token, expiresAt: new Date(s.expiresAt).toISOString(), uid };
    };

    app.post<{ Body: TLoginBody }>('/temu-seller/api/login', async (req, reply) => {
      const phone = text(req.body?.phone);
      const password = typeof req.body?.password === 'string' ? req.body.password : '';
      if (!phone || !password) {
        return replyError(reply, 400, 'BAD_REQUEST', '请输入账号和密码');
      }
      if (guard.isLocked(phone)) {
        return replyError(reply, 200, 'TOO_MANY_ATTEMPTS', '密码错误次数过多，请10分钟后再试');
      }
      const account = findSellerLogin(deps.world, { phone });
      // Unknown phone and wrong password answer alike, so the login cannot be used to probe for accounts.
      if (!account || account.password !== password) {
        guard.fail(phone);
        return replyError(reply, 200, 'WRONG_PASSWORD', 'Temu账号和密码错误');
      }
      guard.succeed(phone);
      if (!account.needsSmsCode) {
        return opened(account.uid);
      }
      const recent = challenges.recent(phone);
      if (recent) {
        return {
          success: false,
          errorCode: 'NEED_SMS_CODE',
          errorMsg: '验证码已发送，请查收短信',
          challengeId: recent.id,
        };
      }
      const challenge = challenges.issue(account.uid, phone);
      deps.inbox.add({
        phone,
        text: `【Temu】您的登录验证码为${challenge.code}，5分钟内有效`,
        code: challenge.code,
        sentAt: new Date(challenge.sentAt).toISOString(),
      });
      return { success: false, errorCode: 'NEED_SMS_CODE', errorMsg: '请输入短信验证码', challengeId: challenge.id };
    });

    app.post<{ Body: TVerifyBody }>('/temu-seller/api/login/verify', async (req, reply) => {
      const outcome = challenges.verify(text(req.body?.challengeId), text(req.body?.code));
      if (outcome.result !== 'ok') {
        return outcome.result === 'wrong'
          ? replyError(reply, 200, 'WRONG_CODE', '验证码错误')
          : replyError(reply, 200, 'CHALLENGE_EXPIRED', '验证码已失效，请重新登录');
      }
      return opened(outcome.uid);
    });

    app.post<{ Body: { uid?: unknown } }>('/temu-seller/admin/expire-sessions', async (req) => ({
      ok: true,
      ended: sessions.endAll(text(req.body?.uid)),
    }));
  };
