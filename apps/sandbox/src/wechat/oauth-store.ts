import { randomBytes } from 'node:crypto';

export const CODE_TTL_MS = 5 * 60_000;
export const ACCESS_TOKEN_TTL_S = 7200;
const TOKEN_MEMORY_MS = 24 * 3_600_000;

type TGrant = { appid: string; userKey: string; expiresAt: number };
type TCode = TGrant & { used: boolean };

const token = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** Authorization codes (single use, 5 minutes) and access tokens (2 hours), as WeChat's sns OAuth issues them. */
export const createOAuthStore = (now: () => number) => {
  const codes = new Map<string, TCode>();
  const tokens = new Map<string, TGrant>();

  // Used codes stay until they expire so a second exchange says "code been used", not "invalid code";
  // expired tokens are remembered a while longer so they answer "expired" rather than "invalid".
  const prune = (t: number) => {
    for (const [key, value] of codes) {
      if (value.expiresAt <= t) {
        codes.delete(key);
      }
    }
    for (const [key, value] of tokens) {
      if (value.expiresAt + TOKEN_MEMORY_MS <= t) {
        tokens.delete(key);
      }
    }
  };

  return {
    issueCode(appid: string, userKey: string): string {
      const t = now();
      prune(t);
      const code = token(24);
      codes.set(code, { appid, userKey, expiresAt: t + CODE_TTL_MS, used: false });

      return code;
    },
    /** Consumes a code; the errcode of WeChat's reply when it cannot be used. */
    redeemCode(appid: string, code: string): { userKey: string } | { errcode: 40029 | 40163 } {
      const entry = codes.get(code);
      if (!entry || entry.appid !== appid || entry.expiresAt <= now()) {
        return { errcode: 40029 };
      }
      if (entry.used) {
        return { errcode: 40163 };
      }
      entry.used = true;

      return { userKey: entry.userKey };
    },
    issueToken(appid: string, userKey: string): string {
      const accessToken = token(48);
      tokens.set(accessToken, { appid, userKey, expiresAt: now() + ACCESS_TOKEN_TTL_S * 1000 });

      return accessToken;
    },
    /** The sandbox has no refresh endpoint yet, so refresh tokens are only shaped like real ones. */
    newRefreshToken(): string {
      return token(48);
    },
    /** Expired tokens are told apart from unknown ones, as WeChat does (42001 vs 40001). */
    findToken(accessToken: string): TGrant | 'expired' | undefined {
      const entry = tokens.get(accessToken);
      if (!entry) {
        return undefined;
      }

      return entry.expiresAt <= now() ? 'expired' : entry;
    },
  };
};
