import type { TPermissionKey, TRole } from './permissions.js';

/**
 * The API catalogue's entry type and builders. Every route the server serves is listed in a
 * feature's `*.routes.ts`; routes.ts joins them into ApiRoutes. The server refuses to start a
 * route that is not listed, and the web client reads `write` to block visitors before a request
 * leaves. access: 'public' needs no token; 'user' any valid token (visitor included for reads);
 * a role list limits to those roles. `write` routes are refused for the visitor demo token.
 */
export type TRouteDef = {
  method: 'GET' | 'POST';
  path: string;
  /** 'admin': the operator console's own tokens only (no seller token, whatever its role). */
  access: 'public' | 'user' | 'admin' | readonly TRole[];
  write: boolean;
  permission?: TPermissionKey;
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
