import {
  MarketplaceAuthError,
  type MarketplaceError,
  MarketplacePermanentError,
  MarketplaceRateLimitError,
  MarketplaceTransientError,
} from '../marketplace-types.js';

// §1.4. The token is dead or not ours: the seller must paste a new one (token expired / not exists / other app_key).
const RELOGIN = new Set([7000007, 7000018, 7000006, 3000034, 3000031, 3000033]);
// Token lacks the API: the seller must tick that API group when re-authorising, but other calls still work.
const NO_SCOPE = new Set([7000019, 7000022, 3000032]);
const RATE_LIMITED = new Set([4000004]);
const SYSTEM_EXCEPTION = new Set([4000000]);

/** Maps a Temu `errorCode` (CN 7000xxx or US/EU/GLOBAL 3000xxx) to the error kind the sync engine acts on. */
export const temuOpenError = (errorCode: number | string, errorMsg: string): MarketplaceError => {
  const code = Number(errorCode);
  const label = String(errorCode);
  if (RELOGIN.has(code)) {
    return new MarketplaceAuthError('temu-open', label, errorMsg || 'access_token expired or invalid');
  }
  if (RATE_LIMITED.has(code)) {
    return new MarketplaceRateLimitError('temu-open', label, errorMsg || 'rate limited');
  }
  if (SYSTEM_EXCEPTION.has(code)) {
    return new MarketplaceTransientError('temu-open', label, errorMsg || 'system exception');
  }
  const detail = NO_SCOPE.has(code) ? `token lacks this API: ${errorMsg}` : errorMsg;
  return new MarketplacePermanentError('temu-open', label, detail);
};
