import { type TRouteDef, ZDashPageSchema, ZDashRangeSchema, ZDashScopeSchema } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth, type TAuth } from '../../plugins/auth-context.js';
import { dashShops } from './scope.js';

type TRange = z.output<typeof ZDashRangeSchema>;
type TScopeBody = z.output<typeof ZDashScopeSchema>;
type TPage = z.output<typeof ZDashPageSchema>;
type TDefs = TRouteDef | TRouteDef[];

/**
 * Dashboard route registrars for one platform: each resolves the caller's shops of the scope (one
 * visibility check) and hands the ids to a service. A list of definitions registers the same handler
 * under each path (the /api/stock data source).
 */
export const dashRegistrars = (app: FastifyInstance, deps: TDeps, platform: 'temu' | 'shein') => {
  const each = (defs: TDefs, fn: (def: TRouteDef) => void) => {
    for (const def of Array.isArray(defs) ? defs : [defs]) {
      fn(def);
    }
  };
  const make =
    <B extends z.ZodType>(body: B) =>
    <D extends z.ZodType>(
      defs: TDefs,
      data: D,
      fn: (ids: number[], q: z.output<B>, auth: TAuth) => Promise<z.input<D>>,
    ) =>
      each(defs, (def) =>
        apiRoute(app, def, { body, data }, async (req) => {
          const auth = requireAuth(req);
          const ids = await dashShops(deps, auth, req.body as TScopeBody, platform);
          return { data: await fn(ids, req.body as z.output<B>, auth) };
        }),
      );
  return {
    range: make(ZDashRangeSchema) as <D extends z.ZodType>(
      defs: TDefs,
      data: D,
      fn: (ids: number[], q: TRange, auth: TAuth) => Promise<z.input<D>>,
    ) => void,
    scoped: make(ZDashScopeSchema) as <D extends z.ZodType>(
      defs: TDefs,
      data: D,
      fn: (ids: number[], q: TScopeBody, auth: TAuth) => Promise<z.input<D>>,
    ) => void,
    paged: make(ZDashPageSchema) as <D extends z.ZodType>(
      defs: TDefs,
      data: D,
      fn: (ids: number[], q: TPage, auth: TAuth) => Promise<z.input<D>>,
    ) => void,
    withBody: make,
  };
};
