/** The Origin header must name one of the product's own origins exactly; a missing Origin is refused too. */
export const isAllowedOrigin = (origin: string | undefined, allowed: readonly string[]): origin is string =>
  typeof origin === 'string' && origin !== 'null' && allowed.includes(origin.replace(/\/+$/, ''));

/**
 * Resolves a target-host header (host or host:port) against the allow-list of origins.
 * Returns the origin to forward to, or null when the host is not listed (or the header is malformed).
 */
export const resolveTarget = (header: string | undefined, allowed: readonly string[]): string | null => {
  if (!header || !/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(header)) {
    return null;
  }
  const wanted = header.toLowerCase();
  for (const entry of allowed) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      continue;
    }
    if (url.host.toLowerCase() === wanted) {
      return url.origin;
    }
  }
  return null;
};
