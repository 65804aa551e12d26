import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { postJson } from '../delivery/delivery.fixture.js';
import { readBack } from './label-readback.fixture.js';
import { gpsrData, saveGpsrLabel, seedLabelShop } from './labels.fixture.js';
import { BuiltInTemplates } from './labels-builtin.js';

const engines = await availableEngines();
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const gpsrLayout = BuiltInTemplates.find((b) => b.kind === 'gpsr')!.layout;
const headingOf = (id: string, lang: string) =>
  gpsrLayout.pointsList.find((p) => p.id === id)!.langText![lang as 'de'] as string;

describe.each(engines)('[LABELS] print-ready PDFs read back, on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let shop: Awaited<ReturnType<typeof seedLabelShop>>;
  const pdfCall = async (url: string, body: unknown) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { authorization: boss.token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (res.statusCode !== 200) {
      console.log(res.body);
    }
    return { status: res.statusCode, type: String(res.headers['content-type']), raw: res.rawPayload };
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    shop = await seedLabelShop(h, boss.uid, `p${engine.slice(0, 2)}`);
  }, 120_000);
  afterAll(() => h?.close());

  it('renders a GPSR label for 3 SKUs in 4 languages into one PDF whose text and barcodes read back', async () => {
    const gpsr = await postJson(
      h,
      '/api/labelsTemplate/saveGpsrTemplate',
      { name: '保温杯', data: gpsrData },
      boss.token,
    );
    expect(gpsr.body.code).toBe(0);
    const tpl = await saveGpsrLabel(h, boss.token);
    expect(tpl.body.code).toBe(0);
    const bound = await postJson(
      h,
      '/api/labelsTemplate/saveTemplateWithSku',
      { templateId: tpl.body.data.templateId, gpsrId: gpsr.body.data.gpsrId, skus: shop.skus },
      boss.token,
    );
    expect(bound.body.data).toEqual({ bound: 3 });

    const res = await pdfCall('/api/labelsTemplate/print', {
      kind: 'gpsr',
      items: shop.skus.map((s) => ({ shopId: s.shopId, skuId: s.skuId, quantity: 1 })),
    });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const rb = readBack(res.raw);
    const langs = ['de', 'fr', 'it', 'pl'] as const;
    expect(rb.pages).toHaveLength(12);
    shop.skus.forEach((sku, i) => {
      langs.forEach((lang, j) => {
        const page = squash(rb.pages[i * 4 + j]!);
        const want = [
          headingOf('title', lang),
          headingOf('makerTitle', lang),
          headingOf('rpTitle', lang),
          gpsrData.manufacturer.name,
          gpsrData.manufacturer.address,
          gpsrData.manufacturer.contact,
          gpsrData.euRp.name,
          gpsrData.euRp.address,
          gpsrData.euRp.email,
          gpsrData.euRp.phone,
          gpsrData.texts[lang].warnings,
          gpsrData.texts[lang].safetyInfo,
          sku.code,
          // The product name wraps in its narrow box, beside the barcode's text.
          '儿童保温杯',
          'Thermosflasche',
        ];
        for (const text of want) {
          expect(page, `${sku.code} ${lang}`).toContain(squash(text));
        }
        // Another language's warning is not on this page.
        expect(page).not.toContain(squash(gpsrData.texts[lang === 'de' ? 'fr' : 'de'].warnings));
        expect(rb.codes[i * 4 + j]).toEqual([sku.code]);
      });
    });
  }, 120_000);

  it('prints a shipping order: one box label per package, then one SKU label per unit', async () => {
    const res = await pdfCall('/api/labelsTemplate/printShipOrder', {
      shopId: shop.shopId,
      deliverySn: shop.deliverySn,
    });
    expect(res.status).toBe(200);
    const rb = readBack(res.raw);
    // 2 packages, then SKU 1 ×2 and SKU 2 ×1 (the stock order's quantities).
    expect(rb.codes).toEqual([
      [shop.deliverySn],
      [shop.deliverySn],
      [shop.skus[0]!.code],
      [shop.skus[0]!.code],
      [shop.skus[1]!.code],
    ]);
    expect(squash(rb.pages[0]!)).toContain('1/2');
    expect(squash(rb.pages[1]!)).toContain('2/2');
    expect(squash(rb.pages[1]!)).toContain('华东仓 Hangzhou');
    expect(squash(rb.pages[2]!)).toContain('红色 S');
  }, 120_000);

  it('lays labels out on A4 sheets: 60×40 mm labels, 3 × 7 a sheet', async () => {
    const res = await pdfCall('/api/labelsTemplate/print', {
      kind: 'sku',
      sheet: 'a4',
      items: shop.skus.map((s) => ({ shopId: s.shopId, skuId: s.skuId, quantity: 8 })),
    });
    expect(res.status).toBe(200);
    const rb = readBack(res.raw, ['code128']);
    expect(rb.pages).toHaveLength(2);
    const all = rb.codes.flat().sort();
    expect(all).toEqual(shop.skus.flatMap((s) => Array(8).fill(s.code)).sort());
    expect(rb.codes[0]).toHaveLength(21);
  }, 120_000);

  it('refuses prints it cannot make, with the reason, before rendering anything', async () => {
    const items = [{ shopId: shop.shopId, skuId: shop.skus[0]!.skuId, quantity: 1000 }];
    const many = await postJson(
      h,
      '/api/labelsTemplate/print',
      { kind: 'gpsr', items: [...items, { ...items[0], skuId: shop.skus[1]!.skuId }] },
      boss.token,
    );
    expect(many.body).toMatchObject({ errorId: 'LABEL_TOO_MANY_LABELS', errorParams: { max: 3000, n: 8000 } });
    const lang = await postJson(
      h,
      '/api/labelsTemplate/print',
      { kind: 'gpsr', langs: ['es'], items: [{ ...items[0], quantity: 1 }] },
      boss.token,
    );
    expect(lang.body).toMatchObject({ errorId: 'LABEL_GPSR_LANG_MISSING', errorParams: { lang: 'es' } });
    const unknown = await postJson(
      h,
      '/api/labelsTemplate/print',
      { items: [{ shopId: shop.shopId, skuId: 'nope', quantity: 1 }] },
      boss.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorId).toBe('LABEL_SKU_NOT_FOUND');
    const order = await postJson(
      h,
      '/api/labelsTemplate/printShipOrder',
      { shopId: shop.shopId, deliverySn: 'FHnope' },
      boss.token,
    );
    expect(order.status).toBe(404);
  });
});
