import { createHash } from 'node:crypto';
import type { TMarketWorld } from '../market/world-types.js';
import { KSA_APP_KEY } from './apps.js';
import { addDays, beijingMidnight, DAY_MS } from './beijing-time.js';
import { TEMU_OPEN_TYPES } from './type-names.js';

export type TTemuToken = {
  accessToken: string;
  appKey: string;
  mallId: number;
  uid: string;
  apiScopeList: string[];
  /** Unix seconds, as Temu reports them. */
  issuedAt: number;
  expiredTime: number;
};

/** Third-party apps get 90-day tokens (research §1.5). */
export const TOKEN_VALIDITY_DAYS = 90;
/** Seeded tokens were "issued" this many days before world.today, so a fresh world shows them valid for 60 more days. */
const ISSUED_DAYS_BEFORE_TODAY = 30;

/** 48 lowercase hex chars, stable for a (seed, shop) pair so docs, tests and the accounts page agree. */
export const accessTokenFor = (seed: number, shopId: number): string =>
  createHash('sha256').update(`temu-open:${seed}:${shopId}`).digest('hex').slice(0, 48);

/** The token each Temu shop of the world has issued to our app, as the seller would copy it from 授权管理. */
export const tokensFor = (world: TMarketWorld): TTemuToken[] => {
  const issuedMs = beijingMidnight(addDays(world.today, -ISSUED_DAYS_BEFORE_TODAY));
  return world.shops
    .filter((shop) => shop.platform === 'temu')
    .map((shop) => ({
      accessToken: accessTokenFor(world.seed, shop.shopId),
      appKey: KSA_APP_KEY,
      mallId: shop.shopId,
      uid: shop.ownerId,
      apiScopeList: [...TEMU_OPEN_TYPES],
      issuedAt: Math.floor(issuedMs / 1000),
      expiredTime: Math.floor((issuedMs + TOKEN_VALIDITY_DAYS * DAY_MS) / 1000),
    }));
};

/** Live token state shared by the open API and the seller centre's 授权管理 page; admin routes mutate it. */
export const createTemuTokenStore = (world: TMarketWorld, now: () => number) => {
  const byToken = new Map(tokensFor(world).map((t) => [t.accessToken, t]));

  return {
    get: (accessToken: string): TTemuToken | undefined => byToken.get(accessToken),
    list: (): TTemuToken[] => [...byToken.values()],
    /** Makes a token expire now, so tests can see 7000007 without waiting 90 days. */
    expire(accessToken: string): boolean {
      const token = byToken.get(accessToken);
      if (!token) {
        return false;
      }
      token.expiredTime = Math.min(token.expiredTime, Math.floor(now() / 1000) - 1);
      return true;
    },
    setScopes(accessToken: string, apiScopeList: string[]): boolean {
      const token = byToken.get(accessToken);
      if (!token) {
        return false;
      }
      token.apiScopeList = [...apiScopeList];
      return true;
    },
  };
};

export type TTemuTokenStore = ReturnType<typeof createTemuTokenStore>;
