/**
 * What a prompt remembers about having been shown. "Once per session" means once per login, in every tab of it: a
 * page opened in a new tab (the payment result, a help article) is the same session, so the mark lives in local
 * storage next to a fingerprint of the login's token; a new login prompts again.
 */

const fingerprint = (token: string) => {
  // FNV-1a: enough to tell one login's token from the next without keeping the token twice.
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
};

const sessionKey = (kind: string, uid: number) => `promptShown:${kind}:${uid}`;
const neverKey = (kind: string, uid: number) => `promptNever:${kind}:${uid}`;

export const wasShownThisSession = (kind: string, uid: number, token: string) =>
  localStorage.getItem(sessionKey(kind, uid)) === fingerprint(token);

export const markShownThisSession = (kind: string, uid: number, token: string) =>
  localStorage.setItem(sessionKey(kind, uid), fingerprint(token));

/** 不再提示: kept per user on this browser until they clear it. */
export const isNeverAgain = (kind: string, uid: number) => localStorage.getItem(neverKey(kind, uid)) === '1';

export const setNeverAgain = (kind: string, uid: number) => localStorage.setItem(neverKey(kind, uid), '1');

/** The day in Beijing time (the marketplaces' calendar), which 今日不再提示 lasts for. */
export const beijingDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const closedAtKey = (kind: string, uid: number) => `promptClosedAt:${kind}:${uid}`;

/** 今日不再提示: the close time is kept (spec §3 storage keys); it holds for the rest of that Beijing day. */
export const setClosedToday = (kind: string, uid: number, now: Date) =>
  localStorage.setItem(closedAtKey(kind, uid), now.toISOString());

export const isClosedToday = (kind: string, uid: number, now: Date) => {
  const at = localStorage.getItem(closedAtKey(kind, uid));
  return Boolean(at) && beijingDay(new Date(at as string)) === beijingDay(now);
};
