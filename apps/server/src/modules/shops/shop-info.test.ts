import { Errors } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops } from '../shop-tabs/shop-tabs.fixture.js';

const engines = await availableEngines();

describe.each(engines)('[SHOPS] shop info on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let mine: number[];
  let theirs: number[];

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    const b = await registerBoss(h);
    mine = await seedShops(h, a.uid, [{ platform: 'temu', name: '甲店' }]);
    theirs = await seedShops(h, b.uid, [{ platform: 'shein', name: '乙店' }]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const info = (shopId: number) => h.post('/api/shop/getShopInfo', { shopId }, a.token);
  const notFound = { code: Errors.NOT_FOUND.code, msg: Errors.NOT_FOUND.msg };

  it('answers the panel for a visible shop', async () => {
    const res = await info(mine[0]!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { mallId: mine[0], mallName: '甲店', expired: false } });
  });

  it('answers 404 for 100, which names one shop here rather than all shops', async () => {
    expect(mine).not.toContain(100);
    const res = await info(100);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject(notFound);
  });

  it('answers the same 404 for another BOSS’s shop', async () => {
    const res = await info(theirs[0]!);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject(notFound);
  });
});
