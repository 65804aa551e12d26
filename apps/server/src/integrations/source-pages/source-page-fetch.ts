import { detectSource, realSourceUrl, type TDetectedSource } from '@ksa/contract';

const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/**
 * Where a product page is read from: the real site (base '') or the sandbox's copies of the nine sites,
 * /source-sites/<site>/<real path> (Amazon's path keeps its host). Only ever a URL rebuilt from the
 * detected site and the real-shaped path — never the host the user typed — so a link cannot point the
 * server at an internal address.
 */
export const pageUrlFor = (base: string, found: TDetectedSource, real: URL): URL => {
  if (!base) {
    return real;
  }
  const rest = found.site === 'amazon' ? `${real.host}${real.pathname}` : real.pathname.slice(1);
  return new URL(`${base.replace(/\/+$/, '')}/${found.site}/${rest}${real.search}`);
};

export type TFetchedPage = { found: TDetectedSource; url: URL; html: string };

/**
 * Detects the link's site and reads its page with `read` (the server's outbound guard, which throws on any
 * refusal or failure); 'unknown' when the link is no product of the nine sites.
 */
export const fetchSourcePage = async (
  base: string,
  link: string,
  read: (url: URL, maxBytes: number) => Promise<string>,
): Promise<TFetchedPage | 'unknown' | 'unreadable'> => {
  const found = detectSource(link);
  const real = realSourceUrl(link);
  if (!found || !real) {
    return 'unknown';
  }
  const url = pageUrlFor(base, found, real);
  try {
    return { found, url, html: await read(url, MAX_PAGE_BYTES) };
  } catch {
    return 'unreadable';
  }
};
