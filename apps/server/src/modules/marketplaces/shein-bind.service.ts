import { formatError, type TErrorId, Topics } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { sheinAuthorizeUrl } from '../../integrations/shein/shein-client.js';
import { createSheinSource } from '../../integrations/shein/shein-source.js';
import { AppError } from '../../lib/app-error.js';
import { sealJson } from '../../lib/seal.js';
import { newToken } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { findUserById } from '../auth/index.js';
import { deleteUserSheinAuthStates, insertSheinAuthState, takeSheinAuthState } from './bind-state.repo.js';
import { findShopsBoundElsewhere, upsertAccount, upsertBoundShops } from './shops.repo.js';

/** A Shein authorization result in the catalogue's words, with its id for clients to translate. */
const sheinMsg = (id: TErrorId) => ({ msg: formatError(id), msgId: id });

/** What the opener is told: on its shein_bind topic, and by the callback page itself (postMessage). */
export type TSheinBindResult = { ok: boolean; msg: string; msgId: TErrorId; shopIds: number[] };

const STATE_TTL_MS = 15 * 60_000;

/** The empower page URL; state = client id + uid (spec §7) plus a random part we keep until the callback. */
export const sheinAuthorizationUrl = async (deps: TDeps, auth: TAuth, clientId: string, callbackUrl: string) => {
  const state = `${clientId}-${auth.userId}-${newToken(12)}`;
  await insertSheinAuthState(deps.db, {
    state,
    bossId: auth.bossId,
    userId: auth.userId,
    clientId,
    expiresAt: new Date(deps.clock.now().getTime() + STATE_TTL_MS),
  });
  const m = deps.config.marketplaces.shein;
  return sheinAuthorizeUrl({ empowerBase: m.empowerBase, appId: m.appId, redirectUrl: callbackUrl, state });
};

/** Closing the popup without finishing: pending authorizations of this user end, late callbacks bind nothing. */
export const cancelSheinAuthorization = (deps: TDeps, auth: TAuth) => deleteUserSheinAuthStates(deps.db, auth.userId);

/**
 * The callback: exchange the tempToken, decrypt the key pair, bind the supplier's stores, start their
 * first sync and tell the popup's opener on the user's topic. Returns the message for the popup page and the result
 * it published (the page hands it to its opener too, so a late or lost realtime message loses no result).
 */
export const completeSheinAuthorization = async (
  deps: TDeps,
  q: { state: string; tempToken?: string; error?: string },
) => {
  const now = deps.clock.now();
  const pending = await takeSheinAuthState(deps.db, q.state, now);
  if (!pending) {
    throw new AppError('AUTH_PAGE_FAILED');
  }
  const topic = Topics.sheinBind(pending.userId, pending.clientId);
  const tell = async (id: TErrorId, page: string, shopIds: number[] = []) => {
    const result: TSheinBindResult = { ok: id === 'AUTHORIZED_OK', ...sheinMsg(id), shopIds };
    await deps.realtime.publish(topic, result);
    return { page, result };
  };
  if (q.error || !q.tempToken) {
    return tell('AUTH_CANCELLED', '已取消授权');
  }
  const boss = await findUserById(deps.db, pending.bossId);
  if (boss?.role !== 'boss') {
    throw new AppError('FORBIDDEN');
  }
  const creds = await deps.marketSources.shein.exchangeTempToken(q.tempToken);
  const list = await createSheinSource(deps.marketSources.shein, creds, { now: deps.clock.now }).listShops();
  if (
    (
      await findShopsBoundElsewhere(
        deps.db,
        'shein',
        list.map((s) => s.externalId),
        boss.id,
      )
    ).length > 0
  ) {
    return tell('SHOP_ALREADY_BOUND', '该账号下的店铺已被其他账号绑定');
  }
  const values = {
    bossId: boss.id,
    platform: 'shein' as const,
    kind: 'shein_open' as const,
    externalId: String(creds.supplierId),
    secretSealed: sealJson(deps.config.sealKey, {
      openKeyId: creds.openKeyId,
      secretKey: creds.secretKey,
      supplierId: creds.supplierId,
    }),
    status: 'active' as const,
    updatedAt: now,
  };
  // The authorization, its stores and the audit row commit together; syncs start after the commit.
  const shopIds = await deps.db.transaction(async (tx) => {
    const account = await upsertAccount(tx, values);
    if (!account) {
      return null;
    }
    const ids = await upsertBoundShops(tx, boss.id, account.id, list, now, deps.config.trialDays);
    await audit(tx, {
      event: 'bind.shein',
      ok: true,
      userId: pending.userId,
      bossId: boss.id,
      detail: { supplierId: creds.supplierId, shops: ids.length },
    });
    return ids;
  });
  if (!shopIds) {
    return tell('SHOP_ALREADY_BOUND', '该账号下的店铺已被其他账号绑定');
  }
  for (const id of shopIds) {
    await deps.syncQueue.enqueue({ shopId: id, mode: 'full' });
  }
  return tell('AUTHORIZED_OK', '授权成功！', shopIds);
};
