import { ApiRoutes, roleMayCall, type TRouteDef } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { enrolStaff } from './staff.fixture.js';

const engines = await availableEngines();

/**
 * Issue 24 finding 4: a shipper with no permissions answered code 0 on 81 routes (the shop's balance among them).
 * A shipper now reaches only the routes the shipping app calls; every other route refuses before its handler.
 */
describe.each(engines)('[AUTHZ] a warehouse shipper’s reach on %s', (engine) => {
  let h: THarness;
  let shipper: string;
  let shopId: number;

  beforeAll(async () => {
    h = await startHarness(engine);
    const boss = await registerBoss(h);
    const [shop] = await h.db.db
      .insert(shops)
      .values({ bossId: boss.uid, platform: 'temu', externalId: `reach-${engine}`, name: '发货店' })
      .returning();
    shopId = shop!.id;
    shipper = (await enrolStaff(h, boss.token, 'shipper', '/api/auth/saveWorkerUser', {})).token;
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('reads no balance, dashboard or shop list', async () => {
    for (const path of [
      '/api/order/getAvailableBalance',
      '/api/order/getHistoryTotalSales',
      '/api/shop/getBossShopList',
    ]) {
      const res = await h.post(path, { shopId }, shipper);
      expect({ path, status: res.status, data: res.body.data }).toEqual({ path, status: 403, data: null });
    }
  });

  it('answers code 0 on no route outside the shipping app’s list', async () => {
    const reached: string[] = [];
    for (const [name, def] of Object.entries(ApiRoutes) as [string, TRouteDef][]) {
      if (def.access === 'public' || roleMayCall(def, 'shipper') || name === 'logout') {
        continue;
      }
      const res = def.method === 'GET' ? await h.get(def.path, shipper) : await h.post(def.path, { shopId }, shipper);
      if (res.body.code === 0 || res.status !== 403) {
        reached.push(`${name}: ${res.status} code ${res.body.code}`);
      }
    }
    expect(reached).toEqual([]);
  }, 240_000);
});
