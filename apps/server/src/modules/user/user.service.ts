import { Permissions, type TDisplayCurrency, type TPermissionId } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { findUserById } from '../auth/index.js';
import { findRebindPhones, firstDataDay, updateDisplayCurrency } from './user.repo.js';

/** getUserInfo: who is calling, what they may do, and since when their shops have data. */
export const userInfo = async (deps: TDeps, auth: TAuth) => {
  const u = await findUserById(deps.db, auth.userId);
  if (!u) {
    throw new AppError('LOGIN_EXPIRED');
  }
  const ids = (auth.role === 'boss' ? Object.keys(Permissions) : auth.permissionIds) as TPermissionId[];
  return {
    uid: u.id,
    userId: u.id,
    phone: auth.isVisitor ? null : u.phone,
    username: auth.isVisitor ? null : u.phone,
    nickName: auth.isVisitor ? '游客' : u.nickName,
    wechatUId: auth.isVisitor ? null : (u.wechatUnionid ?? u.wechatOpenid),
    role: u.role,
    bossUid: auth.bossId,
    registerTime: u.createdAt.toISOString(),
    dataSince: await firstDataDay(deps.db, await visibleShopIds(deps, auth)),
    isFirst: u.isFirst,
    isVisitor: auth.isVisitor,
    hasPassword: Boolean(u.passwordHash),
    displayCurrency: u.displayCurrency,
    needRebindPhones: auth.role === 'boss' ? await findRebindPhones(deps.db, auth.bossId) : [],
    permissions: ids.filter((id) => id in Permissions).map((id) => ({ permissionId: id, permsCode: Permissions[id] })),
  };
};

/** The currency a user's dashboards convert into. */
export const saveDisplayCurrency = async (deps: TDeps, auth: TAuth, currency: TDisplayCurrency) => {
  await updateDisplayCurrency(deps.db, auth.userId, currency);
  return { currency };
};
