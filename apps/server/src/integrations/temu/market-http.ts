/*
 * Shared by the Temu and Shein clients (it lives in temu/ only because this change may touch nothing else under
 * integrations/; move it up a level when convenient). Turns the transport's own failures into MarketplaceErrors.
 */
import { MarketplaceRateLimitError, MarketplaceTransientError, type TMkSourceName } from '../marketplace-types.js';

export type THttpOptions = { source: TMkSourceName; fetch: typeof fetch; timeoutMs: number };
export type TJsonReply = { status: number; body: unknown };

// undici reports "fetch failed" with the useful part (ECONNREFUSED…) in cause.code.
const causeOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : 'fetch failed';
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

// Retry-After is seconds (or an HTTP date, which no marketplace sends); default to 1 s so callers always back off.
const retryAfterMs = (header: string | null): number => {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1_000 : 1_000;
};

const codeIn = (body: unknown): string | null => {
  // Temu's seller centre says errorCode, Shein says code.
  const b = typeof body === 'object' && body !== null ? (body as { errorCode?: unknown; code?: unknown }) : {};
  const code = b.errorCode ?? b.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
};

/**
 * One HTTP exchange. Throws for what no marketplace answers deliberately (network, timeout, 429, 5xx, non-JSON);
 * returns any other status with its parsed body so the caller can read the marketplace's own error codes.
 */
export const requestJson = async (http: THttpOptions, url: string, init: RequestInit): Promise<TJsonReply> => {
  let res: Response;
  let text: string;
  try {
    res = await http.fetch(url, { ...init, signal: AbortSignal.timeout(http.timeoutMs) });
    text = await res.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new MarketplaceTransientError(http.source, 'TIMEOUT', `no answer within ${http.timeoutMs} ms`);
    }
    throw new MarketplaceTransientError(http.source, 'NETWORK', causeOf(error));
  }
  const body = parse(text);
  if (res.status === 429) {
    const code = codeIn(body) ?? 'HTTP_429';
    throw new MarketplaceRateLimitError(
      http.source,
      code,
      'rate limited',
      retryAfterMs(res.headers.get('retry-after')),
    );
  }
  if (res.status >= 500) {
    throw new MarketplaceTransientError(http.source, codeIn(body) ?? `HTTP_${res.status}`, `HTTP ${res.status}`);
  }
  if (body === undefined) {
    // An HTML error page from a proxy or WAF, typically: nothing to act on but to try again later.
    throw new MarketplaceTransientError(http.source, 'BAD_RESPONSE', `HTTP ${res.status}, not JSON`);
  }
  return { status: res.status, body };
};
