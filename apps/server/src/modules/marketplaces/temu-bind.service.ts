import { Limits } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { createSellerCentreSource } from '../../integrations/temu/seller-centre-source.js';
import { AppError } from '../../lib/app-error.js';
import { sealJson, unsealJson } from '../../lib/seal.js';
import { hmac } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { bindError, bindFinish, bindMessage, bindProgress } from './bind-messages.js';
import { deletePendingBind, findTemuSellerByPhone, getPendingBind, upsertPendingBind } from './bind-state.repo.js';
import { findShopsBoundElsewhere, upsertAccount, upsertBoundShops } from './shops.repo.js';
import { adoptSellerCentreTokens } from './temu-open-adopt.service.js';

const CHALLENGE_TTL_MS = 5 * 60_000;
const credHash = (deps: TDeps, phone: string, password: string) =>
  hmac(deps.config.secret, `temu-bind:${phone}:${password}`);

type TTemuInput = { phone: string; password: string; isRebind?: boolean };

/** A main account already bound by this BOSS (rebind) or by someone else (refused). */
const existingAccount = (deps: TDeps, phone: string) => findTemuSellerByPhone(deps.db, phone);

/**
 * 获取验证码: logs in to the Temu seller centre. Wrong password → 'Temu账号和密码错误' (also on the
 * error topic, which resets the countdown); a code sent → remember the challenge; no code needed →
 * binding starts at once and finishes with '绑定成功，无需等待验证码'.
 */
export const sendTemuCode = async (deps: TDeps, auth: TAuth, input: TTemuInput) => {
  const existing = await existingAccount(deps, input.phone);
  if (existing && existing.bossId !== auth.bossId) {
    await bindError(deps, auth.userId, bindMessage(input.phone, 'SHOP_ALREADY_BOUND'));
    throw new AppError('SHOP_ALREADY_BOUND');
  }
  if (input.isRebind && !existing) {
    throw new AppError('ACCOUNT_NOT_BOUND');
  }
  const login = await deps.marketSources.temuSeller.startLogin(input.phone, input.password);
  if (login.kind === 'wrongPassword') {
    await bindError(deps, auth.userId, bindMessage(input.phone, 'TEMU_WRONG_PASSWORD'));
    await audit(deps.db, {
      event: 'bind.temu.login',
      ok: false,
      userId: auth.userId,
      bossId: auth.bossId,
      phone: input.phone,
    });
    throw new AppError('TEMU_WRONG_PASSWORD');
  }
  if (login.kind === 'locked') {
    throw new AppError('TEMU_LOGIN_LOCKED');
  }
  if (login.kind === 'needCode') {
    const values = {
      bossId: auth.bossId,
      phone: input.phone,
      credHash: credHash(deps, input.phone, input.password),
      challengeSealed: sealJson(deps.config.sealKey, { challengeId: login.challengeId }),
      isRebind: Boolean(input.isRebind),
      expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS),
    };
    await upsertPendingBind(deps.db, values);
    return { needCode: true, countdown: Limits.countdown.bind };
  }
  void completeTemuBind(deps, auth, input, login, true);
  return { needCode: false, countdown: 0 };
};

/** 确定: checks the code was fetched for the same phone and password, verifies it, then binds. */
export const bindTemuAccount = async (deps: TDeps, auth: TAuth, input: TTemuInput & { code: string }) => {
  const pending = await getPendingBind(deps.db, auth, input.phone, deps.clock.now());
  if (!pending) {
    throw new AppError('BIND_CODE_NOT_FETCHED');
  }
  if (pending.credHash !== credHash(deps, input.phone, input.password)) {
    throw new AppError('BIND_CREDENTIALS_CHANGED');
  }
  const { challengeId } = unsealJson<{ challengeId: string }>(deps.config.sealKey, pending.challengeSealed);
  const verified = await deps.marketSources.temuSeller.verifyCode(challengeId, input.code);
  if (verified.kind === 'locked') {
    throw new AppError('TEMU_LOGIN_LOCKED');
  }
  if (verified.kind === 'wrongCode') {
    throw new AppError('CODE_WRONG');
  }
  if (verified.kind === 'expired') {
    await deletePendingBind(deps.db, auth, input.phone);
    throw new AppError('BIND_CODE_NOT_FETCHED');
  }
  await deletePendingBind(deps.db, auth, input.phone);
  void completeTemuBind(deps, auth, { ...input, isRebind: input.isRebind ?? pending.isRebind }, verified, false);
};

