import { Errors, FallbackMsg, findRoute, Limits, ResultCode, type TEnvelope, type TErrorId } from '@ksa/contract';
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
  method?: 'GET' | 'POST';
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
 * Calls the API with the spec's interceptor rules (§7-§8): Authorization from the stored token,
 * 30 s timeout, visitors blocked on modifying calls, 401 clears the session, 403 is silent,
 * code 1 shows its msg. Resolves with `data` of a code-0 envelope.
 */
export async function request<T>(
  path: string,
  body: Record<string, unknown> = {},
  opts: TRequestOptions = {},
): Promise<T> {
  const method = opts.method ?? (findRoute('POST', path) || !findRoute('GET', path) ? 'POST' : 'GET');
  const route = findRoute(method, path);
  const session = getSession();
  if (session.isVisitor && (route?.write || route?.paid) && route.access !== 'public') {
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
  let url = path;
  let payload: BodyInit | undefined;
  if (method === 'GET') {
    const qs = encodeForm(body).toString();
    url = qs ? `${path}?${qs}` : path;
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
  const env = (await res.json().catch(() => null)) as TEnvelope<T> | null;
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

export const get = <T>(path: string, query: Record<string, unknown> = {}, opts: TRequestOptions = {}) =>
  request<T>(path, query, { ...opts, method: 'GET' });
