import { formatError, type TRouteDef, type TRouteIo } from '@ksa/contract';
import type { z } from 'zod';
import { ApiError, queryString, sendCall, type TRequestOptions } from './http';

/** A catalogue route with its schemas (ApiRoutes.x). */
export type TIoRoute = TRouteDef & { io: TRouteIo };
type TIn<I, K extends 'body' | 'query' | 'params'> = I extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : unknown;
/** What a call of route R takes: its body, query and path params in one object, typed by its schemas. */
export type TCallInput<R extends TIoRoute> = TIn<R['io'], 'body'> & TIn<R['io'], 'query'> & TIn<R['io'], 'params'>;
/** What a call of route R resolves with: its reply schema's output. */
export type TReply<R extends TIoRoute> = R['io'] extends { data: infer D extends z.ZodType } ? z.output<D> : never;
type TArgs<R extends TIoRoute> =
  object extends TCallInput<R>
    ? [input?: TCallInput<R>, opts?: TRequestOptions]
    : [input: TCallInput<R>, opts?: TRequestOptions];

const PARAM = /:(\w+)/g;

const shapeKeys = (schema: unknown) =>
  new Set(Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}));

/**
 * The URL and body of a call: params fill the path; the query schema's fields go in the query string; the
 * rest is the body of a POST, or the query of a GET (and of a POST that takes only a query).
 */
export const callUrl = (route: TIoRoute, input: Record<string, unknown>) => {
  const rest = { ...input };
  const path = route.path.replace(PARAM, (_m, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  const allInQuery = route.method === 'GET' || route.io.body === undefined;
  const queryKeys = shapeKeys(route.io.query);
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (allInQuery || queryKeys.has(k)) {
      query[k] = v;
    } else {
      body[k] = v;
    }
  }
  const qs = queryString(query);
  return { url: qs ? `${path}?${qs}` : path, body };
};

/**
 * One typed call of the catalogue: the route (ApiRoutes.x) gives path, method and its schemas, which type
 * the input and the result; the reply's data is parsed with the route's reply schema, so a server that
 * answers a shape the client does not know fails here, named, instead of deep inside a component.
 * A mismatch is reported (console) and rejected as RESPONSE_INVALID; the query shows its error state.
 */
export const apiCall = async <R extends TIoRoute>(route: R, ...[input, opts = {}]: TArgs<R>): Promise<TReply<R>> => {
  const data = route.io.data;
  if (typeof data === 'string') {
    throw new Error(`${route.method} ${route.path} answers '${data}', not an envelope`);
  }
  const { url, body } = callUrl(route, (input ?? {}) as Record<string, unknown>);
  const raw = await sendCall(route, url, body, opts);
  const parsed = data.safeParse(raw);
  if (!parsed.success) {
    console.error(`${route.method} ${route.path}: unexpected reply`, parsed.error.issues.slice(0, 3));
    throw new ApiError(formatError('RESPONSE_INVALID'), 1, 200, raw, { errorId: 'RESPONSE_INVALID' });
  }

  return parsed.data as TReply<R>;
};
