import { randomBytes } from 'node:crypto';
import type { TSheinErrorKey } from './errors.js';

export const TEMP_TOKEN_TTL_MS = 10 * 60_000;
// Spent and expired tempTokens are remembered this long so they answer "used"/"expired" rather than "invalid".
const TEMP_TOKEN_MEMORY_MS = 24 * 3_600_000;

export type TCredential = { appid: string; supplierId: string; openKeyId: string; secretKey: string };
type TTempToken = { appid: string; supplierId: string; state: string; expiresAt: number; used: boolean };

/** Shein's ids and keys are 32 upper-case hex characters. */
const hex32 = (): string => randomBytes(16).toString('hex').toUpperCase();

/**
 * Who authorised which app: single-use tempTokens and the long-lived openKeyId/secretKey pair per (app, supplier).
 * The pair has no expiry; re-authorising keeps the openKeyId but rotates the secretKey (the old one stops
 * signing), revoking forgets the pair so the openKeyId answers "revoked".
 */
export const createGrantStore = (now: () => number) => {
  const tempTokens = new Map<string, TTempToken>();
  const byGrant = new Map<string, TCredential>();
  const byOpenKeyId = new Map<string, TCredential>();
  const revoked = new Set<string>();
  const grantKey = (appid: string, supplierId: string) => `${appid}\n${supplierId}`;

  const prune = (t: number) => {
    for (const [token, entry] of tempTokens) {
      if (entry.expiresAt + TEMP_TOKEN_MEMORY_MS <= t) {
        tempTokens.delete(token);
      }
    }
  };

  return {
    /** The seller pressed 授权: (re)issue the pair and hand out a tempToken for the callback. */
    authorize(appid: string, supplierId: string, state: string): string {
      const t = now();
      prune(t);
      const existing = byGrant.get(grantKey(appid, supplierId));
      if (existing) {
        existing.secretKey = hex32();
      } else {
        const credential = { appid, supplierId, openKeyId: hex32(), secretKey: hex32() };
        byGrant.set(grantKey(appid, supplierId), credential);
        byOpenKeyId.set(credential.openKeyId, credential);
      }
      const token = randomBytes(24).toString('base64url');
      tempTokens.set(token, { appid, supplierId, state, expiresAt: t + TEMP_TOKEN_TTL_MS, used: false });
      return token;
    },

    /** get-by-token: consumes the tempToken; a token of another app is as unknown as a made-up one. */
    redeem(appid: string, token: string): { credential: TCredential; state: string } | { error: TSheinErrorKey } {
      const entry = tempTokens.get(token);
      const credential = entry ? byGrant.get(grantKey(entry.appid, entry.supplierId)) : undefined;
      if (!entry || entry.appid !== appid || !credential) {
        return { error: 'tempTokenInvalid' };
      }
      if (entry.used) {
        return { error: 'tempTokenUsed' };
      }
      if (entry.expiresAt <= now()) {
        return { error: 'tempTokenExpired' };
      }
      entry.used = true;
      return { credential, state: entry.state };
    },

    findByOpenKeyId(openKeyId: string): TCredential | 'revoked' | undefined {
      return byOpenKeyId.get(openKeyId) ?? (revoked.has(openKeyId) ? 'revoked' : undefined);
    },

    /** The seller withdrew the authorisation (or our unbind flow did); false when there was none. */
    revoke(appid: string, supplierId: string): boolean {
      const credential = byGrant.get(grantKey(appid, supplierId));
      if (!credential) {
        return false;
      }
      byGrant.delete(grantKey(appid, supplierId));
      byOpenKeyId.delete(credential.openKeyId);
      revoked.add(credential.openKeyId);
      return true;
    },
  };
};

export type TGrantStore = ReturnType<typeof createGrantStore>;
