import { ApiRoutes, Permissions, type TPermissionId, ZUserInfoSchema } from '@ksa/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/client.js';
import { marketplaceAccounts } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { findUserById } from '../auth/users.repo.js';

/** Temu main accounts whose marketplace session dropped: the UI offers to rebind them. */
const findRebindPhones = async (deps: TDeps, bossId: number) =>
  (
    await deps.db
      .select({ phone: marketplaceAccounts.phone })
      .from(marketplaceAccounts)
      .where(and(eq(marketplaceAccounts.bossId, bossId), eq(marketplaceAccounts.status, 'needs_relogin')))
  )
    .map((r) => r.phone)
    .filter((p): p is string => Boolean(p));

/** The earliest day of the daily aggregate over these shops (an index probe per shop). */
const firstDataDay = async (deps: TDeps, ids: number[]) => {
  if (!ids.length) {
    return null;
  }
  const [r] = await rows<{ d: string | null }>(
    deps.db,
    sql`select to_char(min(d), 'YYYY-MM-DD') d from (select (select min(day) from shop_daily where shop_id = s.id) d
          from unnest(${sql.param(ids)}::int[]) as s(id)) x`,
  );
  return r?.d ?? null;
};

export const registerUserRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.getUserInfo, { data: ZUserInfoSchema }, async (req) => {
    const auth = requireAuth(req);
    const u = await findUserById(deps.db, auth.userId);
    if (!u) {
      throw new AppError('LOGIN_EXPIRED');
    }
    const ids = (auth.role === 'boss' ? Object.keys(Permissions) : auth.permissionIds) as TPermissionId[];
    return {
      data: {
        uid: u.id,
        userId: u.id,
        phone: auth.isVisitor ? null : u.phone,
        username: auth.isVisitor ? null : u.phone,
        nickName: auth.isVisitor ? '游客' : u.nickName,
        wechatUId: auth.isVisitor ? null : (u.wechatUnionid ?? u.wechatOpenid),
        role: u.role,
        bossUid: auth.bossId,
        registerTime: u.createdAt.toISOString(),
        dataSince: await firstDataDay(deps, await visibleShopIds(deps, auth)),
        isFirst: u.isFirst,
        isVisitor: auth.isVisitor,
        hasPassword: Boolean(u.passwordHash),
        needRebindPhones: auth.role === 'boss' ? await findRebindPhones(deps, auth.bossId) : [],
        permissions: ids
          .filter((id) => id in Permissions)
          .map((id) => ({ permissionId: id, permsCode: Permissions[id] })),
      },
    };
  });
};
