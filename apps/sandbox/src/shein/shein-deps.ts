import type { FastifyRequest } from 'fastify';
import type { TMarketWorld, TSheinSeller, TShop } from '../market/world-types.js';
import { SheinError } from './errors.js';
import type { createFaults, createRateLimiter } from './gate.js';
import type { TCredential, TGrantStore } from './grants.js';
import type { TWorldIndex } from './world-index.js';

/** State shared by the empower page (issues grants) and the open API (checks them). */
export type TSheinDeps = {
  world: TMarketWorld;
  now: () => number;
  grants: TGrantStore;
  limiter: ReturnType<typeof createRateLimiter>;
  faults: ReturnType<typeof createFaults>;
  index: TWorldIndex;
};

/** The seller behind a verified openKeyId; every business endpoint answers only about these shops. */
export type TCaller = { credential: TCredential; seller: TSheinSeller; shopIds: number[] };

// A WeakMap rather than a request decoration, so the sandbox adds nothing to Fastify's global types.
const callers = new WeakMap<FastifyRequest, TCaller>();

export const setCaller = (req: FastifyRequest, caller: TCaller): void => {
  callers.set(req, caller);
};

export const callerOf = (req: FastifyRequest): TCaller => {
  const caller = callers.get(req);
  if (!caller) {
    throw new Error('shein: business route reached without the signature guard');
  }
  return caller;
};

/** Shein's SDK types supplierId as a number; the world keeps ids as strings, so convert when all digits. */
export const supplierIdOut = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

export const findSeller = (world: TMarketWorld, supplierId: string): TSheinSeller | undefined =>
  world.sheinSellers.find((s) => s.supplierId === supplierId);

/** Shein shops of a seller, in the order the world lists them. */
export const sellerShops = (world: TMarketWorld, seller: TSheinSeller): TShop[] =>
  seller.shopIds.map((id) => world.shop(id)).filter((s): s is TShop => s?.platform === 'shein');

/** Unknown and foreign stores get the same answer, so a caller cannot probe other sellers' ids. */
export const ownedShop = (deps: TSheinDeps, caller: TCaller, storeId: number): TShop => {
  const shop = caller.shopIds.includes(storeId) ? deps.world.shop(storeId) : undefined;
  if (!shop) {
    throw new SheinError('storeNotAuthorized', String(storeId));
  }
  return shop;
};
