import type { TWorldProfile } from './world-types.js';

export type TProfileName = TWorldProfile['name'];

/**
 * tiny: fast unit tests. demo: what the visitor demo BOSS owns, plus spare accounts that new users
 * can bind in the sandbox. large: benchmarks (50 shops). All bound accounts of a profile are `demo`.
 */
export const PROFILES: Record<TProfileName, TWorldProfile> = {
  tiny: {
    name: 'tiny',
    temuAccounts: 1,
    temuShopsPerAccount: 2,
    sheinSellers: 1,
    sheinShopsPerSeller: 1,
    skcsPerShop: 20,
    historyDays: 60,
    spareTemuShops: [1, 1],
    spareSheinShops: [1],
  },
  demo: {
    name: 'demo',
    temuAccounts: 2,
    temuShopsPerAccount: 3,
    sheinSellers: 1,
    sheinShopsPerSeller: 2,
    skcsPerShop: 200,
    historyDays: 730,
    spareTemuShops: [2, 3, 2],
    spareSheinShops: [1, 2],
  },
  large: {
    name: 'large',
    temuAccounts: 8,
    temuShopsPerAccount: 5,
    sheinSellers: 5,
    sheinShopsPerSeller: 2,
    skcsPerShop: 200,
    historyDays: 730,
    spareTemuShops: [],
    spareSheinShops: [],
  },
};

/** A profile by name, optionally with a different history length (e.g. the 4-year large variant: 1460). */
export const resolveProfile = (name: TProfileName, historyDays?: number): TWorldProfile => {
  const base = PROFILES[name];
  if (historyDays === undefined) {
    return base;
  }
  if (!Number.isInteger(historyDays) || historyDays < 1) {
    throw new Error(`historyDays must be a positive integer, got ${historyDays}`);
  }
  return { ...base, historyDays };
};
