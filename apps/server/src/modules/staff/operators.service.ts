import type { TSaveOperatorRequest } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import type { TUserRow } from '../auth/index.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { accountLabel, setShops } from './staff.repo.js';
import { requireConsent, staffForRole } from './staff-consent.service.js';
import { deleteStaff, endSessions, phoneTaken } from './staff-members.service.js';
import { findShopsOfAccounts, findTenantAccounts } from './staff-shops.repo.js';
import {
  findAssignedShopIds,
  findOperatorEntityIds,
  findStaffByRole,
  getStaffById,
  insertStaffUser,
  replaceOperatorEntities,
  updateStaffUser,
} from './staff-users.repo.js';

/** Main-account entities an operator can be given: the BOSS's bound accounts. */
export const entityOptions = async (deps: TDeps, auth: TAuth) =>
  (await findTenantAccounts(deps.db, auth)).map((a) => ({ value: a.id, label: accountLabel(a) }));

/** -1 (select-all) means every entity of the BOSS; any id not theirs → 404. */
const resolveEntities = async (deps: TDeps, auth: TAuth, ids: number[]) => {
  const all = (await entityOptions(deps, auth)).map((o) => o.value);
  if (ids.includes(-1)) {
    return all;
  }
  if (!ids.every((id) => all.includes(id))) {
    throw new AppError('NOT_FOUND');
  }
  return [...new Set(ids)];
};

export const shopOptionsByEntity = async (deps: TDeps, auth: TAuth, entityIds: number[]) => {
  const ids = await resolveEntities(deps, auth, entityIds);
  if (!ids.length) {
    return [];
  }
  return (await findShopsOfAccounts(deps.db, auth, ids)).map((s) => ({ value: s.id, label: s.custom ?? s.name }));
};

const operatorOf = async (deps: TDeps, auth: TAuth, workId: number) => {
  const u = await getStaffById(deps.db, auth, workId, 'operator');
  if (!u) {
    throw new AppError('NOT_FOUND');
  }
  return u;
};

const describe = async (deps: TDeps, u: TUserRow) => ({
  worker_id: u.id,
  account: u.phone ?? '',
  entity: (await findOperatorEntityIds(deps.db, u.id)).sort((a, b) => a - b),
  shop_id: (await findAssignedShopIds(deps.db, u.id)).sort((a, b) => a - b),
});

export const getOperator = async (deps: TDeps, auth: TAuth, workId: number) =>
  describe(deps, await operatorOf(deps, auth, workId));

export const listOperators = async (deps: TDeps, auth: TAuth) => {
  const list = await findStaffByRole(deps.db, auth, 'operator', 'id');
  return Promise.all(list.map((u) => describe(deps, u)));
};

/**
 * Saves an operator: entities and shops replaced as a whole; every shop must sit under a chosen
 * entity. A new phone needs its code (consent) and gets no password (they set their own).
 */
export const saveOperator = async (deps: TDeps, auth: TAuth, b: TSaveOperatorRequest) => {
  const existing = await staffForRole(deps, auth, b.phone, 'operator');
  const entities = await resolveEntities(deps, auth, b.entityStr);
  const allowed = (await shopOptionsByEntity(deps, auth, entities)).map((o) => o.value);
  const shopIds = b.shopIdStr.includes(-1) ? allowed : [...new Set(b.shopIdStr)];
  if (!shopIds.length) {
    throw new AppError('OPERATOR_SHOP_REQUIRED');
  }
  if (!shopIds.every((id) => allowed.includes(id))) {
    throw new AppError('OPERATOR_SHOP_OUTSIDE');
  }
  await requireConsent(deps, auth, { phone: b.phone, existing, code: b.code, password: b.password });
  const hash = existing && b.password ? await hashPassword(b.password) : null;
  const now = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    const id = existing
      ? existing.id
      : await insertStaffUser(tx, { phone: b.phone, role: 'operator', bossId: auth.bossId }).catch(phoneTaken());
    if (hash) {
      await updateStaffUser(tx, id, { passwordHash: hash, passwordChangedAt: now });
    }
    await replaceOperatorEntities(tx, id, entities);
    await setShops(tx, id, shopIds);
    await recordOperation(tx, {
      auth,
      action: 'operator.save',
      detail: {
        phone: maskPhone(b.phone),
        created: !existing,
        shopIds,
        entityIds: entities,
        ...(b.code === undefined ? {} : { byCode: true }),
      },
    });
    return id;
  });
  if (hash) {
    await endSessions(deps, userId);
  }
  return { workId: userId, created: !existing };
};

export const removeOperator = async (deps: TDeps, auth: TAuth, workId: number) => {
  const u = await operatorOf(deps, auth, workId);
  await deleteStaff(deps, u, (tx) =>
    recordOperation(tx, { auth, action: 'operator.remove', detail: { phone: maskPhone(u.phone) } }),
  );
};