type TSession = { session: string; expiresAt: string; uid: string };

/** The asynchronous part: shops, account, trial, first sync; progress goes out on the bind topics. */
export const completeTemuBind = async (deps: TDeps, auth: TAuth, input: TTemuInput, s: TSession, noCode: boolean) => {
  const { phone } = input;
  try {
    await bindProgress(deps, auth.userId, bindMessage(phone, 'BIND_LOGGED_IN'));
    // A 子账号 reaches only some malls of its main account: bound as a main account it would take those shops over.
    const who = await deps.marketSources.temuSeller.account(s.session);
    if (who.mainUid !== who.uid) {
      await bindError(deps, auth.userId, bindMessage(phone, 'TEMU_BIND_IS_SUB'));
      return;
    }
    const list = await createSellerCentreSource(deps.marketSources.temuSeller, s.session).listShops();
    const taken = await findShopsBoundElsewhere(
      deps.db,
      'temu',
      list.map((x) => x.externalId),
      auth.bossId,
    );
    if (taken.length > 0) {
      await bindError(deps, auth.userId, bindMessage(phone, 'SHOP_ALREADY_BOUND'));
      return;
    }
    const now = deps.clock.now();
    const values = {
      bossId: auth.bossId,
      platform: 'temu' as const,
      kind: 'temu_seller' as const,
      externalId: s.uid,
      phone,
      secretSealed: sealJson(deps.config.sealKey, { password: input.password }),
      sessionSealed: sealJson(deps.config.sealKey, { session: s.session }),
      sessionExpiresAt: new Date(s.expiresAt),
      status: 'active' as const,
      updatedAt: now,
    };
    // The account, its shops and the audit row commit together; syncs start after the commit.
    const shopIds = await deps.db.transaction(async (tx) => {
      const account = await upsertAccount(tx, values);
      if (!account) {
        return null;
      }
      const ids = await upsertBoundShops(tx, auth.bossId, account.id, list, now, deps.config.trialDays);
      await audit(tx, {
        event: input.isRebind ? 'bind.temu.rebind' : 'bind.temu',
        ok: true,
        userId: auth.userId,
        bossId: auth.bossId,
        phone,
        detail: { shops: ids.length },
      });
      return ids;
    });
    if (!shopIds) {
      await bindError(deps, auth.userId, bindMessage(phone, 'SHOP_ALREADY_BOUND'));
      return;
    }
    await bindProgress(
      deps,
      auth.userId,
      bindMessage(phone, 'BIND_SYNCING', { n: shopIds.length }, shopIds[0] ?? null),
    );
    // Before the first sync, so it reads the stock orders through the tokens too.
    await adoptSellerCentreTokens(
      deps,
      auth,
      s.session,
      list.map((x) => x.externalId),
    );
    for (const id of shopIds) {
      await deps.syncQueue.enqueue({ shopId: id, mode: input.isRebind ? 'incremental' : 'full' });
    }
    await bindFinish(
      deps,
      auth.userId,
      bindMessage(phone, noCode ? 'BIND_OK_NO_CODE' : 'BIND_OK', {}, shopIds[0] ?? null),
    );
  } catch (err) {
    deps.log.error({ err: (err as Error).message }, 'temu bind failed');
    await bindError(deps, auth.userId, bindMessage(phone, 'BIND_FAILED')).catch(() => {});
  }
};
