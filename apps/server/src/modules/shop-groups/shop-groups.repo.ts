import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopGroupMembers, shopGroups, shops } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };

/** The tenant's groups joined with their members (a group without members once, shopId null). */
export const findGroupsWithMembers = (db: Db, owner: TOwner) =>
  db
    .select({ id: shopGroups.id, name: shopGroups.name, shopId: shopGroupMembers.shopId })
    .from(shopGroups)
    .leftJoin(shopGroupMembers, eq(shopGroupMembers.groupId, shopGroups.id))
    .where(forBoss(shopGroups, owner))
    .orderBy(asc(shopGroups.id), asc(shopGroupMembers.shopId));

export const getGroup = async (db: Db, owner: TOwner, groupId: number) =>
  (
    await db
      .select()
      .from(shopGroups)
      .where(and(eq(shopGroups.id, groupId), forBoss(shopGroups, owner)))
      .limit(1)
  )[0] ?? null;

/** Group names by id, of this tenant only. */
export const findGroupNames = (db: Db, owner: TOwner, groupIds: number[]) =>
  db
    .select({ id: shopGroups.id, name: shopGroups.name })
    .from(shopGroups)
    .where(and(inArray(shopGroups.id, groupIds), forBoss(shopGroups, owner)));

export const insertGroup = async (db: Db, owner: TOwner, name: string) =>
  (await db.insert(shopGroups).values({ bossId: owner.bossId, name }).returning({ id: shopGroups.id }))[0]!.id;

export const updateGroupName = (db: Db, owner: TOwner, groupId: number, name: string) =>
  db
    .update(shopGroups)
    .set({ name })
    .where(and(eq(shopGroups.id, groupId), forBoss(shopGroups, owner)));

/** Deletes this tenant's groups among ids; returns the ids deleted. */
export const deleteGroups = async (db: Db, owner: TOwner, groupIds: number[]) =>
  (
    await db
      .delete(shopGroups)
      .where(and(inArray(shopGroups.id, groupIds), forBoss(shopGroups, owner)))
      .returning({ id: shopGroups.id })
  ).map((g) => g.id);

/** How many of these shop ids are the tenant's own. */
export const countOwnShops = async (db: Db, owner: TOwner, shopIds: number[]) =>
  (
    await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(inArray(shops.id, shopIds), forBoss(shops, owner)))
  ).length;

export const findMemberIds = async (db: Db, groupId: number) =>
  (await db.select({ id: shopGroupMembers.shopId }).from(shopGroupMembers).where(eq(shopGroupMembers.groupId, groupId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

/** Replaces a group's members with exactly these. */
export const replaceMembers = async (db: Db, groupId: number, shopIds: number[]) => {
  await db.delete(shopGroupMembers).where(eq(shopGroupMembers.groupId, groupId));
  if (shopIds.length) {
    await db.insert(shopGroupMembers).values(shopIds.map((shopId) => ({ groupId, shopId })));
  }
};
