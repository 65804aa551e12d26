import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops } from './shop-tabs.fixture.js';

const engines = await availableEngines();

describe.each(engines)('[SHOPS] concurrent hides on %s', (engine) => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('two hides at once never hide every shop', async () => {
    for (let round = 0; round < 5; round++) {
      const boss = await registerBoss(h);
      const [a, b] = await seedShops(h, boss.uid, [
        { platform: 'temu', name: `竞态A${round}` },
        { platform: 'temu', name: `竞态B${round}` },
      ]);
      const results = await Promise.all([
        h.post('/api/shop/hideShops', { shopIds: String(a) }, boss.token),
        h.post('/api/shop/hideShops', { shopIds: String(b) }, boss.token),
      ]);
      expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
      const map = (await h.get('/api/shop/getShopTabMap', boss.token)).body.data;
      expect(map.shown).toHaveLength(1);
    }
  });
});
