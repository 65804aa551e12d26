import { and, eq, sql } from 'drizzle-orm';
import { marketplaceAccounts, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';

/**
 * Unbinding keeps nothing the seller asked to remove: the account's sealed credentials, its shops
 * and (by cascade) every synced row of those shops are deleted in one transaction.
 */
export const unbindTemuAccount = async (deps: TDeps, auth: TAuth, accountId: number) => {
  const removed = await deps.db.transaction(async (tx) => {
    const [acc] = await tx
      .select()
      .from(marketplaceAccounts)
      .where(
        and(
          eq(marketplaceAccounts.id, accountId),
          eq(marketplaceAccounts.bossId, auth.bossId),
          eq(marketplaceAccounts.platform, 'temu'),
        ),
      )
      .limit(1);
    if (!acc) {
      return null;
    }
    const gone = await tx
      .delete(shops)
      .where(and(eq(shops.accountId, acc.id), eq(shops.bossId, auth.bossId)))
      .returning({ id: shops.id });
    // Open-API tokens of those malls go with them.
    await tx.execute(
      sql`delete from marketplace_accounts where boss_id = ${auth.bossId} and kind = 'temu_open' and not exists (select 1 from shops where open_account_id = marketplace_accounts.id or account_id = marketplace_accounts.id)`,
    );
    await tx.delete(marketplaceAccounts).where(eq(marketplaceAccounts.id, acc.id));
    return { phone: acc.phone, shops: gone.map((s) => s.id) };
  });
  if (!removed) {
    throw new AppError('NOT_FOUND');
  }
  await audit(deps.db, {
    event: 'unbind.temu',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    phone: removed.phone,
    detail: { shops: removed.shops },
  });
};

export const unbindSheinShop = async (deps: TDeps, auth: TAuth, shopId: number) => {
  const removed = await deps.db.transaction(async (tx) => {
    const [shop] = await tx
      .delete(shops)
      .where(and(eq(shops.id, shopId), eq(shops.bossId, auth.bossId), eq(shops.platform, 'shein')))
      .returning();
    if (!shop) {
      return null;
    }
    // The authorization goes when its last store goes.
    await tx.execute(
      sql`delete from marketplace_accounts where id = ${shop.accountId} and not exists (select 1 from shops where account_id = ${shop.accountId})`,
    );
    return shop;
  });
  if (!removed) {
    throw new AppError('NOT_FOUND');
  }
  await audit(deps.db, {
    event: 'unbind.shein',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    detail: { shopId },
  });
};
