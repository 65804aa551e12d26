import { Limits, Topics } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { newToken, safeEqual, sha256 } from '../../lib/secrets.js';
import { audit } from '../audit/audit.service.js';
import { createSession, findUserByOpenid, tenantOf } from '../auth/index.js';
import {
  attachWechat,
  claimConfirmedLogin,
  confirmLogin,
  createWechatBoss,
  findLogin,
  findPendingLogin,
  insertWechatLogin,
} from './wechat-logins.repo.js';

/**
 * WeChat QR login. The browser keeps loginId + pollKey; it waits on the anonymous topic
 * wx/login/{loginId} (readable only with the pollKey) and then fetches the token once over HTTP,
 * so no token ever travels through the broker.
 */
export const startWechatLogin = async (deps: TDeps, redirectUri: string, bindUserId: number | null) => {
  const loginId = newToken(24);
  const pollKey = newToken(24);
  const now = deps.clock.now();
  await insertWechatLogin(deps.db, {
    id: loginId,
    pollKeyHash: sha256(pollKey),
    createdAt: now,
    expiresAt: new Date(now.getTime() + Limits.wechatLoginTtlSeconds * 1000),
    bindUserId,
  });
  return {
    loginId,
    pollKey,
    qrUrl: deps.wechat.qrConnectUrl(redirectUri, loginId),
    topic: Topics.wechatLogin(loginId),
    expiresIn: Limits.wechatLoginTtlSeconds,
  };
};

/** The OAuth redirect: exchange the code, find or create the user, mark the login confirmed. */
export const completeWechatLogin = async (deps: TDeps, code: string, loginId: string, ip: string) => {
  const now = deps.clock.now();
  const login = await findPendingLogin(deps.db, loginId, now);
  if (!login) {
    throw new AppError('WECHAT_LOGIN_EXPIRED');
  }
  const token = await deps.wechat.exchangeCode(code);
  const profile = await deps.wechat.getUserInfo(token.accessToken, token.openid);
  let user = await findUserByOpenid(deps.db, profile.openid);
  if (login.bindUserId) {
    if (user && user.id !== login.bindUserId) {
      throw new AppError('PHONE_TAKEN');
    }
    user = await attachWechat(deps.db, login.bindUserId, profile.openid, profile.unionid ?? null);
  } else if (!user) {
    user = await createWechatBoss(deps.db, profile.nickname || '微信用户', profile.openid, profile.unionid ?? null);
  }
  if (!user) {
    throw new AppError('WECHAT_FAILED');
  }
  await confirmLogin(deps.db, loginId, user.id, !user.phone);
  await audit(deps.db, {
    event: login.bindUserId ? 'auth.wechat.bind' : 'auth.wechat.scan',
    ok: true,
    userId: user.id,
    bossId: tenantOf(user),
    ip,
  });
  await deps.realtime.publish(Topics.wechatLogin(loginId), { status: 'confirmed' });
};

/** One-time hand-over of the token to the browser that started the login. */
export const takeWechatLoginResult = async (
  deps: TDeps,
  loginId: string,
  pollKey: string,
  meta: { ip: string; userAgent?: string },
) => {
  const now = deps.clock.now();
  const login = await findLogin(deps.db, loginId);
  if (!login || !safeEqual(login.pollKeyHash, sha256(pollKey))) {
    throw new AppError('WECHAT_LOGIN_EXPIRED');
  }
  if (login.status === 'pending') {
    return { status: login.expiresAt > now ? ('pending' as const) : ('expired' as const) };
  }
  const claimed = await claimConfirmedLogin(deps.db, loginId);
  const userId = claimed?.userId;
  if (!userId) {
    return { status: 'expired' as const };
  }
  const s = await createSession(deps.db, userId, now, meta);
  await audit(deps.db, { event: 'auth.login', ok: true, userId, ip: meta.ip, detail: { method: 'wechat' } });
  return {
    status: 'confirmed' as const,
    token: s.token,
    expiresAt: s.expiresAt.toISOString(),
    needPhone: claimed!.needPhone,
  };
};
