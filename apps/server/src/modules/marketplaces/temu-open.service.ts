import { and, eq } from 'drizzle-orm';
import { shopSyncState, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { MarketplaceError } from '../../integrations/marketplace-types.js';
import { AppError } from '../../lib/app-error.js';
import { sealJson } from '../../lib/seal.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { findShopsBoundElsewhere, upsertAccount } from './shops.repo.js';

const DAY_MS = 86_400_000;

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
  const account = await upsertAccount(deps.db, values);
  if (!account) {
    throw new AppError('SHOP_ALREADY_BOUND');
  }
  const [existing] = await deps.db
    .select()
    .from(shops)
    .where(and(eq(shops.platform, 'temu'), eq(shops.externalId, mallId), eq(shops.bossId, auth.bossId)))
    .limit(1);
  let shopId = existing?.id;
  if (existing) {
    await deps.db.update(shops).set({ openAccountId: account.id }).where(eq(shops.id, existing.id));
  } else {
    const [created] = await deps.db
      .insert(shops)
      .values({
        bossId: auth.bossId,
        accountId: account.id,
        openAccountId: account.id,
        platform: 'temu',
        externalId: mallId,
        name: mall.mallName ?? `Temu店铺${mallId}`,
        semiManaged: mall.semiManaged,
        expireAt: new Date(now.getTime() + deps.config.trialDays * DAY_MS),
      })
      .returning({ id: shops.id });
    shopId = created!.id;
    await deps.db.insert(shopSyncState).values({ shopId }).onConflictDoNothing();
    await deps.syncQueue.enqueue({ shopId, mode: 'full' });
  }
  await audit(deps.db, {
    event: 'bind.temuOpenToken',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    detail: { mallId, region },
  });
  return {
    shopId: shopId!,
    mallName: existing?.name ?? mall.mallName ?? `Temu店铺${mallId}`,
    expiresAt: values.tokenExpiresAt?.toISOString() ?? null,
  };
};
