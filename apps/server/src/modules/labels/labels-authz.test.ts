import { ApiRoutes, LabelRoutes, roleMayCall } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { postJson } from '../delivery/delivery.fixture.js';
import { addManager, enrolStaff } from '../staff/staff.fixture.js';
import { gpsrData, seedLabelShop } from './labels.fixture.js';
import { BuiltInTemplates } from './labels-builtin.js';

const engines = await availableEngines();

type TActor = 'anonymous' | 'visitor' | 'bossB' | 'shipperNone' | 'managerA' | 'bossA';
type TExpect = 'ok' | 401 | 403 | 404;
type TCtx = Awaited<ReturnType<typeof seedLabelShop>> & { templateId: number; spareId: number; gpsrId: number };

/**
 * Every label route × actor. Templates and GPSR data are the BOSS's, read by the whole team and written by the BOSS
 * alone; another BOSS's ids are 404. A SKU or shipping order is visible as its shop is (staff: assigned shops).
 */
const TEAM_READ: Record<TActor, TExpect> = {
  anonymous: 401,
  visitor: 'ok',
  bossB: 'ok',
  shipperNone: 'ok',
  managerA: 'ok',
  bossA: 'ok',
};
const SHOP_READ: Record<TActor, TExpect> = { ...TEAM_READ, visitor: 404, bossB: 404, shipperNone: 404 };
const BOSS_NEW: Record<TActor, TExpect> = { ...TEAM_READ, visitor: 403, shipperNone: 403, managerA: 403 };
const BOSS_OWNED: Record<TActor, TExpect> = { ...BOSS_NEW, bossB: 404 };

const layout = BuiltInTemplates[0]!.layout;
const rows: Record<
  keyof typeof LabelRoutes,
  { url?: (c: TCtx) => string; body?: (c: TCtx) => unknown; expect: Record<TActor, TExpect> }
> = {
  labelsByUid: { expect: TEAM_READ },
  labelsGpsrTemplates: { expect: TEAM_READ },
  labelsTemplates: { url: () => '?kind=sku', expect: TEAM_READ },
  labelsBySkuId: { url: (c) => `?skuId=${c.skus[0]!.skuId}`, expect: SHOP_READ },
  labelsUpdate: { body: (c) => ({ templateId: c.templateId, name: '改名' }), expect: BOSS_OWNED },
  labelsSaveGpsr: { body: () => ({ name: 'GPSR', data: gpsrData }), expect: BOSS_NEW },
  labelsSaveTemplate: { body: () => ({ kind: 'sku', name: '新模板', layout }), expect: BOSS_NEW },
  labelsSave: { body: (c) => ({ templateId: c.templateId, layout }), expect: BOSS_OWNED },
  labelsSaveWithSku: { body: (c) => ({ templateId: c.templateId, skus: [c.skus[0]] }), expect: BOSS_OWNED },
  labelsTranslateGpsr: { body: () => ({ from: 'en', warnings: 'Choking hazard', to: ['de'] }), expect: BOSS_NEW },
  labelsDelete: { url: (c) => `?templateId=${c.spareId}`, expect: BOSS_OWNED },
  labelsPrint: {
    body: (c) => ({ items: [{ shopId: c.shopId, skuId: c.skus[0]!.skuId, quantity: 1 }] }),
    expect: SHOP_READ,
  },
  labelsPrintShipOrder: { body: (c) => ({ shopId: c.shopId, deliverySn: c.deliverySn }), expect: SHOP_READ },
  // Public font files; the path as declared (':file') names none: the same 404 for everyone (label-font.test.ts).
  labelFont: {
    expect: { anonymous: 404, visitor: 404, bossB: 404, shipperNone: 404, managerA: 404, bossA: 404 },
  },
};

const outcome = (status: number): TExpect => (status === 401 || status === 403 || status === 404 ? status : 'ok');

describe.each(engines)('[LABELS] authorization of every label route, on %s', (engine) => {
  let h: THarness;
  let ctx: TCtx;
  const tokens: Partial<Record<TActor, string>> = {};

  beforeAll(async () => {
    h = await startHarness(engine);
    const a = await registerBoss(h);
    const b = await registerBoss(h);
    const shop = await seedLabelShop(h, a.uid, `z${engine.slice(0, 2)}`);
    tokens.bossA = a.token;
    tokens.bossB = b.token;
    tokens.visitor = (await h.get('/api/auth/visitor')).body.data.token;
    tokens.managerA = (await addManager(h, a.token, { temu: [shop.shopId] })).token;
    tokens.shipperNone = (await enrolStaff(h, a.token, 'shipper', '/api/auth/saveWorkerUser', {})).token;
    const save = async () =>
      (await postJson(h, '/api/labelsTemplate/saveTemplate', { kind: 'sku', name: '模板', layout }, a.token)).body.data
        .templateId as number;
    const gpsr = await postJson(h, '/api/labelsTemplate/saveGpsrTemplate', { name: 'G', data: gpsrData }, a.token);
    ctx = { ...shop, templateId: await save(), spareId: await save(), gpsrId: gpsr.body.data.gpsrId };
  }, 120_000);
  afterAll(() => h?.close());

  it('has a row for every label route', () => {
    expect(Object.keys(rows).sort()).toEqual(Object.keys(LabelRoutes).sort());
  });

  it('answers each actor as the sharing rule says', async () => {
    const actors: TActor[] = ['anonymous', 'visitor', 'bossB', 'shipperNone', 'managerA', 'bossA'];
    const got: Record<string, Record<string, TExpect>> = {};
    const want: Record<string, Record<string, TExpect>> = {};
    for (const [name, row] of Object.entries(rows)) {
      const def = LabelRoutes[name as keyof typeof LabelRoutes];
      got[name] = {};
      want[name] = {};
      for (const actor of actors) {
        const token = tokens[actor];
        const res = await h.app.inject({
          method: def.method,
          url: def.path + (row.url?.(ctx) ?? ''),
          headers: { ...(token ? { authorization: token } : {}), 'content-type': 'application/json' },
          ...(def.method === 'POST' ? { payload: JSON.stringify(row.body?.(ctx) ?? {}) } : {}),
        });
        got[name]![actor] = outcome(res.statusCode);
        // The contract's role table comes first: the shipper keeps only the printing the packing needs.
        const def2 = ApiRoutes[name as keyof typeof LabelRoutes];
        const refusedByTable = actor === 'shipperNone' && def2.access !== 'public' && !roleMayCall(def2, 'shipper');
        want[name]![actor] = refusedByTable ? 403 : row.expect[actor];
      }
    }
    expect(got).toEqual(want);
  }, 120_000);
});
