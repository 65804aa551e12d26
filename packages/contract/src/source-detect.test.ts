import { describe, expect, it } from 'vitest';
import { AmazonCountryByDomain, detectSource } from './source-detect.js';

describe('detectSource: a pasted product link names its site, product id and storefront', () => {
  it.each([
    ['https://detail.1688.com/offer/672345678901.html?spm=a26352.13672862.offerlist.1', '1688', '672345678901'],
    ['https://detail.m.1688.com/page/index.html?offerId=738214569012&sortType=', '1688', '738214569012'],
    ['https://www.amazon.com/Stainless-Insulated-Bottle/dp/B0CXK2Z7QW/ref=sr_1_3?crid=2X', 'amazon', 'B0CXK2Z7QW'],
    ['https://www.amazon.de/gp/product/B0D1FQ8M3L?th=1&psc=1', 'amazon', 'B0D1FQ8M3L'],
    [
      'https://www.temu.com/uk/wireless-earbuds-bluetooth-5-3-g-601099512345678.html?_oak_mp_inf=x',
      'temu',
      '601099512345678',
    ],
    ['https://www.temu.com/goods.html?goods_id=601099512345679', 'temu', '601099512345679'],
    [
      'https://www.aliexpress.com/item/1005006123456789.html?spm=a2g0o.productlist.main.1',
      'aliexpress',
      '1005006123456789',
    ],
    ['https://fr.aliexpress.com/item/1005005987654321.html', 'aliexpress', '1005005987654321'],
    [
      'https://www.lazada.com.my/products/ceramic-coffee-mug-350ml-i4123456789-s20123456789.html?search=1',
      'lazada',
      '4123456789',
    ],
    ['https://us.shein.com/Women-Floral-Print-Ruffle-Hem-Dress-p-31234567.html?mallCode=1', 'shein', '31234567'],
    ['https://us.shein.com/SHEIN-Solid-Tee-p-28765432-cat-1738.html', 'shein', '28765432'],
    ['https://www.walmart.com/ip/Mainstays-Cotton-Bath-Towel/5123456789?classType=VARIANT', 'walmart', '5123456789'],
    ['https://shopee.co.th/Bluetooth-Earphone-TWS-i.123456789.2345678901?sp_atk=ab', 'shopee', '2345678901'],
    ['https://articulo.mercadolibre.com.mx/MLM-1234567890-audifonos-inalambricos-_JM', 'mercadolibre', 'MLM1234567890'],
    ['https://www.mercadolivre.com.br/fone-de-ouvido-bluetooth/p/MLB3456789012', 'mercadolibre', 'MLB3456789012'],
  ])('%s → %s %s', (url, site, sourceId) => {
    expect(detectSource(url)).toMatchObject({ site, sourceId });
  });

  it('gives the storefront country where the domain or the id carries it', () => {
    expect(detectSource('https://www.lazada.com.my/products/x-i4123456789.html')?.country).toBe('MY');
    expect(detectSource('https://shopee.co.th/x-i.1.2')?.country).toBe('TH');
    expect(detectSource('https://articulo.mercadolibre.com.ar/MLA-987654321-zapatillas-_JM')).toEqual({
      site: 'mercadolibre',
      sourceId: 'MLA987654321',
      country: 'AR',
    });
    expect(detectSource('https://detail.1688.com/offer/1.html')?.country).toBeUndefined();
  });

  it.each([
    ['com', 'US'],
    ['co.uk', 'GB'],
    ['de', 'DE'],
    ['fr', 'FR'],
    ['it', 'IT'],
    ['es', 'ES'],
    ['co.jp', 'JP'],
    ['ca', 'CA'],
    ['com.mx', 'MX'],
    ['com.br', 'BR'],
    ['com.au', 'AU'],
    ['in', 'IN'],
    ['nl', 'NL'],
    ['se', 'SE'],
    ['pl', 'PL'],
    ['sa', 'SA'],
    ['ae', 'AE'],
    ['sg', 'SG'],
    ['com.tr', 'TR'],
    ['eg', 'EG'],
    ['com.be', 'BE'],
  ])('Amazon amazon.%s is the %s storefront', (domain, country) => {
    expect(detectSource(`https://www.amazon.${domain}/Some-Product-Name/dp/B08N5WRWNW?ref_=ast_sto_dp`)).toEqual({
      site: 'amazon',
      sourceId: 'B08N5WRWNW',
      country,
    });
    expect(AmazonCountryByDomain[domain]).toBe(country);
  });

  it('reads the sandbox’s source-site pages as the real links they stand for', () => {
    const base = 'http://127.0.0.1:8090/source-sites';
    expect(detectSource(`${base}/1688/offer/672345678901.html`)).toEqual({ site: '1688', sourceId: '672345678901' });
    expect(detectSource(`${base}/amazon/www.amazon.de/dp/B0D1FQ8M3L`)).toEqual({
      site: 'amazon',
      sourceId: 'B0D1FQ8M3L',
      country: 'DE',
    });
    expect(detectSource(`${base}/temu/goods.html?goods_id=601099512345678`)?.sourceId).toBe('601099512345678');
    expect(detectSource(`${base}/shopee/product/123456789/2345678901`)?.sourceId).toBe('2345678901');
    expect(detectSource(`${base}/mercadolibre/MLB-3456789012-fone-de-ouvido-bluetooth-_JM`)?.sourceId).toBe(
      'MLB3456789012',
    );
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'https://www.ebay.com/itm/123456789012',
    'https://www.amazon.com/s?k=water+bottle',
    'https://www.amazon.xyz/dp/B0CXK2Z7QW',
    'https://evil-amazon.com/dp/B0CXK2Z7QW',
    'https://detail.1688.com.evil.cn/offer/1.html',
    'https://www.temu.com/',
    'https://us.shein.com/Women-Dresses-c-1727.html',
    'https://articulo.mercadolibre.com.mx/XYZ-123456789',
    'https://www.walmart.com/browse/home/4044',
  ])('is null for %s (no product page of the nine sites)', (url) => {
    expect(detectSource(url)).toBeNull();
  });
});
