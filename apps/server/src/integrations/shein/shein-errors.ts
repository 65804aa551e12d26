import {
  MarketplaceAuthError,
  type MarketplaceError,
  MarketplacePermanentError,
  MarketplaceRateLimitError,
  MarketplaceTransientError,
} from '../marketplace-types.js';

// Shein publishes no error-code table (only openapi00002, the IP whitelist, is attested). These are the codes the
// sandbox uses, shaped like Shein's; unknown codes fall back to reading the message.
// The seller's authorisation is gone (unknown openKeyId, revoked) or the tempToken is unusable: authorise again.
const AUTH_CODES = new Set(['openapi00005', 'openapi00006', 'auth00001', 'auth00002', 'auth00003']);
const RATE_CODES = new Set(['openapi00007']);
const BUSY_CODES = new Set(['openapi00099']);
const AUTH_TEXT = /openKeyId (not found|invalid)|revoked|unauthori[sz]ed|授权已?(失效|取消|撤销)/i;
const RATE_TEXT = /rate ?limit|too (many|frequent)|频繁|限流/i;
const BUSY_TEXT = /system (error|busy)|繁忙|系统异常/i;

/** Maps a Shein reply that is not `code: "0"` to the error kind the sync engine acts on. */
export const sheinError = (status: number, code: string, msg: string): MarketplaceError => {
  if (status === 401 || AUTH_CODES.has(code) || AUTH_TEXT.test(msg)) {
    return new MarketplaceAuthError('shein', code, msg || 'authorisation revoked or invalid');
  }
  if (RATE_CODES.has(code) || RATE_TEXT.test(msg)) {
    return new MarketplaceRateLimitError('shein', code, msg);
  }
  if (BUSY_CODES.has(code) || BUSY_TEXT.test(msg)) {
    return new MarketplaceTransientError('shein', code, msg);
  }
  return new MarketplacePermanentError('shein', code, msg);
};
