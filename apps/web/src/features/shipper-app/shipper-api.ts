import { ApiRoutes, type TDeliveryRow } from '@ksa/contract';

/** The shipper app keeps its own token (it is a separate installed app; the main app's session is untouched). */
const TOKEN_KEY = 'ksa_m_token';
export const shipperToken = () => localStorage.getItem(TOKEN_KEY);
export const setShipperToken = (t: string | null) =>
  t ? localStorage.setItem(TOKEN_KEY, t) : localStorage.removeItem(TOKEN_KEY);

/** A refusal by the server (code ≠ 0): unlike a network failure, sending it again would not help. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export const callApi = async <T>(path: string, body: unknown): Promise<T> => {
  const token = shipperToken();
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (!env) {
    throw new Error(`HTTP ${res.status}`);
  }
  if (env.code !== 0) {
    if (res.status === 401) {
      setShipperToken(null);
    }
    throw new Refused(env.msg, env.code);
  }
  return env.data;
};

/** The existing password login (phone + password); only shippers use this app. */
export const login = async (phone: string, password: string) => {
  const data = await callApi<{ token: string }>(ApiRoutes.login.path, { userName: phone, password });
  setShipperToken(data.token);
};

/** Open work (to pack, to ship) of the shops assigned to the shipper, most urgent first. */
export const fetchTasks = async (): Promise<TDeliveryRow[]> => {
  const [pack, ship] = await Promise.all(
    [1, 2].map((status) =>
      callApi<{ list: TDeliveryRow[] }>(ApiRoutes.deliveryList.path, { status, pageSize: 500, tab: 1 }),
    ),
  );
  return [...pack!.list, ...ship!.list].sort((a, b) => a.requiredDay.localeCompare(b.requiredDay));
};

export const fetchLogistics = (shopId: number) =>
  callApi<{ id: number; name: string }[]>(ApiRoutes.deliveryLogistics.path, { shopId });
