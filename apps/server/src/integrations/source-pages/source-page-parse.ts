import { AmazonCurrencyByCountry, type TCollectProductBody, type TSourceSite } from '@ksa/contract';
import { type HTMLElement, parse } from 'node-html-parser';

/**
 * Reads a product from a source site's page the way the browser plugin does (apps/extension/src/parsers.js):
 * 1688 and Amazon from their markup, the other seven from the schema.org Product in JSON-LD.
 */
type TParsed = Omit<TCollectProductBody, 'site' | 'sourceUrl'>;

const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const num = (s: string) => {
  const m = s.replace(/,(\d{2})$/, '.$1').replace(/[^\d.]/g, '');
  return m ? Number(m) : Number.NaN;
};

const from1688 = (doc: HTMLElement, abs: (u: string) => string, pageUrl: URL): TParsed => ({
  sourceId:
    doc.querySelector('#mod-detail')?.getAttribute('data-offer-id') ??
    /offer\/(\d+)\.html/.exec(pageUrl.pathname)?.[1] ??
    '',
  title: text(doc.querySelector('.title-text')),
  currency: 'CNY',
  images: doc.querySelectorAll('.detail-gallery-turn img').map((i) => abs(i.getAttribute('src') ?? '')),
  skus: doc.querySelectorAll('.sku-item').map((row) => {
    const img = row.querySelector('.sku-item-image')?.getAttribute('src');
    return {
      skuId: row.getAttribute('data-sku-id') ?? '',
      name: text(row.querySelector('.sku-item-name')),
      price: num(text(row.querySelector('.discountPrice-price'))),
      stock: Number.parseInt(text(row.querySelector('.sku-item-sale-num')).replace(/\D/g, ''), 10),
      image: img ? abs(img) : null,
    };
  }),
  attributes: doc.querySelectorAll('.offer-attr-item').map((a) => ({
    name: text(a.querySelector('.offer-attr-item-name')),
    value: text(a.querySelector('.offer-attr-item-value')),
  })),
});

const fromAmazon = (doc: HTMLElement, abs: (u: string) => string, country: string | undefined): TParsed => {
  let images = doc
    .querySelectorAll('#altImages img[data-old-hires]')
    .map((i) => abs(i.getAttribute('data-old-hires') ?? ''));
  const dynamic = doc.querySelector('#landingImage')?.getAttribute('data-a-dynamic-image');
  if (images.length === 0 && dynamic) {
    images = Object.keys(JSON.parse(dynamic) as Record<string, unknown>);
  }
  const asin = doc.querySelector('#ASIN')?.getAttribute('value') ?? '';
  const variants = doc.querySelectorAll('#twister li[data-asin]');
  return {
    sourceId: asin,
    title: text(doc.querySelector('#productTitle')),
    currency: AmazonCurrencyByCountry[country ?? 'US'] ?? 'USD',
    images,
    skus: variants.length
      ? variants.map((li) => {
          const img = li.querySelector('img')?.getAttribute('src');
          return {
            skuId: li.getAttribute('data-asin') ?? '',
            name: li.getAttribute('title') ?? '',
            price: num(text(li.querySelector('.twisterSwatchPrice'))),
            stock: li.hasAttribute('data-stock') ? Number(li.getAttribute('data-stock')) : null,
            image: img ? abs(img) : null,
          };
        })
      : [
          {
            skuId: asin,
            name: '',
            price: num(text(doc.querySelector('.a-price .a-offscreen'))),
            stock: null,
            image: null,
          },
        ],
    attributes: doc.querySelectorAll('#productDetails_techSpec_section_1 tr').map((tr) => ({
      name: text(tr.querySelector('th')),
      value: text(tr.querySelector('td')),
    })),
  };
};

type TLdOffer = {
  sku?: unknown;
  name?: unknown;
  price?: unknown;
  priceCurrency?: unknown;
  image?: unknown;
  inventoryLevel?: { value?: unknown };
};
type TLd = {
  '@type'?: unknown;
  '@graph'?: unknown;
  name?: unknown;
  productID?: unknown;
  sku?: unknown;
  image?: unknown;
  offers?: TLdOffer | TLdOffer[];
  additionalProperty?: { name?: unknown; value?: unknown }[];
};

const fromJsonLd = (doc: HTMLElement, abs: (u: string) => string): TParsed | null => {
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
    let data: TLd;
    try {
      data = JSON.parse(s.textContent) as TLd;
    } catch {
      continue;
    }
    const graph = Array.isArray(data['@graph']) ? (data['@graph'] as TLd[]) : [];
    const product = [data, ...graph].find((d) => d?.['@type'] === 'Product');
    if (!product) {
      continue;
    }
    const offers = Array.isArray(product.offers) ? product.offers : product.offers ? [product.offers] : [];
    const images = (Array.isArray(product.image) ? product.image : [product.image])
      .filter((i): i is string => typeof i === 'string' && i !== '')
      .map(abs);
    return {
      sourceId: String(product.productID ?? product.sku ?? ''),
      title: String(product.name ?? ''),
      currency: String(offers[0]?.priceCurrency ?? ''),
      images,
      skus: offers.map((o, i) => ({
        skuId: String(o.sku ?? `${String(product.productID)}-${i}`),
        name: String(o.name ?? ''),
        price: Number(o.price),
        stock: o.inventoryLevel?.value === undefined ? null : Number(o.inventoryLevel.value),
        image: typeof o.image === 'string' && o.image ? abs(o.image) : null,
      })),
      attributes: (product.additionalProperty ?? []).map((p) => ({ name: String(p.name), value: String(p.value) })),
    };
  }
  return null;
};

/** The product on the page, or null when the page carries none. */
export const parseSourcePage = (site: TSourceSite, html: string, pageUrl: URL, country?: string): TParsed | null => {
  const doc = parse(html);
  const abs = (u: string) => new URL(u, pageUrl).href;
  const p =
    site === '1688'
      ? from1688(doc, abs, pageUrl)
      : site === 'amazon'
        ? fromAmazon(doc, abs, country)
        : fromJsonLd(doc, abs);
  return p?.title && p.skus.length > 0 ? p : null;
};
