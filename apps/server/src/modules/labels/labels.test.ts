import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { postJson } from '../delivery/delivery.fixture.js';
import { addManager } from '../staff/staff.fixture.js';
import { gpsrData, seedLabelShop } from './labels.fixture.js';
import { BuiltInTemplates } from './labels-builtin.js';

const engines = await availableEngines();
const skuLayout = BuiltInTemplates.find((b) => b.kind === 'sku')!.layout;
const clone = <T>(v: T): T => structuredClone(v);

describe.each(engines)('[LABELS] templates, GPSR data and SKU bindings, on %s', (engine) => {
  let h: THarness;
  let bossA: Awaited<ReturnType<typeof registerBoss>>;
  let bossB: Awaited<ReturnType<typeof registerBoss>>;
  let manager: { token: string };
  let shop: Awaited<ReturnType<typeof seedLabelShop>>;
  const get = async (path: string, token: string) => (await h.get(path, token)).body;
  const post = async (path: string, body: unknown, token = bossA.token) => (await postJson(h, path, body, token)).body;
  const own = async (token = bossA.token, kind = '') => (await get(`/api/labelsTemplate/getByUid${kind}`, token)).data;

  beforeAll(async () => {
    h = await startHarness(engine);
    bossA = await registerBoss(h);
    bossB = await registerBoss(h);
    shop = await seedLabelShop(h, bossA.uid, `t${engine.slice(0, 2)}`);
    manager = await addManager(h, bossA.token, { temu: [shop.shopId] });
  }, 120_000);
  afterAll(() => h?.close());

  it('offers the built-in starters and keeps one default template per kind', async () => {
    const offered = (await get('/api/labelsTemplate/getTemplates?kind=sku', bossA.token)).data;
    expect(offered.map((t: { templateId: number; builtIn: boolean }) => [t.templateId, t.builtIn])).toEqual([
      [-1, true],
    ]);
    const t1 = await post('/api/labelsTemplate/saveTemplate', {
      kind: 'sku',
      name: 'SKU 标签',
      layout: skuLayout,
      isDefault: true,
    });
    const t2 = await post('/api/labelsTemplate/saveTemplate', {
      kind: 'sku',
      name: 'SKU 大号',
      layout: skuLayout,
      isDefault: true,
    });
    expect([t1.code, t2.code]).toEqual([0, 0]);
    const defaults = async () =>
      Object.fromEntries(
        (await own()).map((t: { templateId: number; isDefault: boolean }) => [t.templateId, t.isDefault]),
      );
    expect(await defaults()).toEqual({ [t1.data.templateId]: false, [t2.data.templateId]: true });
    const renamed = await post('/api/labelsTemplate/update', {
      templateId: t1.data.templateId,
      name: '改名',
      isDefault: true,
    });
    expect(renamed.code).toBe(0);
    expect(await defaults()).toEqual({ [t1.data.templateId]: true, [t2.data.templateId]: false });

    // The editor saves a moved element; the stored layout is what it sent.
    const moved = clone(skuLayout);
    moved.pointsList[0]!.seat.y = 10;
    expect((await post('/api/labelsTemplate/save', { templateId: t1.data.templateId, layout: moved })).code).toBe(0);
    const stored = (await own()).find((t: { templateId: number }) => t.templateId === t1.data.templateId);
    expect(stored).toMatchObject({ name: '改名', layout: moved });

    // Deleting one leaves the other; a built-in cannot be deleted.
    expect((await post(`/api/labelsTemplate/delete?templateId=${t2.data.templateId}`, {})).code).toBe(0);
    expect((await own()).map((t: { templateId: number }) => t.templateId)).toEqual([t1.data.templateId]);
    expect((await post('/api/labelsTemplate/delete?templateId=-1', {})).errorId).toBe('LABEL_BUILTIN_READONLY');
  });

  it('shares templates with the BOSS’s staff to read only, and hides them from another BOSS', async () => {
    const mine = await own();
    expect(mine.length).toBeGreaterThan(0);
    expect(await own(manager.token)).toEqual(mine);
    const write = await postJson(
      h,
      '/api/labelsTemplate/saveTemplate',
      { kind: 'sku', name: 'x', layout: skuLayout },
      manager.token,
    );
    expect(write.status).toBe(403);
    expect(await own(bossB.token)).toEqual([]);
    const id = mine[0].templateId;
    const foreign = await postJson(h, '/api/labelsTemplate/update', { templateId: id, name: 'stolen' }, bossB.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorId).toBe('LABEL_TEMPLATE_NOT_FOUND');
    expect((await postJson(h, `/api/labelsTemplate/delete?templateId=${id}`, {}, bossB.token)).status).toBe(404);
    expect((await own())[0].name).toBe(mine[0].name);
  });

  it('refuses a bad layout with the reason and stores nothing', async () => {
    const before = await own();
    const withPoint = (patch: Record<string, unknown>) => {
      const l = clone(skuLayout) as unknown as { pointsList: Record<string, unknown>[] };
      l.pointsList[0] = { ...l.pointsList[0], ...patch };
      return l;
    };
    const cases: [unknown, string][] = [
      [withPoint({ type: 'circle' }), 'LABEL_POINT_TYPE'],
      [
        withPoint({ type: 'text', text: '这是一段很长很长的说明文字'.repeat(4), field: undefined }),
        'LABEL_TEXT_OVERFLOW',
      ],
      [withPoint({ type: 'image', src: `data:image/png;base64,${'A'.repeat(420_000)}` }), 'LABEL_IMAGE_TOO_LARGE'],
      [withPoint({ type: 'image', src: 'data:image/gif;base64,R0lGOD' }), 'LABEL_IMAGE_INVALID'],
      [withPoint({ seat: { x: 250, y: 0, w: 100, h: 20 } }), 'LABEL_POINT_OUTSIDE'],
      [withPoint({ field: 'price' }), 'LABEL_FIELD_UNKNOWN'],
      [withPoint({ type: 'ean13', field: undefined, text: '123' }), 'LABEL_EAN13_INVALID'],
      [{ ...skuLayout, width: 400 }, 'LABEL_SIZE_MISMATCH'],
      [{ ...skuLayout, size: 'custom', width: 2000, height: 200 }, 'LABEL_CUSTOM_SIZE'],
      [{ ...skuLayout, size: 'letter' }, 'LABEL_SIZE_INVALID'],
      [{ ...skuLayout, pointsList: Array(121).fill(skuLayout.pointsList[0]) }, 'LABEL_TOO_MANY_POINTS'],
    ];
    for (const [layout, errorId] of cases) {
      const res = await post('/api/labelsTemplate/saveTemplate', { kind: 'sku', name: '坏模板', layout });
      expect(res.errorId, errorId).toBe(errorId);
      const saved = await post('/api/labelsTemplate/save', { templateId: before[0].templateId, layout });
      expect(saved.errorId, errorId).toBe(errorId);
    }
    const overflow = await post('/api/labelsTemplate/saveTemplate', {
      kind: 'sku',
      name: '坏模板',
      layout: cases[1]![0],
    });
    expect(overflow.errorParams).toEqual({ point: '1', text: '这是一段很长很长的说明文字这是一段很长很' });
    const gpsrNoLang = await post('/api/labelsTemplate/saveTemplate', {
      kind: 'gpsr',
      name: 'GPSR',
      layout: { ...BuiltInTemplates[2]!.layout, langPdfList: [] },
    });
    expect(gpsrNoLang.errorId).toBe('LABEL_GPSR_LANGS');
    expect(
      (await post('/api/labelsTemplate/saveTemplate', { kind: 'sku', name: ' ', layout: skuLayout })).errorId,
    ).toBe('LABEL_NAME_REQUIRED');
    expect(await own()).toEqual(before);
  });

  it('keeps GPSR data entered once, binds it and a template to SKUs, and reads both by SKU', async () => {
    const bad: [unknown, string][] = [
      [{ ...gpsrData, manufacturer: { ...gpsrData.manufacturer, name: '' } }, 'GPSR_MANUFACTURER_REQUIRED'],
      [{ ...gpsrData, euRp: { ...gpsrData.euRp, address: '' } }, 'GPSR_EURP_REQUIRED'],
      [{ ...gpsrData, euRp: { ...gpsrData.euRp, email: 'not-an-email' } }, 'GPSR_EMAIL_INVALID'],
      [{ ...gpsrData, texts: {} }, 'GPSR_TEXTS_REQUIRED'],
    ];
    for (const [data, errorId] of bad) {
      expect((await post('/api/labelsTemplate/saveGpsrTemplate', { name: 'x', data })).errorId).toBe(errorId);
    }
    expect((await get('/api/labelsTemplate/getGpsrTemplates', bossA.token)).data).toEqual([]);
    const g = await post('/api/labelsTemplate/saveGpsrTemplate', { name: '保温杯', data: gpsrData });
    const again = await post('/api/labelsTemplate/saveGpsrTemplate', {
      gpsrId: g.data.gpsrId,
      name: '保温杯 v2',
      data: gpsrData,
    });
    expect(again.data).toEqual(g.data);
    const tplId = (await own())[0].templateId;
    const [s1, s2, s3] = shop.skus;
    const bound = await post('/api/labelsTemplate/saveTemplateWithSku', {
      templateId: tplId,
      gpsrId: g.data.gpsrId,
      skus: [s1, s2],
    });
    expect(bound.data).toEqual({ bound: 2 });
    const bySku = (await get(`/api/labelsTemplate/getBySkuId?skuId=${s1!.skuId}`, manager.token)).data;
    expect(bySku).toMatchObject({
      shopId: shop.shopId,
      skuId: s1!.skuId,
      skuCode: s1!.code,
      spec: '红色 S',
      gpsr: { gpsrId: g.data.gpsrId, name: '保温杯 v2' },
    });
    expect(bySku.templates.map((t: { templateId: number }) => t.templateId)).toEqual([tplId]);
    expect((await get('/api/labelsTemplate/getGpsrTemplates', manager.token)).data[0]).toMatchObject({
      skuCount: 2,
      data: gpsrData,
    });

    // An unknown SKU binds nothing, not even the known ones beside it.
    const unknown = await postJson(
      h,
      '/api/labelsTemplate/saveTemplateWithSku',
      { templateId: tplId, skus: [s3, { ...s3, skuId: 'nope' }] },
      bossA.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorId: 'LABEL_SKU_NOT_FOUND', errorParams: { skuId: 'nope' } });
    expect((await get(`/api/labelsTemplate/getBySkuId?skuId=${s3!.skuId}`, bossA.token)).data.templates).toEqual([]);
    // Another BOSS can neither see nor bind A's SKUs.
    expect((await h.get(`/api/labelsTemplate/getBySkuId?skuId=${s1!.skuId}`, bossB.token)).status).toBe(404);
    expect(
      (await postJson(h, '/api/labelsTemplate/saveTemplateWithSku', { gpsrId: g.data.gpsrId, skus: [s1] }, bossB.token))
        .status,
    ).toBe(404);

    // null unbinds; deleting the GPSR data unbinds it everywhere.
    await post('/api/labelsTemplate/saveTemplateWithSku', { templateId: null, skus: [s2] });
    expect((await get(`/api/labelsTemplate/getBySkuId?skuId=${s2!.skuId}`, bossA.token)).data.templates).toEqual([]);
    expect((await post(`/api/labelsTemplate/delete?gpsrId=${g.data.gpsrId}`, {})).code).toBe(0);
    expect((await get(`/api/labelsTemplate/getBySkuId?skuId=${s1!.skuId}`, bossA.token)).data.gpsr).toBeNull();
    expect((await post(`/api/labelsTemplate/delete?gpsrId=${g.data.gpsrId}`, {})).errorId).toBe('GPSR_NOT_FOUND');
  });
});
