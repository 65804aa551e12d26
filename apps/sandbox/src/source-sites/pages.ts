import { imageUrl, skuImageUrl, type TSourceProduct } from './catalog.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// JSON inside <script>: '<' escaped so a title cannot close the tag.
const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const page = (title: string, body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>${body}</body></html>`;

/** schema.org Product with one Offer per SKU: what Walmart, Mercado Libre, Lazada, Shopee, SHEIN … embed. */
const jsonLd = (p: TSourceProduct, origin: string, url: string) =>
  `<script type="application/ld+json">${json({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    productID: p.id,
    url,
    image: Array.from({ length: p.images }, (_, i) => imageUrl(origin, p, i + 1)),
    additionalProperty: p.attributes.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
    offers: p.skus.map((s) => ({
      '@type': 'Offer',
      sku: s.skuId,
      name: s.options.join(' / '),
      price: s.price.toFixed(2),
      priceCurrency: p.currency,
      image: skuImageUrl(origin, p, s),
      inventoryLevel: { '@type': 'QuantitativeValue', value: s.stock },
      availability: s.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
  })}</script>`;

/** detail.1688.com/offer/{id}.html: title, gallery, the SKU table with price and stock per row, attributes. */
const page1688 = (p: TSourceProduct, origin: string) =>
  page(
    `${p.title} - 阿里巴巴`,
    `<div id="mod-detail" data-offer-id="${p.id}">
<div class="title-content"><h1 class="title-text">${esc(p.title)}</h1></div>
<div class="detail-gallery-turn">${Array.from(
      { length: p.images },
      (_, i) =>
        `<div class="detail-gallery-turn-wrapper"><img class="detail-gallery-img" src="${imageUrl(origin, p, i + 1)}"></div>`,
    ).join('')}</div>
<div class="pc-sku-wrapper"><div class="sku-item-wrapper">${p.skus
      .map(
        (s) =>
          `<div class="sku-item" data-sku-id="${s.skuId}"><img class="sku-item-image" src="${skuImageUrl(origin, p, s)}"><div class="sku-item-name">${esc(s.options.join(' / '))}</div><div class="discountPrice-price">¥${s.price.toFixed(2)}</div><div class="sku-item-sale-num">库存${s.stock}件</div></div>`,
      )
      .join('')}</div></div>
<div class="offer-attr-list">${p.attributes
      .map(
        ([n, v]) =>
          `<div class="offer-attr-item"><span class="offer-attr-item-name">${esc(n)}</span><span class="offer-attr-item-value">${esc(v)}</span></div>`,
      )
      .join('')}</div></div>`,
    'zh-CN',
  );

const symbol: Record<string, string> = { USD: '$', EUR: '€', JPY: '¥', GBP: '£' };

/** www.amazon.{tld}/dp/{ASIN}: #productTitle, #landingImage's dynamic images, #twister variations, tech specs. */
const pageAmazon = (p: TSourceProduct, origin: string) => {
  const imgs = Array.from({ length: p.images }, (_, i) => imageUrl(origin, p, i + 1));
  const dynamic = Object.fromEntries(imgs.map((u) => [u, [1500, 1500]]));
  return page(
    `Amazon.com: ${p.title}`,
    `<div id="dp"><input type="hidden" id="ASIN" value="${p.id}">
<div id="imageBlock"><img id="landingImage" src="${imgs[0]}" data-a-dynamic-image="${esc(JSON.stringify(dynamic))}">
<div id="altImages"><ul>${imgs.map((u) => `<li class="item imageThumbnail"><img src="${u.replace('.svg', '._SS40_.svg')}" data-old-hires="${u}"></li>`).join('')}</ul></div></div>
<div id="centerCol"><h1 id="title"><span id="productTitle">  ${esc(p.title)}  </span></h1>
<div id="corePrice_feature_div"><span class="a-price"><span class="a-offscreen">${symbol[p.currency] ?? ''}${p.skus[0]!.price.toFixed(2)}</span></span></div>
<div id="twister"><ul>${p.skus
      .map(
        (s) =>
          `<li data-asin="${s.skuId}" data-dp-url="/dp/${s.skuId}" title="${esc(s.options.join(' / '))}" data-stock="${s.stock}"><img src="${skuImageUrl(origin, p, s)}"><span class="twisterSwatchPrice">${symbol[p.currency] ?? ''}${s.price.toFixed(2)}</span></li>`,
      )
      .join('')}</ul></div></div>
<table id="productDetails_techSpec_section_1">${p.attributes.map(([n, v]) => `<tr><th class="prodDetSectionEntry">${esc(n)}</th><td class="prodDetAttrValue">${esc(v)}</td></tr>`).join('')}</table></div>`,
  );
};

/** Each site's own embedded state (as the real pages carry it) next to the schema.org Product. */
const stateScript = (p: TSourceProduct): string => {
  const skus = p.skus.map((s) => ({ id: s.skuId, specs: s.options, price: s.price, stock: s.stock }));
  switch (p.site) {
    case 'temu':
      return `<script>window.rawData=${json({ store: { goods: { goodsId: p.id, goodsName: p.title }, sku: skus } })};</script>`;
    case 'aliexpress':
      return `<script>window.runParams=${json({ data: { productInfoComponent: { id: p.id, subject: p.title }, skuComponent: { skuList: skus } } })};</script>`;
    case 'lazada':
      return `<script>window.__moduleData__=${json({ data: { root: { fields: { product: { title: p.title }, skuInfos: skus } } } })};</script>`;
    case 'shein':
      return `<script>window.gbRawData=${json({ productIntroData: { detail: { goods_id: p.id, goods_name: p.title }, attrSizeList: skus } })};</script>`;
    case 'walmart':
      return `<script id="__NEXT_DATA__" type="application/json">${json({ props: { pageProps: { initialData: { data: { product: { usItemId: p.id, name: p.title, variants: skus } } } } } })}</script>`;
    case 'mercadolibre':
      return `<script>window.__PRELOADED_STATE__=${json({ initialState: { id: p.id, components: { header: { title: p.title } }, variations: skus } })};</script>`;
    default:
      return '';
  }
};

/** A site whose page the plugin reads through schema.org Product (and a visible title and gallery). */
const pageGeneric = (p: TSourceProduct, origin: string, url: string) =>
  page(
    p.title,
    `<main class="product-detail" data-site="${p.site}"><h1 class="product-title">${esc(p.title)}</h1>
<div class="gallery">${Array.from({ length: p.images }, (_, i) => `<img src="${imageUrl(origin, p, i + 1)}">`).join('')}</div>
<ul class="variants">${p.skus.map((s) => `<li>${esc(s.options.join(' / '))} — ${p.currency} ${s.price.toFixed(2)}</li>`).join('')}</ul></main>
${stateScript(p)}`,
  ).replace('</head>', `${jsonLd(p, origin, url)}</head>`);

export const renderProductPage = (p: TSourceProduct, origin: string, url: string): string => {
  if (p.site === '1688') {
    return page1688(p, origin);
  }
  if (p.site === 'amazon') {
    return pageAmazon(p, origin);
  }
  return pageGeneric(p, origin, url);
};

/** A square picture with the product's name and number, so collected images are real, distinct files. */
export const renderImage = (label: string, hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="hsl(${hue},55%,80%)"/><text x="400" y="410" font-size="40" text-anchor="middle" font-family="sans-serif">${esc(label)}</text></svg>`;
