import type { TSourceSite } from './devices.js';

/** Where a pasted product link comes from (spec data §9 'Product source detection by link'). */
export type TDetectedSource = {
  site: TSourceSite;
  /** The site's own product id: offer id, ASIN, goods id, item id, ML item id ('MLB123…'). */
  sourceId: string;
  /** ISO 3166 country of the storefront, where the domain or the id says it. */
  country?: string;
};

/** Amazon's storefronts by the domain after 'amazon.' (the country-code map). */
export const AmazonCountryByDomain: Readonly<Record<string, string>> = {
  com: 'US',
  ca: 'CA',
  'com.mx': 'MX',
  'com.br': 'BR',
  'co.uk': 'GB',
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  es: 'ES',
  nl: 'NL',
  se: 'SE',
  pl: 'PL',
  'com.be': 'BE',
  ie: 'IE',
  'com.tr': 'TR',
  ae: 'AE',
  sa: 'SA',
  eg: 'EG',
  in: 'IN',
  'co.jp': 'JP',
  sg: 'SG',
  'com.au': 'AU',
  cn: 'CN',
  'co.za': 'ZA',
};

/** The currency an Amazon storefront prices in, by its country. */
export const AmazonCurrencyByCountry: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  IE: 'EUR',
  SE: 'SEK',
  PL: 'PLN',
  TR: 'TRY',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  IN: 'INR',
  JP: 'JPY',
  SG: 'SGD',
  AU: 'AUD',
  CN: 'CNY',
  ZA: 'ZAR',
};

/** Mercado Libre's site prefix of an item id → country. */
const MercadoLibreCountry: Readonly<Record<string, string>> = {
  MLA: 'AR',
  MLB: 'BR',
  MLM: 'MX',
  MLC: 'CL',
  MCO: 'CO',
  MLU: 'UY',
  MPE: 'PE',
  MLV: 'VE',
  MEC: 'EC',
};

/** Lazada's and Shopee's country storefronts by the domain after 'lazada.' / 'shopee.'. */
const SeaCountryByDomain: Readonly<Record<string, string>> = {
  'com.my': 'MY',
  sg: 'SG',
  'co.th': 'TH',
  'com.ph': 'PH',
  ph: 'PH',
  vn: 'VN',
  'co.id': 'ID',
  tw: 'TW',
  'com.br': 'BR',
  'com.mx': 'MX',
  cl: 'CL',
  'com.co': 'CO',
};

/** Canonical hosts, used to read a sandbox link /source-sites/<site>/<real path> as the real one. */
const CanonicalHost: Record<Exclude<TSourceSite, 'amazon'>, string> = {
  '1688': 'detail.1688.com',
  temu: 'www.temu.com',
  aliexpress: 'www.aliexpress.com',
  lazada: 'www.lazada.com.my',
  shein: 'us.shein.com',
  walmart: 'www.walmart.com',
  shopee: 'shopee.com.my',
  mercadolibre: 'articulo.mercadolibre.com.mx',
};

type TRule = (host: string, path: string, query: URLSearchParams) => TDetectedSource | null;

const hostIs = (host: string, re: RegExp) => re.test(host);
const pick = (re: RegExp, s: string) => re.exec(s)?.[1] ?? null;
const found = (site: TSourceSite, sourceId: string | null, country?: string): TDetectedSource | null =>
  sourceId ? { site, sourceId, ...(country ? { country } : {}) } : null;

const rules: TRule[] = [
  (host, path, q) =>
    hostIs(host, /(^|\.)1688\.com$/)
      ? found(
          '1688',
          pick(/\/offer\/(\d+)\.html/, path) ?? (/^\d+$/.test(q.get('offerId') ?? '') ? q.get('offerId') : null),
        )
      : null,
  (host, path) => {
    const domain = pick(/^(?:www\.|smile\.|m\.)?amazon\.([a-z.]+)$/, host);
    if (!domain || !(domain in AmazonCountryByDomain)) {
      return null;
    }
    const asin = pick(/\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/ASIN)\/([A-Z0-9]{10})(?:[/?]|$)/i, path);
    return found('amazon', asin?.toUpperCase() ?? null, AmazonCountryByDomain[domain]);
  },
  (host, path, q) =>
    hostIs(host, /(^|\.)temu\.com$/)
      ? found(
          'temu',
          pick(/-g-(\d+)\.html$/, path) ?? (/^\d+$/.test(q.get('goods_id') ?? '') ? q.get('goods_id') : null),
        )
      : null,
  (host, path) =>
    hostIs(host, /(^|\.)aliexpress\.(com|us|ru)$/)
      ? found('aliexpress', pick(/\/(?:item|i)\/(\d+)\.html$/, path))
      : null,
  (host, path) => {
    const domain = pick(/^(?:www\.)?lazada\.([a-z.]+)$/, host);
    return domain ? found('lazada', pick(/-i(\d+)(?:-s\d+)?\.html$/, path), SeaCountryByDomain[domain]) : null;
  },
  (host, path) =>
    hostIs(host, /(^|\.)shein\.(com|co\.uk|com\.mx|com\.br|se)$/)
      ? found('shein', pick(/-p-(\d+)(?:-cat-\d+)?\.html$/, path))
      : null,
  (host, path) =>
    hostIs(host, /(^|\.)walmart\.(com|ca|com\.mx)$/)
      ? found('walmart', pick(/\/ip\/(?:[^/]+\/)?(\d+)\/?$/, path))
      : null,
  (host, path) => {
    const domain = pick(/^(?:www\.)?shopee\.([a-z.]+)$/, host);
    if (!domain) {
      return null;
    }
    const item = pick(/-i\.\d+\.(\d+)$/, path) ?? pick(/^\/product\/\d+\/(\d+)\/?$/, path);
    return found('shopee', item, SeaCountryByDomain[domain]);
  },
  (host, path) => {
    if (!hostIs(host, /(^|\.)mercadoli[bv]re\.(com|com\.[a-z]{2}|cl)$/)) {
      return null;
    }
    const m = /\/(M[A-Z]{2})-?(\d{6,})(?:[-/?]|$)/.exec(path);
    return m?.[1] && m[1] in MercadoLibreCountry
      ? found('mercadolibre', `${m[1]}${m[2]}`, MercadoLibreCountry[m[1]])
      : null;
  },
];

/** A sandbox page /source-sites/<site>/<path shaped like the real site's> read as its real URL. */
const unSandbox = (url: URL): URL => {
  const m = /^\/source-sites\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (!m?.[1] || !m[2]) {
    return url;
  }
  const [, site, rest] = m;
  const host = site === 'amazon' ? '' : CanonicalHost[site as keyof typeof CanonicalHost];
  if (host === undefined) {
    return url;
  }
  return new URL(`https://${host ? `${host}/` : ''}${rest}${url.search}`);
};

/** The real product URL a link stands for (a sandbox /source-sites/ link read as the real one), or null. */
export const realSourceUrl = (link: string): URL | null => {
  try {
    return unSandbox(new URL(link.trim()));
  } catch {
    return null;
  }
};

/**
 * The source site, product id and storefront country of a product link, or null when the link is no
 * product page of the nine sites. Pure: reads the URL only, fetches nothing.
 */
export const detectSource = (link: string): TDetectedSource | null => {
  let url: URL;
  let path: string;
  try {
    url = unSandbox(new URL(link.trim()));
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return null;
  }
  const host = url.hostname.toLowerCase();
  for (const rule of rules) {
    const hit = rule(host, path, url.searchParams);
    if (hit) {
      return hit;
    }
  }
  return null;
};
