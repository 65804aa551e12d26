import type { TPermissionKey, TRole, TRouteDef } from '@ksa/contract';
import { permissionKeysFor, roleMayCall } from '@ksa/contract';
import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { safeEqual } from '../lib/secrets.js';
import type { TAdminAuth } from '../modules/admin/admin-auth.service.js';
import { findActiveSession, findPermissionIds, tenantOf } from '../modules/auth/index.js';
import { visitorToken } from '../modules/auth/visitor.js';

/** Who is calling: resolved once per request from the Authorization header. */
export type TAuth = {
  userId: number;
  /** The tenant whose data this user may see. */
  bossId: number;
  role: TRole;
  sessionId: string;
  isVisitor: boolean;
  phone: string | null;
  permissionIds: string[];
  permissions: TPermissionKey[];
  /** Read with the session (money figures need it first); absent for the visitor, whose row is read when needed. */
  displayCurrency?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
    /** Set on /api/admin routes called with an admin token (never together with auth). */
    admin: TAdminAuth | null;
  }
  interface FastifyContextConfig {
    api?: TRouteDef;
  }
}

/** 'Bearer x', or the bare token the seed's client sends. */
export const readToken = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  if (!h) {
    return null;
  }
  const t = h.startsWith('Bearer ') ? h.slice(7) : h;
  return t.length > 0 && t.length <= 200 ? t.trim() : null;
};

export const resolveAuth = async (deps: TDeps, token: string): Promise<TAuth | null> => {
  const visitor = await visitorToken(deps);
  if (visitor && safeEqual(token, visitor.token)) {
    return {
      userId: visitor.userId,
      bossId: visitor.userId,
      role: 'boss',
      sessionId: 'visitor',
      isVisitor: true,
      phone: null,
      permissionIds: [],
      permissions: permissionKeysFor('boss', []),
    };
  }
  const found = await findActiveSession(deps.db, token, deps.clock.now());
  if (!found) {
    return null;
  }
  const u = found.user;
  const permissionIds = u.role === 'boss' ? [] : await findPermissionIds(deps.db, u.id);
  return {
    userId: u.id,
    bossId: tenantOf(u),
    role: u.role,
    sessionId: found.sessionId,
    isVisitor: false,
    phone: u.phone,
    permissionIds,
    permissions: permissionKeysFor(u.role, permissionIds),
    displayCurrency: u.displayCurrency,
  };
};

/**
 * The one access check every route goes through: token, visitor read-only, then the route's row of the contract's
 * role table (a route without one is refused), then the permission.
 */
export const checkAccess = (def: TRouteDef, auth: TAuth | null) => {
  if (def.access === 'public') {
    return;
  }
  if (!auth) {
    throw new AppError('LOGIN_EXPIRED');
  }
  // The public demo token never spends a paid provider (issue 24), read or not.
  if (auth.isVisitor && (def.write || def.paid)) {
    throw new AppError('VISITOR_READONLY');
  }
  // A seller's token (any role) is never an admin's.
  if (def.access === 'admin') {
    throw new AppError('ADMIN_FORBIDDEN');
  }
  assertRoleMayCall(def, auth);
  if (def.permission && !auth.permissions.includes(def.permission)) {
    throw new AppError('FORBIDDEN');
  }
};

/** The role table's verdict for this caller; device-token routes (public to the session check) call it themselves. */
export const assertRoleMayCall = (def: TRouteDef, auth: TAuth) => {
  if (!roleMayCall(def, auth.isVisitor ? 'visitor' : auth.role)) {
    throw new AppError('FORBIDDEN');
  }
};

/** For handlers of authenticated routes: checkAccess already guaranteed it. */
export const requireAuth = (req: FastifyRequest): TAuth => {
  if (!req.auth) {
    throw new AppError('LOGIN_EXPIRED');
  }
  return req.auth;
};
