import type { TDeps } from '../../deps.js';
import { MarketplaceError } from '../../integrations/marketplace-types.js';
import { AppError } from '../../lib/app-error.js';
import { sealJson } from '../../lib/seal.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import {
  claimTrial,
  findShopsBoundElsewhere,
  getTenantTemuShop,
  insertOpenApiShop,
  setShopOpenAccount,
  upsertAccount,
} from './shops.repo.js';

/**
 * A pasted Temu Open API token: validated with the access-token-info call of its region, then kept
 * (sealed) for its mall. A mall already bound through the main account gets the token as a second
 * source; otherwise the mall becomes a shop of its own.
 */
export const bindTemuOpenToken = async (
  deps: TDeps,
  auth: TAuth,
  region: 'CN' | 'PA' | 'US' | 'EU' | 'GLOBAL',
  token: string,
) => {
  let info: Awaited<ReturnType<typeof deps.marketSources.temuOpen.tokenInfo>>;
  let mall: Awaited<ReturnType<typeof deps.marketSources.temuOpen.mallInfo>>;
  try {
    info = await deps.marketSources.temuOpen.tokenInfo(token, region);
    mall = await deps.marketSources.temuOpen.mallInfo(token, region);
  } catch (err) {
    if (err instanceof MarketplaceError && !err.retryable) {
      throw new AppError('TEMU_TOKEN_INVALID');
    }
    throw new AppError('MARKETPLACE_UNAVAILABLE');
  }
  const mallId = String(info.mallId);
  if ((await findShopsBoundElsewhere(deps.db, 'temu', [mallId], auth.bossId)).length > 0) {
    throw new AppError('SHOP_ALREADY_BOUND');
  }
  const now = deps.clock.now();
  const values = {
    bossId: auth.bossId,
    platform: 'temu' as const,
    kind: 'temu_open' as const,
    externalId: mallId,
    region,
    secretSealed: sealJson(deps.config.sealKey, { token }),
    tokenExpiresAt: info.expiresAt ? new Date(info.expiresAt) : null,
    status: 'active' as const,
    updatedAt: now,
  };
  // The token, the shop it binds or creates and the audit row commit together.
  const bound = await deps.db.transaction(async (tx) => {
    const account = await upsertAccount(tx, values);
    if (!account) {
      throw new AppError('SHOP_ALREADY_BOUND');
    }
    const found = await getTenantTemuShop(tx, auth.bossId, mallId);
    let id: number;
    if (found) {
      await setShopOpenAccount(tx, found.id, account.id);
      id = found.id;
    } else {
      id = await insertOpenApiShop(tx, {
        bossId: auth.bossId,
        accountId: account.id,
        mallId,
        name: mall.mallName ?? `Temu店铺${mallId}`,
        semiManaged: mall.semiManaged,
        expireAt: await claimTrial(tx, 'temu', mallId, now, deps.config.trialDays),
      });
    }
    await audit(tx, {
      event: 'bind.temuOpenToken',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: { mallId, region },
    });
    return { id, existing: found };
  });
  const { existing } = bound;
  const shopId = bound.id;
  if (!existing) {
    await deps.syncQueue.enqueue({ shopId, mode: 'full' });
  }
  return {
    shopId,
    mallName: existing?.name ?? mall.mallName ?? `Temu店铺${mallId}`,
    expiresAt: values.tokenExpiresAt?.toISOString() ?? null,
  };
};
