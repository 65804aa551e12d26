import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TMarketWorld, TTemuAccount } from '../market/world-types.js';
import type { TInbox } from '../sms/inbox.js';
import type { TRateLimiter } from '../temu-open/token-bucket.js';
import type { TTemuTokenStore } from '../temu-open/tokens.js';
import type { TListingStore } from './listings.js';
import type { createChallengeStore, createLoginGuard, TSession, TSessionStore } from './seller-stores.js';

export type TTemuSellerDeps = {
  world: TMarketWorld;
  /** The sandbox SMS inbox: login codes land there and show at /sms/messages?phone=. */
  inbox: TInbox;
  now: () => number;
  /** Clock of the rate limiter (defaults to now). */
  pacingNow?: () => number;
  /** Shared with the open API plugin so 授权管理 shows tokens the admin route expired. */
  tokens?: TTemuTokenStore;
  /** Products and specs sellers add (joined to world.skcs); made here when the caller passes none. */
  listings?: TListingStore;
  options?: {
    /** Default 24 h. */
    sessionTtlMs?: number;
    /** Per-session request rate; default 10 per second. */
    requestsPerSecond?: number;
  };
};

/** Everything the route modules share inside one plugin instance. */
export type TSellerState = {
  deps: TTemuSellerDeps;
  tokens: TTemuTokenStore;
  guard: ReturnType<typeof createLoginGuard>;
  challenges: ReturnType<typeof createChallengeStore>;
  sessions: TSessionStore;
  limiter: TRateLimiter;
  listings: TListingStore;
};

export type TSellerError = { success: false; errorCode: string; errorMsg: string };

export const sellerError = (errorCode: string, errorMsg: string): TSellerError => ({
  success: false,
  errorCode,
  errorMsg,
});

export const replyError = (reply: FastifyReply, status: number, errorCode: string, errorMsg: string) =>
  reply.code(status).send(sellerError(errorCode, errorMsg));

/**
 * The login identity behind a phone or a uid: a main account, or one of its 子账号 seen as an account that
 * reaches only its own malls (`mainUid` names the main account).
 */
export const findSellerLogin = (
  world: TMarketWorld,
  by: { phone: string } | { uid: string },
): TTemuAccount | undefined => {
  const hit = (a: { phone: string; uid: string }) => ('phone' in by ? a.phone === by.phone : a.uid === by.uid);
  for (const main of world.temuAccounts) {
    if (hit(main)) {
      return main;
    }
    const sub = main.subAccounts?.find(hit);
    if (sub) {
      return {
        uid: sub.uid,
        phone: sub.phone,
        password: sub.password,
        needsSmsCode: sub.needsSmsCode,
        demo: false,
        shopIds: sub.shopIds,
        mainUid: main.uid,
      };
    }
  }
  return undefined;
};

/** The logged-in account of a request; set by the session hook of the data routes. */
export type TSellerRequestAuth = { session: TSession; account: TTemuAccount };
export const requestAuth = new WeakMap<FastifyRequest, TSellerRequestAuth>();

/** 13800000001 → 138****0001, as the seller centre shows the login phone. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
