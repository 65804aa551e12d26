/** Storage keys of spec §3; the token lives in localStorage and a 7-day cookie. */
export const StorageKeys = {
  token: 'inine_token',
  account: 'account',
  customCookie: 'X-Custom-Cookie',
  customCookieMallId: 'X-Custom-Cookie-mallId',
  sendLoadPageTime: 'sendLoadPageTime',
  installObj: 'installObj',
  tipsClosedAt: 'tipsClosedAt',
  installReminderPrefix: 'installReminder:',
  language: 'lang',
  /** '1' while the stored token is the visitor demo's. */
  isVisitor: 'isVisitor',
  /** The signed-in user's role at the last load: what the first-page preload may ask for before user info is back. */
  lastRole: 'lastRole',
  /** An IANA time zone the user chose for dates (none: Beijing time, lib/beijing-time). */
  timeZone: 'timeZone',
} as const;

const DAY_MS = 86_400_000;

export const setCookie = (name: string, value: string, days: number) => {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
};

export const getCookie = (name: string): string | null => {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${encodeURIComponent(name)}=`));
  return hit ? decodeURIComponent(hit.slice(hit.indexOf('=') + 1)) : null;
};

export const deleteCookie = (name: string) => {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

export const readJson = <T>(key: string): T | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};
