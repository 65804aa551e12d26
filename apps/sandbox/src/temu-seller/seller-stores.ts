import { randomBytes, randomInt } from 'node:crypto';

const MINUTE_MS = 60_000;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 10 * MINUTE_MS;
export const CODE_TTL_MS = 5 * MINUTE_MS;
export const CODE_RESEND_MS = MINUTE_MS;
export const CODE_MAX_TRIES = 5;

/** Wrong-password counter per phone; the 5th failure locks the phone for 10 minutes, then it starts over. */
export const createLoginGuard = (now: () => number) => {
  const state = new Map<string, { failures: number; lockedUntil: number }>();
  return {
    isLocked(phone: string): boolean {
      const s = state.get(phone);
      if (s && s.lockedUntil > 0 && s.lockedUntil <= now()) {
        state.delete(phone);
        return false;
      }
      return (s?.lockedUntil ?? 0) > now();
    },
    fail(phone: string): void {
      const s = state.get(phone) ?? { failures: 0, lockedUntil: 0 };
      s.failures += 1;
      if (s.failures >= LOCK_AFTER_FAILURES) {
        s.lockedUntil = now() + LOCK_MS;
      }
      state.set(phone, s);
    },
    succeed: (phone: string): void => void state.delete(phone),
  };
};

export type TChallenge = { id: string; uid: string; phone: string; code: string; sentAt: number; tries: number };

/** SMS login challenges: one live challenge per phone, re-sent at most once a minute. */
export const createChallengeStore = (now: () => number) => {
  const byId = new Map<string, TChallenge>();
  const byPhone = new Map<string, string>();
  return {
    /** The live challenge sent under a minute ago, which must be reused instead of sending another SMS. */
    recent(phone: string): TChallenge | undefined {
      const c = byId.get(byPhone.get(phone) ?? '');
      return c && now() - c.sentAt < CODE_RESEND_MS ? c : undefined;
    },
    issue(uid: string, phone: string): TChallenge {
      byId.delete(byPhone.get(phone) ?? '');
      const c = {
        id: randomBytes(12).toString('hex'),
        uid,
        phone,
        code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        sentAt: now(),
        tries: 0,
      };
      byId.set(c.id, c);
      byPhone.set(phone, c.id);
      return c;
    },
    /** 'ok' consumes the challenge; an expired or exhausted challenge is forgotten. */
    verify(id: string, code: string): { result: 'ok'; uid: string } | { result: 'wrong' | 'expired' } {
      const c = byId.get(id);
      if (!c || now() - c.sentAt > CODE_TTL_MS || c.tries >= CODE_MAX_TRIES) {
        byId.delete(id);
        return { result: 'expired' };
      }
      if (c.code !== code) {
        c.tries += 1;
        return { result: 'wrong' };
      }
      byId.delete(id);
      byPhone.delete(c.phone);
      return { result: 'ok', uid: c.uid };
    },
  };
};

export type TSession = { token: string; uid: string; expiresAt: number };

export const createSessionStore = (now: () => number, ttlMs: number) => {
  const sessions = new Map<string, TSession>();
  return {
    open(uid: string): TSession {
      const s = { token: randomBytes(24).toString('hex'), uid, expiresAt: now() + ttlMs };
      sessions.set(s.token, s);
      return s;
    },
    get(token: string): TSession | undefined {
      const s = sessions.get(token);
      if (s && s.expiresAt <= now()) {
        sessions.delete(token);
        return undefined;
      }
      return s;
    },
    /** Ends every session of an account, the way a password change or a Temu risk check logs it out everywhere. */
    endAll(uid: string): number {
      let ended = 0;
      for (const [token, s] of sessions) {
        if (s.uid === uid) {
          sessions.delete(token);
          ended += 1;
        }
      }
      return ended;
    },
  };
};

export type TSessionStore = ReturnType<typeof createSessionStore>;
