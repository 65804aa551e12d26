import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopGroups, skcs } from '../../db/schema/index.js';
import { shopDisplayNames } from '../../db/schema/shop-tabs.js';
import { seedShops } from '../../modules/shop-tabs/shop-tabs.fixture.js';
import { availableEngines } from '../engines.js';
import { registerBoss, startHarness, type THarness } from '../harness.js';

/** The envelope of a refused string: code 1, the field named in the message and in errorParams. */
const fieldInvalid = (field: string) => ({
  code: 1,
  msg: `${field}格式不正确`,
  errorId: 'FIELD_INVALID',
  errorParams: { field },
  data: null,
});

const engines = await availableEngines();

const LONE = 'STAFF\ud800';
const NUL = 'A\u0000B';

/**
 * Faults 3 and 5: a NUL or an unpaired surrogate in any string is refused with code 1 and
 * '{field}格式不正确' before the handler runs, so neither the rename nor its 操作日志 row is written.
 */
describe.each(engines)('[EDGE] ill-formed strings on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let shopId: number;
  let groupId: number;

  const postJson = async (url: string, body: unknown) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { authorization: boss.token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };
  const opLogTotal = async () => (await h.post('/api/order/getOperationLog', {}, boss.token)).body.data.total as number;

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    [shopId] = (await seedShops(h, boss.uid, [{ platform: 'temu', name: '甲店' }])) as [number];
    await h.db.db.insert(skcs).values({
      shopId,
      skcId: 'SKC-1',
      productId: 'P-1',
      name: '原名',
      createdDay: '2026-01-01',
    });
    const created = await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '主力组' }, boss.token);
    expect(created.body.code).toBe(0);
    const [g] = await h.db.db.select().from(shopGroups).where(eq(shopGroups.bossId, boss.uid));
    groupId = g!.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const cases: [string, string, (bad: string) => Record<string, unknown>, string][] = [
    ['/api/shopGroup/save/userGroups', 'new group', (bad) => ({ shopGroupName: bad }), 'shopGroupName'],
    [
      '/api/shopGroup/update/userGroups',
      'group rename',
      (bad) => ({ groupId: 0, shopGroupName: bad }),
      'shopGroupName',
    ],
    ['/api/shop/renameShop', 'shop rename', (bad) => ({ shopId: 0, mallName: bad }), 'mallName'],
    [
      '/api/order/setInineSkcProductName',
      'product rename',
      (bad) => ({ shopId: 0, skcId: 'SKC-1', productName: bad }),
      'productName',
    ],
    [
      '/api/order/setInineSkcProductName',
      'product key',
      (bad) => ({ shopId: 0, skcId: bad, productName: '新名' }),
      'skcId',
    ],
    ['/api/order/getProductInfoList', 'product search', (bad) => ({ shopId: 0, keyword: bad }), 'keyword'],
  ];

  it.each(cases)(
    '%s (%s) refuses a lone surrogate and a NUL in JSON and changes nothing',
    async (url, _, body, field) => {
      const before = await opLogTotal();
      for (const bad of [LONE, NUL, `${LONE}${NUL}`, '\udc00x']) {
        const b = body(bad);
        if ('shopId' in b) {
          b.shopId = shopId;
        }
        if ('groupId' in b) {
          b.groupId = groupId;
        }
        const res = await postJson(url, b);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(fieldInvalid(field));
      }
      const [g] = await h.db.db.select().from(shopGroups).where(eq(shopGroups.id, groupId));
      expect(g!.name).toBe('主力组');
      expect(await h.db.db.select().from(shopDisplayNames).where(eq(shopDisplayNames.shopId, shopId))).toEqual([]);
      const [p] = await h.db.db
        .select()
        .from(skcs)
        .where(and(eq(skcs.shopId, shopId), eq(skcs.skcId, 'SKC-1')));
      expect(p!.customName).toBeNull();
      expect(await opLogTotal()).toBe(before);
    },
  );

  it('refuses a NUL in a form-encoded body and in a query string', async () => {
    const form = await h.post('/api/shop/renameShop', { shopId, mallName: NUL }, boss.token);
    expect(form.status).toBe(400);
    expect(form.body).toEqual(fieldInvalid('mallName'));
    const q = await h.app.inject({ method: 'GET', url: '/api/auth/visitor?from=a%00b' });
    expect(q.statusCode).toBe(400);
    expect(q.json()).toEqual(fieldInvalid('from'));
  });

  it('checks keys and nested values; a bad key is named by the field holding it', async () => {
    const nested = await postJson('/api/shop/renameShop', { shopId, mallName: 'ok', extra: { deep: [[NUL]] } });
    expect(nested.body).toEqual(fieldInvalid('deep'));
    const key = await postJson('/api/shop/renameShop', { shopId, mallName: 'ok', [`k${LONE}`]: 1 });
    expect(key.body).toEqual(fieldInvalid('body'));
  });

  it('still accepts well-formed text, astral characters (paired surrogates) included', async () => {
    const res = await postJson('/api/shop/renameShop', { shopId, mallName: '旗舰店😀' });
    expect(res.body.code).toBe(0);
  });
});
