// Reads a product from a source site's page (shapes: apps/sandbox/src/source-sites/README.md). Loaded before
// collect.js as a classic content script; exposes globalThis.ksaParsers. Pure DOM reading, no network.
(() => {
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const abs = (url) => new URL(url, location.href).href;
  const num = (s) => {
    const m = String(s ?? '')
      .replace(/,(\d{2})$/, '.$1')
      .replace(/[^\d.]/g, '');
    return m ? Number(m) : Number.NaN;
  };
  const AMAZON_CURRENCY = {
    com: 'USD',
    de: 'EUR',
    'co.uk': 'GBP',
    fr: 'EUR',
    it: 'EUR',
    es: 'EUR',
    nl: 'EUR',
    se: 'SEK',
    pl: 'PLN',
    'com.be': 'EUR',
    'com.tr': 'TRY',
    ae: 'AED',
    sa: 'SAR',
    eg: 'EGP',
    in: 'INR',
    'co.jp': 'JPY',
    sg: 'SGD',
    'com.au': 'AUD',
    ca: 'CAD',
    'com.mx': 'MXN',
    'com.br': 'BRL',
  };

  /** Which of the nine sites this page is: the real host, or the sandbox's /source-sites/<site>/ path. */
  const detectSite = (loc = location) => {
    const sandbox = /^\/source-sites\/([^/]+)\//.exec(loc.pathname);
    if (sandbox) {
      return sandbox[1];
    }
    const h = loc.hostname;
    if (h === 'detail.1688.com') {
      return '1688';
    }
    if (/(^|\.)amazon\./.test(h)) {
      return 'amazon';
    }
    if (/(^|\.)temu\.com$/.test(h)) {
      return 'temu';
    }
    if (/(^|\.)aliexpress\.(com|us)$/.test(h)) {
      return 'aliexpress';
    }
    if (/(^|\.)lazada\./.test(h)) {
      return 'lazada';
    }
    if (/(^|\.)shein\.com$/.test(h)) {
      return 'shein';
    }
    if (/(^|\.)walmart\.com$/.test(h)) {
      return 'walmart';
    }
    if (/^shopee\./.test(h)) {
      return 'shopee';
    }
    if (/mercadoli(b|v)re\./.test(h)) {
      return 'mercadolibre';
    }
    return null;
  };

  const amazonDomain = () => {
    const sandbox = /^\/source-sites\/amazon\/www\.amazon\.([^/]+)\//.exec(location.pathname);
    return sandbox ? sandbox[1] : location.hostname.replace(/^www\.amazon\./, '');
  };

  const from1688 = () => {
    const root = document.querySelector('#mod-detail');
    const skus = [...document.querySelectorAll('.sku-item')].map((row) => ({
      skuId: row.getAttribute('data-sku-id') ?? '',
      name: text(row.querySelector('.sku-item-name')),
      price: num(text(row.querySelector('.discountPrice-price'))),
      stock: Number.parseInt(text(row.querySelector('.sku-item-sale-num')).replace(/\D/g, ''), 10),
      image: row.querySelector('.sku-item-image')?.getAttribute('src')
        ? abs(row.querySelector('.sku-item-image').getAttribute('src'))
        : null,
    }));
    return {
      sourceId: root?.getAttribute('data-offer-id') ?? /offer\/(\d+)\.html/.exec(location.pathname)?.[1] ?? '',
      title: text(document.querySelector('.title-text')),
      currency: 'CNY',
      images: [...document.querySelectorAll('.detail-gallery-turn img')].map((i) => abs(i.getAttribute('src'))),
      skus,
      attributes: [...document.querySelectorAll('.offer-attr-item')].map((a) => ({
        name: text(a.querySelector('.offer-attr-item-name')),
        value: text(a.querySelector('.offer-attr-item-value')),
      })),
    };
  };

  const fromAmazon = () => {
    const landing = document.querySelector('#landingImage');
    let images = [...document.querySelectorAll('#altImages img[data-old-hires]')].map((i) =>
      abs(i.getAttribute('data-old-hires')),
    );
    if (images.length === 0 && landing?.getAttribute('data-a-dynamic-image')) {
      images = Object.keys(JSON.parse(landing.getAttribute('data-a-dynamic-image')));
    }
    const asin = document.querySelector('#ASIN')?.getAttribute('value') ?? '';
    const variants = [...document.querySelectorAll('#twister li[data-asin]')];
    const skus = variants.length
      ? variants.map((li) => ({
          skuId: li.getAttribute('data-asin'),
          name: li.getAttribute('title') ?? '',
          price: num(text(li.querySelector('.twisterSwatchPrice'))),
          stock: li.hasAttribute('data-stock') ? Number(li.getAttribute('data-stock')) : null,
          image: li.querySelector('img') ? abs(li.querySelector('img').getAttribute('src')) : null,
        }))
      : [
          {
            skuId: asin,
            name: '',
            price: num(text(document.querySelector('.a-price .a-offscreen'))),
            stock: null,
            image: null,
          },
        ];
    return {
      sourceId: asin,
      title: text(document.querySelector('#productTitle')),
      currency: AMAZON_CURRENCY[amazonDomain()] ?? 'USD',
      images,
      skus,
      attributes: [...document.querySelectorAll('#productDetails_techSpec_section_1 tr')].map((tr) => ({
        name: text(tr.querySelector('th')),
        value: text(tr.querySelector('td')),
      })),
    };
  };

  /** schema.org Product in JSON-LD: one Offer per SKU. */
  const fromJsonLd = () => {
    for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
      let data;
      try {
        data = JSON.parse(s.textContent);
      } catch {
        continue;
      }
      const product = [data, ...(Array.isArray(data['@graph']) ? data['@graph'] : [])].find(
        (d) => d?.['@type'] === 'Product',
      );
      if (!product) {
        continue;
      }
      const offers = Array.isArray(product.offers) ? product.offers : product.offers ? [product.offers] : [];
      const images = (Array.isArray(product.image) ? product.image : [product.image]).filter(Boolean).map(abs);
      return {
        sourceId: String(product.productID ?? product.sku ?? ''),
        title: String(product.name ?? ''),
        currency: String(offers[0]?.priceCurrency ?? ''),
        images,
        skus: offers.map((o, i) => ({
          skuId: String(o.sku ?? `${product.productID}-${i}`),
          name: String(o.name ?? ''),
          price: Number(o.price),
          stock: o.inventoryLevel?.value === undefined ? null : Number(o.inventoryLevel.value),
          image: o.image ? abs(o.image) : null,
        })),
        attributes: (product.additionalProperty ?? []).map((p) => ({ name: String(p.name), value: String(p.value) })),
      };
    }
    return null;
  };

  /** The product on this page in the server's collect shape, or null when the page is no product page. */
  const readProduct = () => {
    const site = detectSite();
    if (!site) {
      return null;
    }
    const read = site === '1688' ? from1688 : site === 'amazon' ? fromAmazon : fromJsonLd;
    const p = read();
    if (!p?.title || p.skus.length === 0) {
      return null;
    }
    return { site, sourceUrl: location.href, ...p };
  };

  globalThis.ksaParsers = { detectSite, readProduct };
})();
