import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopTodos } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import type { THarness } from '../../test/harness.js';
import { bindDemoBoss } from './truth-fixture.js';

const engines = await availableEngines();

/**
 * 价格申报 (priceDeclaring, 店铺统计) and 异常+退货 (sumnum, on each shop) come from the seller centre's to-do counts:
 * after a sync they equal the sandbox world's, per shop and summed over a scope; a shop whose source gave none has
 * no figure (null), never 0.
 */
describe.each(engines)('[DASHBOARD] 价格申报 and 异常+退货 against the world on %s', (engine) => {
  const T = Date.now();
  let h: THarness;
  let token: string;
  let byExternal: Map<number, number>;
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await h.post(path, body, token);
    expect(res.body.code, `${path}: ${res.body.msg}`).toBe(0);
    return res.body.data;
  };
  const tabs = async () => {
    const res = await h.get('/api/shop/getShopTabMap', token);
    expect(res.body.code, res.body.msg).toBe(0);
    return [...res.body.data.shown, ...res.body.data.closed] as { mallId: number; sumnum: number | null }[];
  };

  beforeAll(async () => {
    ({ h, token, byExternal } = await bindDemoBoss(engine, T));
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const truth = () => [...byExternal].map(([ext, id]) => ({ id, ...h.sandbox.world.todo(ext, new Date(T)) }));

  it('店铺统计 价格申报 equals the world’s count for each shop and for all shops', async () => {
    const all = truth();
    const total = all.reduce((a, t) => a + t.priceDeclaring, 0);
    // The world has open declarations (new products always do): a 0 here would prove nothing.
    expect(total).toBeGreaterThan(0);
    expect((await post('/api/order/queryStatisticDataSupplier', { shopId: 100 })).priceDeclaring).toBe(total);
    for (const t of all) {
      const one = await post('/api/order/queryStatisticDataSupplier', { shopId: t.id });
      expect(one.priceDeclaring, `shop ${t.id}`).toBe(t.priceDeclaring);
    }
  });

  it('each shop (tabs and the shop list) carries sumnum = 异常 + 退货 of the world', async () => {
    const all = truth();
    expect(all.some((t) => t.abnormal + t.returnsPending > 0)).toBe(true);
    const list = await tabs();
    const shops = (await post('/api/shop/getBossShopList', {})) as { mallId: number; sumnum: number | null }[];
    for (const t of all) {
      expect(list.find((x) => x.mallId === t.id)?.sumnum, `shop ${t.id}`).toBe(t.abnormal + t.returnsPending);
      expect(shops.find((x) => x.mallId === t.id)?.sumnum, `shop ${t.id}`).toBe(t.abnormal + t.returnsPending);
    }
  });

  it('a shop without a to-do read has no 价格申报 and no sumnum (null, not 0); the others still count', async () => {
    const [first, ...rest] = truth();
    await h.db.db.delete(shopTodos).where(eq(shopTodos.shopId, first!.id));
    expect((await post('/api/order/queryStatisticDataSupplier', { shopId: first!.id })).priceDeclaring).toBeNull();
    expect((await tabs()).find((x) => x.mallId === first!.id)?.sumnum).toBeNull();
    const shops = (await post('/api/shop/getBossShopList', {})) as { mallId: number; sumnum: number | null }[];
    expect(shops.find((x) => x.mallId === first!.id)?.sumnum).toBeNull();
    expect((await post('/api/order/queryStatisticDataSupplier', { shopId: 100 })).priceDeclaring).toBe(
      rest.reduce((a, t) => a + t.priceDeclaring, 0),
    );
  });
});
