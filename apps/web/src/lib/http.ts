import { Errors, FallbackMsg, Limits, ResultCode, type TEnvelope, type TErrorId, type TRouteDef } from '@ksa/contract';
import { getSession } from '../stores/session';
import { isErrorId, msgFromWire, msgText, type TMsgParams } from './error-text';
import { StorageKeys } from './storage';

/**
 * A rejected call: the envelope's code and msg, the catalogue id and values it came with (what the UI
 * translates), plus the HTTP status when there was one.
 */
export class ApiError extends Error {
  readonly errorId?: TErrorId;
  readonly params?: TMsgParams;

  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly data?: unknown,
    wire?: { errorId?: string; errorParams?: TMsgParams },
  ) {
    super(message);
    this.name = 'ApiError';
    if (isErrorId(wire?.errorId)) {
      this.errorId = wire.errorId;
      this.params = wire.errorParams;
    }
  }
}

type TNotifier = { error: (msg: string) => void; warning: (msg: string) => void; destroy: () => void };
type THooks = {
  notify: TNotifier;
  navigate: (path: string) => void;
  /** Shown when a visitor tries a modifying action. */
  onVisitorBlocked: () => void;
};

const hooks: THooks = {
  notify: { error: (m) => console.error(m), warning: (m) => console.warn(m), destroy: () => {} },
  navigate: (path) => window.location.assign(path),
  onVisitorBlocked: () => {},
};

/** The app shell wires antd's message API, the router and the visitor prompt in here. */
export const configureHttp = (h: Partial<THooks>) => Object.assign(hooks, h);

export type TRequestOptions = {
  /** Send JSON instead of the default form encoding. */
  json?: boolean;
  /** Do not toast errors; the caller shows them (e.g. under a form field). */
  silent?: boolean;
  signal?: AbortSignal;
  /** A multipart body (file uploads); the browser sets its content type and boundary. */
  form?: FormData;
};

const BLOCKED = Errors.VISITOR_BLOCKED.msg;

const encodeForm = (body: Record<string, unknown>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) {
      continue;
    }
    p.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return p;
};

const show = (msg: string, opts: TRequestOptions, env?: TEnvelope<unknown> | null) => {
  if (opts.silent || msg === 'error' || getSession().isVisitor) {
    return;
  }
  if (msg === 'folder does not exist') {
    hooks.notify.warning(Errors.FOLDER_MISSING.msg);
    return;
  }
  hooks.notify.error(env ? msgText(msgFromWire(env.errorId, env.errorParams, msg)) : msg);
};

const onLoginExpired = (msg: string) => {
  const wasVisitor = getSession().isVisitor;
  getSession().clear();
  // An expired demo token is not the visitor's doing: the shell quietly fetches a fresh one.
  if (wasVisitor) {
    return;
  }
  hooks.notify.destroy();
  hooks.notify.error(msg || Errors.LOGIN_EXPIRED.msg);
  hooks.navigate('/login');
};

/**
 * Sends one call of the catalogue with the spec's interceptor rules (§7-§8): Authorization from the stored
 * token, 30 s timeout, visitors blocked on modifying calls, 401 clears the session, 403 is silent, code 1
 * shows its msg. `url` is the route's path with its params and query filled in (api-call.ts builds it);
 * `body` is sent on a POST, as a form unless `json`. Resolves with `data` of a code-0 envelope, unparsed:
 * only apiCall calls this, and parses it with the route's reply schema.
 */
export async function sendCall(
  route: TRouteDef,
  url: string,
  body: Record<string, unknown> = {},
  opts: TRequestOptions = {},
): Promise<unknown> {
  const method = route.method;
  const session = getSession();
  if (session.isVisitor && (route.write || route.paid) && route.access !== 'public') {
    hooks.onVisitorBlocked();
    throw new ApiError(BLOCKED, ResultCode.forbidden, 0);
  }
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (session.token) {
    headers.Authorization = session.token;
  }
  const mallId = localStorage.getItem(StorageKeys.customCookieMallId);
  if (mallId) {
    headers['X-Custom-Cookie-mallId'] = mallId;
  }
  let payload: BodyInit | undefined;
  if (method === 'GET') {
    payload = undefined;
  } else if (opts.form) {
    payload = opts.form;
  } else if (opts.json) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  } else {
    payload = encodeForm(body);
  }
  const timeout = AbortSignal.timeout(Limits.requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, signal });
  } catch (err) {
    const msg =
      err instanceof Error && err.name === 'TimeoutError' ? '请求超时，请稍后重试' : '网络异常，请检查网络连接';
    show(msg, opts);
    throw new ApiError(msg, ResultCode.error, 0);
  }
  const env = (await res.json().catch(() => null)) as TEnvelope<unknown> | null;
  const msg = env?.msg || FallbackMsg.unknown;
  const wire = env ?? undefined;
  if (res.status === 401 || env?.code === ResultCode.unauthorized) {
    onLoginExpired(env ? msgText(msgFromWire(env.errorId, env.errorParams, env.msg)) : Errors.LOGIN_EXPIRED.msg);
    throw new ApiError(msg, ResultCode.unauthorized, res.status, undefined, wire);
  }
  if (res.status === 403) {
    // Spec §8: network 403 is silent.
    throw new ApiError(msg, env?.code ?? ResultCode.forbidden, 403, env?.data, wire);
  }
  if (!env || env.code !== ResultCode.ok) {
    if (env?.code !== ResultCode.shopEmpty) {
      show(msg, opts, env);
    }
    throw new ApiError(msg, env?.code ?? ResultCode.error, res.status, env?.data, wire);
  }
  return env.data;
}

/** A query string of plain values (arrays joined by commas, as the spec's form encoding sends them). */
export const queryString = (values: Record<string, unknown>) => encodeForm(values).toString();
