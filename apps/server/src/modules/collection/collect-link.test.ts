import { sourceProducts } from '@ksa/sandbox/source-sites/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedProducts } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

/** The real link a seller would paste for each sandbox product (the sandbox serves the same path). */
const RealHost: Record<string, string> = {
  '1688': 'detail.1688.com',
  temu: 'www.temu.com',
  aliexpress: 'www.aliexpress.com',
  lazada: 'www.lazada.com.my',
  shein: 'us.shein.com',
  walmart: 'www.walmart.com',
  shopee: 'shopee.com.my',
  mercadolibre: 'produto.mercadolivre.com.br',
};
const realLink = (p: (typeof sourceProducts)[number]) =>
  p.site === 'amazon' ? `https://${p.path}` : `https://${RealHost[p.site]}/${p.path}`;

describe.each(engines)('[COLLECTION] a pasted product link into the collection box on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  const fromLink = (url: string, token = boss.token) => h.post('/api/collect/fromLink', { url }, token);

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(sourceProducts.map((p) => [p.site, realLink(p), p] as const))(
    '%s: %s is detected, read and saved with its title, SKUs and prices',
    async (_site, link, truth) => {
      const r = await fromLink(link);
      expect(r.body).toMatchObject({
        code: 0,
        msg: '采集成功',
        data: { site: truth.site, sourceId: truth.id, title: truth.title, skuCount: truth.skus.length },
      });
      const saved = (await h.post('/api/collect/list', {}, boss.token)).body.data.find(
        (p: { id: number }) => p.id === r.body.data.id,
      );
      expect(saved).toMatchObject({ site: truth.site, sourceUrl: link, title: truth.title, currency: truth.currency });
      expect(saved.skus.map((s: { price: number }) => s.price)).toEqual(truth.skus.map((s) => s.price));
      expect(saved.images).toHaveLength(truth.images);
    },
  );

  it('Amazon links carry their storefront country (amazon.de → DE, prices in EUR)', async () => {
    const ok = await fromLink('https://www.amazon.de/dp/B0D1FQ8M3L');
    expect(ok.body.data).toMatchObject({ site: 'amazon', country: 'DE' });
    const saved = (await h.post('/api/collect/list', {}, boss.token)).body.data.find(
      (p: { id: number }) => p.id === ok.body.data.id,
    );
    expect(saved.currency).toBe('EUR');
  });

  it('an unknown link or a page without the product saves nothing', async () => {
    const before = (await h.db.db.select().from(collectedProducts)).length;
    expect((await fromLink('https://www.ebay.com/itm/123456789012')).body).toMatchObject({
      code: 1,
      errorId: 'COLLECT_LINK_UNKNOWN',
    });
    expect((await fromLink('http://127.0.0.1:5432/source-sites/x')).body.errorId).toBe('COLLECT_LINK_UNKNOWN');
    expect((await fromLink('https://detail.1688.com/offer/999999999.html')).body.errorId).toBe(
      'COLLECT_PAGE_UNREADABLE',
    );
    expect((await h.db.db.select().from(collectedProducts)).length).toBe(before);
  });
});
