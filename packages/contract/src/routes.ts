import { CatalogueRoutes } from './catalogue.js';
import { RouteIo } from './io/index.js';
import type { TRouteDef } from './route-def.js';
import { RouteRoles, type TRouteRoles } from './route-roles.js';

export type { TApiRoute, TRouteDef, TRouteIo } from './route-def.js';
export { AccessRoles, RouteRoles, roleMayCall, type TAccessRole, type TRouteRoles } from './route-roles.js';

type TCatalogue = typeof CatalogueRoutes;

type TIo = typeof RouteIo;

/**
 * The API catalogue: every route with its row of the role table (who may call it) and its request and reply
 * schemas (`io`, io/*.io.ts). Both tables are keyed by the catalogue's names, so a route without a row or
 * without schemas does not compile; the server reads `roles` on every request and registers from `io`.
 */
export const ApiRoutes = Object.fromEntries(
  Object.entries(CatalogueRoutes).map(([name, def]) => [
    name,
    { ...def, roles: RouteRoles[name as keyof TCatalogue], io: RouteIo[name as keyof TCatalogue] },
  ]),
) as { [K in keyof TCatalogue]: TCatalogue[K] & { roles: TRouteRoles; io: TIo[K] } };

export type TRouteName = keyof typeof ApiRoutes;

const byKey = new Map<string, TRouteDef>(Object.values(ApiRoutes).map((d) => [`${d.method} ${d.path}`, d]));

/** Looks a route up by method and path (query string ignored). */
export const findRoute = (method: string, url: string): TRouteDef | undefined =>
  byKey.get(`${method.toUpperCase()} ${url.split('?')[0]}`);
