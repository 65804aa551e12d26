import { ZDashPageSchema, ZDashRangeSchema, ZDashScopeSchema } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { apiRoute, type TDataIn, type TIoRoute } from '../../plugins/api-route.js';
import { requireAuth, type TAuth } from '../../plugins/auth-context.js';
import { idsOf, resolveShopScope, type TVisibleShop, visibleShops } from '../access/shop-access.js';
import { moneyOf, type TMoney } from './money.js';

type TRange = z.output<typeof ZDashRangeSchema>;
type TScopeBody = z.output<typeof ZDashScopeSchema>;
type TPage = z.output<typeof ZDashPageSchema>;
type TDefs<R extends TIoRoute> = R | R[];
export type TVisible = TVisibleShop[];

/** What the batch call needs of each dashboard route: its definition, body schema and handler. */
export type TDashEntry = {
  def: TIoRoute;
  body: z.ZodType;
  run: (auth: TAuth, visible: TVisible, body: unknown) => Promise<unknown>;
};
export type TDashRegistry = Map<string, TDashEntry>;

/**
 * Dashboard route registrars for one platform: each resolves the caller's shops of the scope (one
 * visibility check) and hands the ids to a service. A list of definitions registers the same handler
 * under each path (the /api/stock data source). Every route also lands in `registry`, so
 * /api/dashboard/batch can run many of them on one authentication and one visibility query.
 */
export const dashRegistrars = (
  app: FastifyInstance,
  deps: TDeps,
  platform: 'temu' | 'shein',
  registry: TDashRegistry,
) => {
  const each = <R extends TIoRoute>(defs: TDefs<R>, fn: (def: R) => void) => {
    for (const def of Array.isArray(defs) ? defs : [defs]) {
      fn(def);
    }
  };
  /**
   * A route whose handler needs the caller and their visible shops (loaded once per batch). `body` types the
   * handler's request; the route's own schemas (def.io) validate it and its reply.
   */
  const withAuth =
    <B extends z.ZodType>(_body: B) =>
    <R extends TIoRoute>(defs: TDefs<R>, fn: (auth: TAuth, visible: TVisible, q: z.output<B>) => Promise<TDataIn<R>>) =>
      each(defs, (def) => {
        const body = def.io.body as z.ZodType;
        registry.set(def.path, { def, body, run: (auth, visible, q) => fn(auth, visible, q as z.output<B>) });
        apiRoute(app, def, async (req) => {
          const auth = requireAuth(req);
          return { data: await fn(auth, await visibleShops(deps, auth), req.body as z.output<B>) };
        });
      });
  const make =
    <B extends z.ZodType>(body: B) =>
    <R extends TIoRoute>(
      defs: TDefs<R>,
      fn: (ids: number[], q: z.output<B>, auth: TAuth, money: () => Promise<TMoney>) => Promise<TDataIn<R>>,
    ) =>
      withAuth(body)(defs, async (auth, visible, q) => {
        const shops = await resolveShopScope(deps, auth, q as TScopeBody, { platform, activeOnly: 'omit', visible });
        let m: Promise<TMoney> | undefined;
        const money = () => {
          m ??= moneyOf(deps, auth, visible, shops, (q as TScopeBody).currency);
          return m;
        };
        return fn(idsOf(shops), q, auth, money);
      });
  return {
    range: make(ZDashRangeSchema) as <R extends TIoRoute>(
      defs: TDefs<R>,
      fn: (ids: number[], q: TRange, auth: TAuth, money: () => Promise<TMoney>) => Promise<TDataIn<R>>,
    ) => void,
    scoped: make(ZDashScopeSchema) as <R extends TIoRoute>(
      defs: TDefs<R>,
      fn: (ids: number[], q: TScopeBody, auth: TAuth, money: () => Promise<TMoney>) => Promise<TDataIn<R>>,
    ) => void,
    paged: make(ZDashPageSchema) as <R extends TIoRoute>(
      defs: TDefs<R>,
      fn: (ids: number[], q: TPage, auth: TAuth, money: () => Promise<TMoney>) => Promise<TDataIn<R>>,
    ) => void,
    withBody: make,
    withAuth,
  };
};
