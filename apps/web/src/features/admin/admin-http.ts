import { formatError } from '@ksa/contract';
import { callUrl, type TCallInput, type TIoRoute, type TReply } from '../../lib/api-call';

/** The admin token lives in this tab only (sessionStorage), apart from the seller's session. */
const KEY = 'ksa.adminToken';
export const adminToken = {
  get: () => sessionStorage.getItem(KEY),
  set: (t: string) => sessionStorage.setItem(KEY, t),
  clear: () => sessionStorage.removeItem(KEY),
};

/** A refused admin call: the catalogue id and values to translate, and the HTTP status (401: log in again). */
export class AdminCallError extends Error {
  readonly errorId: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly status: number;

  constructor(msg: string, status: number, errorId?: string, params?: Record<string, string | number>) {
    super(msg);
    this.name = 'AdminCallError';
    this.status = status;
    this.errorId = errorId;
    this.params = params;
  }
}

/**
 * One admin route of the catalogue with the admin token (never the seller's), JSON body, the reply's data parsed
 * with the contract's schema. A 401 drops the token: the console shows its login again.
 */
export const adminCall = async <R extends TIoRoute>(
  route: R,
  ...[input]: object extends TCallInput<R> ? [input?: TCallInput<R>] : [input: TCallInput<R>]
): Promise<TReply<R>> => {
  const token = adminToken.get();
  const { url, body } = callUrl(route, (input ?? {}) as Record<string, unknown>);
  const res = await fetch(url, {
    method: route.method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: token } : {}),
      ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(route.method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const env = (await res.json().catch(() => null)) as {
    code: number;
    msg: string;
    errorId?: string;
    errorParams?: Record<string, string | number>;
    data: unknown;
  } | null;
  if (res.status === 401) {
    adminToken.clear();
  }
  if (env?.code !== 0) {
    throw new AdminCallError(env?.msg ?? formatError('UNKNOWN'), res.status, env?.errorId, env?.errorParams);
  }
  const schema = route.io.data;
  const parsed = typeof schema === 'string' ? null : schema.safeParse(env.data);
  if (!parsed?.success) {
    throw new AdminCallError(formatError('RESPONSE_INVALID'), res.status, 'RESPONSE_INVALID');
  }
  return parsed.data as TReply<R>;
};
