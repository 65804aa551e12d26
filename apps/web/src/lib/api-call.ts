import { formatError, type TRouteDef } from '@ksa/contract';
import type { z } from 'zod';
import { ApiError, request, type TRequestOptions } from './http';

type TSchemas<B extends z.ZodType | undefined, D extends z.ZodType> = { body?: B; data: D };
type TBodyOf<B> = B extends z.ZodType ? z.input<B> : Record<string, unknown> | undefined;

/**
 * One typed call of the catalogue: the route gives path and method, the contract's schemas type the
 * body and the result, and the reply's data is parsed with the response schema, so a server that
 * answers a shape the client does not know fails here, named, instead of deep inside a component.
 * A mismatch is reported (console) and rejected as RESPONSE_INVALID; the query shows its error state.
 */
export const apiCall = async <D extends z.ZodType, B extends z.ZodType | undefined = undefined>(
  route: TRouteDef,
  schemas: TSchemas<B, D>,
  body?: TBodyOf<B>,
  opts: Omit<TRequestOptions, 'method'> = {},
): Promise<z.output<D>> => {
  const raw = await request<unknown>(route.path, (body ?? {}) as Record<string, unknown>, {
    ...opts,
    method: route.method,
  });
  const parsed = schemas.data.safeParse(raw);
  if (!parsed.success) {
    console.error(`${route.method} ${route.path}: unexpected reply`, parsed.error.issues.slice(0, 3));
    throw new ApiError(formatError('RESPONSE_INVALID'), 1, 200, raw, { errorId: 'RESPONSE_INVALID' });
  }

  return parsed.data;
};
