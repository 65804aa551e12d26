import { describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { sourceProducts } from './catalog.js';

describe('source sites', () => {
  const app = buildSandbox({ profile: 'tiny' });

  it('serves a product page for each of the nine sites, with a schema.org Product or the site’s own markup', async () => {
    expect(new Set(sourceProducts.map((p) => p.site)).size).toBe(9);
    for (const p of sourceProducts) {
      const res = await app.inject({ method: 'GET', url: `/source-sites/${p.site}/${p.path}` });
      expect(res.statusCode, p.site).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      if (p.site === '1688') {
        expect(res.body).toContain('class="title-text"');
        expect(res.body.match(/class="sku-item"/g)).toHaveLength(p.skus.length);
      } else if (p.site === 'amazon') {
        expect(res.body).toContain(`id="ASIN" value="${p.id}"`);
        expect(res.body.match(/data-asin=/g)).toHaveLength(p.skus.length);
      } else {
        const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
        const product = JSON.parse(ld!);
        expect(product).toMatchObject({ '@type': 'Product', name: p.title, productID: p.id });
        expect(product.offers).toHaveLength(p.skus.length);
      }
    }
  });

  it('serves the pictures and answers 404 for unknown products and file names', async () => {
    const img = await app.inject({ method: 'GET', url: '/source-sites/img/1688-672345678901-1.svg' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ method: 'GET', url: '/source-sites/1688/offer/1.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/source-sites/ebay/itm/1' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/source-sites/img/..%2Fx.svg' })).statusCode).toBe(404);
  });
});
