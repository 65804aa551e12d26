import { ApiRoutes, type TDeliveryRow } from '@ksa/contract';
import { callUrl, type TCallInput, type TIoRoute, type TReply } from '../../lib/api-call';

/** The shipper app keeps its own token (it is a separate installed app; the main app's session is untouched). */
const TOKEN_KEY = 'ksa_m_token';
const TASKS_KEY = 'ksa_m_tasks';
export const shipperToken = () => localStorage.getItem(TOKEN_KEY);
export const setShipperToken = (t: string | null) => {
  if (t) {
    localStorage.setItem(TOKEN_KEY, t);
  } else {
    localStorage.removeItem(TOKEN_KEY);
    // Another shipper may log in on this phone next: yesterday's list is not theirs.
    localStorage.removeItem(TASKS_KEY);
  }
};

/**
 * A refusal by the server (code ≠ 0): unlike a network failure, sending it again would not help. It carries the
 * catalogue id and values, so it is shown in the user's language (msgOfError), never by the server's text.
 */
export class Refused extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly errorId?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** One catalogue call with the shipper's token: JSON body, the reply's data parsed with the route's schema. */
export const callApi = async <R extends TIoRoute>(route: R, input: TCallInput<R>): Promise<TReply<R>> => {
  const token = shipperToken();
  const { url, body } = callUrl(route, input as Record<string, unknown>);
  const res = await fetch(url, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(route.method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const env = (await res.json().catch(() => null)) as {
    code: number;
    msg: string;
    errorId?: string;
    errorParams?: Record<string, string | number>;
    data: unknown;
  } | null;
  if (!env) {
    throw new Error(`HTTP ${res.status}`);
  }
  if (env.code !== 0) {
    if (res.status === 401) {
      setShipperToken(null);
    }
    throw new Refused(env.msg, env.code, env.errorId, env.errorParams);
  }
  const schema = route.io.data;
  const parsed = typeof schema === 'string' ? null : schema.safeParse(env.data);
  if (!parsed?.success) {
    // Not a refusal: the action may have landed, and its idempotency key makes sending it again harmless.
    throw new Error(`${route.path}: unexpected reply`);
  }
  return parsed.data as TReply<R>;
};

/** The existing password login (phone + password); only shippers use this app. */
export const login = async (phone: string, password: string) => {
  const data = await callApi(ApiRoutes.login, { userName: phone, password });
  setShipperToken(data.token);
};

/** The login code to the shipper's phone (the web app's own call); its countdown in seconds. */
export const sendLoginCode = (phone: string) => callApi(ApiRoutes.sendPhoneCode, { phone });

/** Login with the SMS code: a shipper's first login (no password yet) needs nothing else. */
export const loginByCode = async (phone: string, code: string) => {
  const data = await callApi(ApiRoutes.login, { userName: phone, code });
  setShipperToken(data.token);
};

/** The last list the server gave, so the app opened offline still shows the day's work. */
export const lastTasks = (): TDeliveryRow[] => {
  try {
    return JSON.parse(localStorage.getItem(TASKS_KEY) ?? '[]') as TDeliveryRow[];
  } catch {
    return [];
  }
};

/** Open work (to pack, to ship) of the shops assigned to the shipper, most urgent first. */
export const fetchTasks = async (): Promise<TDeliveryRow[]> => {
  const [pack, ship] = await Promise.all(
    [1, 2].map((status) => callApi(ApiRoutes.deliveryList, { status, pageSize: 500, tab: 1 })),
  );
  const tasks = [...pack!.list, ...ship!.list].sort((a, b) => a.requiredDay.localeCompare(b.requiredDay));
  localStorage.setItem(TASKS_KEY, JSON.stringify(tasks));
  return tasks;
};

export const fetchLogistics = (shopId: number) => callApi(ApiRoutes.deliveryLogistics, { shopId });
