import { groupMallIdOf, type TShopGroup } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { isUniqueViolation } from '../auth/index.js';
import {
  countOwnShops,
  deleteGroups,
  findGroupsWithMembers,
  findMemberIds,
  getGroup,
  insertGroup,
  replaceMembers,
  updateGroupName,
} from './shop-groups.repo.js';

/** Groups belong to the BOSS; a visitor sees none (spec §4), staff none until assignments exist. */
export const listGroups = async (deps: TDeps, auth: TAuth): Promise<TShopGroup[]> => {
  if (auth.isVisitor || auth.role !== 'boss') {
    return [];
  }
  const rows = await findGroupsWithMembers(deps.db, auth);
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
  const g = await getGroup(deps.db, auth, groupId);
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

/** Each group write commits together with its audit row, or not at all. */
export const createGroup = (deps: TDeps, auth: TAuth, name: string) =>
  deps.db.transaction(async (tx) => {
    const groupId = await named(() => insertGroup(tx, auth, name));
    await audit(tx, {
      event: 'group.create',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: { groupId, name },
    });
    return groupId;
  });

/** Renaming to the same name does nothing (spec §5). */
export const renameGroup = async (deps: TDeps, auth: TAuth, groupId: number, name: string) => {
  const g = await requireGroup(deps, auth, groupId);
  if (g.name === name) {
    return false;
  }
  await deps.db.transaction(async (tx) => {
    await named(() => updateGroupName(tx, auth, groupId, name));
    await audit(tx, {
      event: 'group.rename',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: { groupId, from: g.name, to: name },
    });
  });
  return true;
};

/** Sets the members; only the BOSS's own shops; an unchanged list does nothing (spec §5). */
export const setGroupShops = async (deps: TDeps, auth: TAuth, groupId: number, shopIds: number[]) => {
  await requireGroup(deps, auth, groupId);
  const wanted = [...new Set(shopIds)].sort((a, b) => a - b);
  if (wanted.length && (await countOwnShops(deps.db, auth, wanted)) !== wanted.length) {
    throw new AppError('NOT_FOUND');
  }
  const current = await findMemberIds(deps.db, groupId);
  if (current.join(',') === wanted.join(',')) {
    return false;
  }
  await deps.db.transaction(async (tx) => {
    await replaceMembers(tx, groupId, wanted);
    await audit(tx, {
      event: 'group.setShops',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: { groupId, shopIds: wanted },
    });
  });
  return true;
};

export const removeGroups = async (deps: TDeps, auth: TAuth, groupIds: number[]) => {
  // All or nothing: an id that is not this BOSS's rolls the whole delete back.
  await deps.db.transaction(async (tx) => {
    const gone = await deleteGroups(tx, auth, groupIds);
    if (gone.length !== new Set(groupIds).size) {
      throw new AppError('GROUP_DELETE_FAILED');
    }
    await audit(tx, {
      event: 'group.remove',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: { groupIds },
    });
  });
};
