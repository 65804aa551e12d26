import type { TMarketWorld, TShop } from '../market/world-types.js';
import type { TParams } from './params.js';
import type { TTemuToken } from './tokens.js';

/** What a type handler gets once the gateway has accepted the request. */
export type TOpenCall = {
  world: TMarketWorld;
  shop: TShop;
  token: TTemuToken;
  params: TParams;
  now: number;
};

/** Returns the `result` object; throws TemuOpenError for a business refusal. */
export type TOpenHandler = (call: TOpenCall) => unknown;
