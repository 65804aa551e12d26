import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  marketplaceAccounts,
  shopDisplayNames,
  shopStaff,
  shops,
  staffPermissions,
  users,
} from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };

/** The tenant's main accounts (operator entities), Temu before Shein. */
export const findTenantAccounts = (db: Db, owner: TOwner) =>
  db
    .select()
    .from(marketplaceAccounts)
    .where(forBoss(marketplaceAccounts, owner))
    .orderBy(marketplaceAccounts.platform, marketplaceAccounts.id);

/** The tenant's shops under these main accounts, with display names, by id. */
export const findShopsOfAccounts = (db: Db, owner: TOwner, accountIds: number[]) =>
  db
    .select({ id: shops.id, name: shops.name, custom: shopDisplayNames.displayName })
    .from(shops)
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(and(forBoss(shops, owner), inArray(shops.accountId, accountIds)))
    .orderBy(shops.id);

/** Every shop of the tenant with its main account and display name, in the assignment table's order. */
export const findDistributableShops = (db: Db, owner: TOwner) =>
  db
    .select({ shop: shops, account: marketplaceAccounts, custom: shopDisplayNames.displayName })
    .from(shops)
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(forBoss(shops, owner))
    .orderBy(shops.platform, sql`${marketplaceAccounts.phone} nulls last`, shops.id);

/** Assignments of the tenant's staff in these roles, with each one's permission ids. */
export const findRoleAssignments = (db: Db, owner: TOwner, roles: ('manager' | 'finance')[]) =>
  db
    .select({
      shopId: shopStaff.shopId,
      userId: users.id,
      phone: users.phone,
      role: users.role,
      perms: sql<
        string[]
      >`coalesce((select array_agg(${staffPermissions.permissionId} order by ${staffPermissions.permissionId}) from ${staffPermissions} where ${staffPermissions.userId} = ${users.id}), '{}')`,
    })
    .from(shopStaff)
    .innerJoin(users, eq(users.id, shopStaff.userId))
    .where(and(forBoss(users, owner), inArray(users.role, roles)))
    .orderBy(shopStaff.assignedAt, users.id);
