import {
  ApiRoutes,
  formatError,
  Limits,
  ZShopInfoRequestSchema,
  ZShopInfoSchema,
  ZShopListSchema,
  ZShopRefreshRequestSchema,
  ZShopSyncStatusSchema,
} from '@ksa/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketplaceAccounts, shopDisplayNames, shopSyncState, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError, tooSoon } from '../../lib/app-error.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { shopInfo } from './shop-info.service.js';

export const registerShopRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.shopList, { data: ZShopListSchema }, async (req) => {
    const ids = await visibleShopIds(deps, requireAuth(req));
    const list = ids.length
      ? await deps.db
          .select({ shop: shops, account: marketplaceAccounts, custom: shopDisplayNames.displayName })
          .from(shops)
          .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
          .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
          .where(inArray(shops.id, ids))
          .orderBy(shops.platform, shops.semiManaged, shops.id)
      : [];
    return {
      data: list.map(({ shop, account, custom }) => ({
        mallId: shop.id,
        // The BOSS's rename is the shop's name everywhere.
        mallName: custom ?? shop.name,
        platformType: shop.platform,
        isSemiManagedMall: shop.semiManaged,
        temuUid: shop.platform === 'temu' && account?.kind === 'temu_seller' ? account.externalId : null,
        expireDate: shop.expireAt?.toISOString() ?? null,
      })),
    };
  });

  apiRoute(app, ApiRoutes.shopSyncStatus, { data: ZShopSyncStatusSchema }, async (req) => {
    const ids = await visibleShopIds(deps, requireAuth(req));
    const list = ids.length
      ? await deps.db
          .select({ shop: shops, state: shopSyncState, account: marketplaceAccounts })
          .from(shops)
          .leftJoin(shopSyncState, eq(shopSyncState.shopId, shops.id))
          .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
          .where(inArray(shops.id, ids))
      : [];
    return {
      data: list.map(({ shop, state, account }) => ({
        shopId: shop.id,
        platform: shop.platform,
        mallName: shop.name,
        status: state?.status ?? 'queued',
        lastSuccessAt: state?.lastSuccessAt?.toISOString() ?? null,
        lastFullSyncAt: state?.lastFullSyncAt?.toISOString() ?? null,
        lastError: state?.lastError ?? null,
        rowsSynced: state?.rowsSynced ?? 0,
        credentialExpiresAt: (account?.tokenExpiresAt ?? account?.sessionExpiresAt)?.toISOString() ?? null,
        needsRelogin: account?.status === 'needs_relogin',
      })),
    };
  });

  apiRoute(app, ApiRoutes.shopInfo, { body: ZShopInfoRequestSchema, data: ZShopInfoSchema }, async (req) => ({
    data: await shopInfo(deps, requireAuth(req), req.body.shopId),
  }));

  // The spec's refresh throttle: one manual refresh per shop every 5 minutes.
  apiRoute(app, ApiRoutes.shopRefresh, { body: ZShopRefreshRequestSchema }, async (req) => {
    const auth = requireAuth(req);
    const shopId = req.body.shopId;
    if (!(await visibleShopIds(deps, auth)).includes(shopId)) {
      throw new AppError('NOT_FOUND');
    }
    const now = deps.clock.now();
    const [claimed] = await deps.db
      .update(shopSyncState)
      .set({ lastRefreshRequestAt: now })
      .where(
        and(
          eq(shopSyncState.shopId, shopId),
          sql`(${shopSyncState.lastRefreshRequestAt} is null or ${shopSyncState.lastRefreshRequestAt} <= ${new Date(now.getTime() - Limits.refreshThrottleMs)})`,
        ),
      )
      .returning({ at: shopSyncState.lastRefreshRequestAt });
    if (!claimed) {
      const [st] = await deps.db.select().from(shopSyncState).where(eq(shopSyncState.shopId, shopId));
      const waitMs = (st?.lastRefreshRequestAt?.getTime() ?? now.getTime()) + Limits.refreshThrottleMs - now.getTime();
      throw tooSoon('REFRESH_TOO_SOON', waitMs);
    }
    await deps.syncQueue.enqueue({ shopId, mode: 'incremental' });
    return { data: null, msg: formatError('OPERATION_OK') };
  });
};
