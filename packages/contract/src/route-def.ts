import type { ZodType } from 'zod';
import type { TPermissionKey, TRole } from './permissions.js';

/**
 * The API catalogue's entry type and builders. Every route the server serves is listed in a
 * feature's `*.routes.ts`; routes.ts joins them into ApiRoutes. The server refuses to start a
 * route that is not listed, and the web client reads `write` to block visitors before a request
 * leaves. access: 'public' needs no token; 'user' any valid token (visitor included for reads);
 * a role list limits to those roles. `write` routes are refused for the visitor demo token.
 */
/** Who the role table (route-roles.ts) names: the five seller roles, the visitor's demo token, the console's admin. */
export const AccessRoles = ['boss', 'manager', 'finance', 'shipper', 'operator', 'visitor', 'admin'] as const;
export type TAccessRole = (typeof AccessRoles)[number];
/** A route's row: 'public' needs no token at all; otherwise only these callers (a device token counts as its user). */
export type TRouteRoles = 'public' | readonly TAccessRole[];

export type TRouteDef = {
  method: 'GET' | 'POST';
  path: string;
  /** 'admin': the operator console's own tokens only (no seller token, whatever its role). */
  access: 'public' | 'user' | 'admin' | readonly TRole[];
  write: boolean;
  /** Calls a paid provider (language detection, translation, AI) even when it writes nothing: never for the visitor. */
  paid?: boolean;
  permission?: TPermissionKey;
  /** The route's row of the role table; ApiRoutes attaches it to every route (absent only on a feature's raw list). */
  roles?: TRouteRoles;
  tag: string;
  summary: string;
};

export const r = (def: TRouteDef) => def;
export const BOSS = ['boss'] as const;
export const dash = (path: string, summary: string, permission?: TPermissionKey) =>
  r({
    method: 'POST',
    path,
    access: 'user',
    write: false,
    tag: 'dashboard',
    summary,
    ...(permission ? { permission } : {}),
  });
export const shein = (path: string, summary: string, permission?: TPermissionKey) => ({
  ...dash(path, summary, permission),
  tag: 'shein-dashboard',
});
export const boss = (path: string, write: boolean, summary: string) =>
  r({ method: 'POST', path, access: BOSS, write, tag: 'staff', summary });

/**
 * What a route takes and answers, written once in the contract (io/*.io.ts): the server validates the request
 * and types its handler from it, the web types its call and parses the reply with it, OpenAPI documents it.
 * `data` is the envelope's data; 'file' answers bytes (a generated PDF), 'raw' something that is not an
 * envelope at all (a redirect, a font, HTML). A route with no body, query or params takes nothing.
 */
export type TRouteIo = {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  data: ZodType | 'file' | 'raw';
};
export type TApiRoute = TRouteDef & { roles: TRouteRoles; io: TRouteIo };
