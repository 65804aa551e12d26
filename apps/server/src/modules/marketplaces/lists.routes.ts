import { ApiRoutes, ZSheinShopListSchema, ZTemuAccountListSchema } from '@ksa/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketplaceAccounts, shopDisplayNames, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';

const shopView = (s: typeof shops.$inferSelect, now: Date, custom: string | null = null) => ({
  shopId: s.id,
  mallName: custom ?? s.name,
  semiManaged: s.semiManaged,
  expireDate: s.expireAt?.toISOString() ?? null,
  expired: Boolean(s.expireAt && s.expireAt <= now),
});

/** The unbind modal's two tables (spec §2): Temu main accounts with their shops, Shein stores. */
export const registerMarketplaceListRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.getTemuAccountList, { data: ZTemuAccountListSchema }, async (req) => {
    const auth = requireAuth(req);
    const now = deps.clock.now();
    const rows = await deps.db
      .select({ account: marketplaceAccounts, shop: shops, custom: shopDisplayNames.displayName })
      .from(marketplaceAccounts)
      .leftJoin(shops, eq(shops.accountId, marketplaceAccounts.id))
      .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
      .where(and(eq(marketplaceAccounts.bossId, auth.bossId), eq(marketplaceAccounts.platform, 'temu')))
      .orderBy(marketplaceAccounts.id, shops.id);
    const byId = new Map<number, ReturnType<typeof toAccount>>();
    function toAccount(a: typeof marketplaceAccounts.$inferSelect) {
      return {
        accountId: a.id,
        kind: a.kind as 'temu_seller' | 'temu_open',
        temuUid: a.externalId,
        phone: a.phone ?? '',
        status: a.status,
        shops: [] as ReturnType<typeof shopView>[],
      };
    }
    for (const { account, shop, custom } of rows) {
      const entry = byId.get(account.id) ?? toAccount(account);
      byId.set(account.id, entry);
      if (shop) {
        entry.shops.push(shopView(shop, now, custom));
      }
    }
    // A token pasted for a mall that a main account already binds adds no row of its own.
    return { data: [...byId.values()].filter((a) => a.kind === 'temu_seller' || a.shops.length > 0) };
  });

  apiRoute(app, ApiRoutes.getAccountSheinShopList, { data: ZSheinShopListSchema }, async (req) => {
    const auth = requireAuth(req);
    const now = deps.clock.now();
    const rows = await deps.db
      .select({ account: marketplaceAccounts, shop: shops, custom: shopDisplayNames.displayName })
      .from(shops)
      .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
      .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
      .where(and(eq(shops.bossId, auth.bossId), eq(shops.platform, 'shein')))
      .orderBy(shops.id);
    return {
      data: rows.map(({ account, shop, custom }) => ({
        ...shopView(shop, now, custom),
        supplierId: account.externalId,
      })),
    };
  });
};
