import { groupMallIdOf, type TShopGroup } from '@ksa/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shopGroupMembers, shopGroups, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { isUniqueViolation } from '../auth/users.repo.js';

/** Groups belong to the BOSS; a visitor sees none (spec §4), staff none until assignments exist. */
export const listGroups = async (deps: TDeps, auth: TAuth): Promise<TShopGroup[]> => {
  if (auth.isVisitor || auth.role !== 'boss') {
    return [];
  }
  const rows = await deps.db
    .select({ id: shopGroups.id, name: shopGroups.name, shopId: shopGroupMembers.shopId })
    .from(shopGroups)
    .leftJoin(shopGroupMembers, eq(shopGroupMembers.groupId, shopGroups.id))
    .where(eq(shopGroups.bossId, auth.bossId))
    .orderBy(asc(shopGroups.id), asc(shopGroupMembers.shopId));
  const byId = new Map<number, { name: string; shopIds: number[] }>();
  for (const r of rows) {
    const g = byId.get(r.id) ?? { name: r.name, shopIds: [] };
    byId.set(r.id, g);
    if (r.shopId !== null) {
      g.shopIds.push(r.shopId);
    }
  }
  return [...byId].map(([groupId, g]) => ({
    groupId,
    mallName: g.name,
    mallId: g.shopIds.length ? g.shopIds.join(',') : `${groupId}-null`,
    groupMallId: groupMallIdOf(groupId, g.shopIds),
    shopIds: g.shopIds,
  }));
};

const requireGroup = async (deps: TDeps, auth: TAuth, groupId: number) => {
  const [g] = await deps.db
    .select()
    .from(shopGroups)
    .where(and(eq(shopGroups.id, groupId), eq(shopGroups.bossId, auth.bossId)))
    .limit(1);
  if (!g) {
    throw new AppError('NOT_FOUND');
  }
  return g;
};

const named = async <T>(fn: () => Promise<T>) => {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('GROUP_NAME_DUPLICATE');
    }
    throw err;
  }
};

export const createGroup = async (deps: TDeps, auth: TAuth, name: string) => {
  const [g] = await named(() => deps.db.insert(shopGroups).values({ bossId: auth.bossId, name }).returning());
  await audit(deps.db, {
    event: 'group.create',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    detail: { groupId: g!.id, name },
  });
  return g!.id;
};

/** Renaming to the same name does nothing (spec §5). */
export const renameGroup = async (deps: TDeps, auth: TAuth, groupId: number, name: string) => {
  const g = await requireGroup(deps, auth, groupId);
  if (g.name === name) {
    return false;
  }
  await named(() => deps.db.update(shopGroups).set({ name }).where(eq(shopGroups.id, groupId)));
  await audit(deps.db, {
    event: 'group.rename',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    detail: { groupId, from: g.name, to: name },
  });
  return true;
};

/** Sets the members; only the BOSS's own shops; an unchanged list does nothing (spec §5). */
export const setGroupShops = async (deps: TDeps, auth: TAuth, groupId: number, shopIds: number[]) => {
  await requireGroup(deps, auth, groupId);
  const wanted = [...new Set(shopIds)].sort((a, b) => a - b);
  if (wanted.length) {
    const own = await deps.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(inArray(shops.id, wanted), eq(shops.bossId, auth.bossId)));
    if (own.length !== wanted.length) {
      throw new AppError('NOT_FOUND');
    }
  }
  const current = (
    await deps.db
      .select({ id: shopGroupMembers.shopId })
      .from(shopGroupMembers)
      .where(eq(shopGroupMembers.groupId, groupId))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
  if (current.join(',') === wanted.join(',')) {
    return false;
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(shopGroupMembers).where(eq(shopGroupMembers.groupId, groupId));
    if (wanted.length) {
      await tx.insert(shopGroupMembers).values(wanted.map((shopId) => ({ groupId, shopId })));
    }
  });
  await audit(deps.db, {
    event: 'group.setShops',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    detail: { groupId, shopIds: wanted },
  });
  return true;
};

export const removeGroups = async (deps: TDeps, auth: TAuth, groupIds: number[]) => {
  // All or nothing: an id that is not this BOSS's rolls the whole delete back.
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(shopGroups)
      .where(and(inArray(shopGroups.id, groupIds), eq(shopGroups.bossId, auth.bossId)))
      .returning({ id: shopGroups.id });
    if (gone.length !== new Set(groupIds).size) {
      throw new AppError('GROUP_DELETE_FAILED');
    }
  });
  await audit(deps.db, {
    event: 'group.remove',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    detail: { groupIds },
  });
};
