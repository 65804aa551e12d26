import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops } from './shop-tabs.fixture.js';

describe('[SHOPS] a rename shows wherever the shop is listed', () => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the shop list and the tab map both carry the new name', async () => {
    const boss = await registerBoss(h);
    const [id] = await seedShops(h, boss.uid, [{ platform: 'temu', name: '原始店名' }]);
    expect((await h.post('/api/shop/renameShop', { shopId: id, mallName: '新店名' }, boss.token)).body.code).toBe(0);
    const list = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data;
    expect(list.find((s: { mallId: number }) => s.mallId === id).mallName).toBe('新店名');
    const tabs = (await h.get('/api/shop/getShopTabMap', boss.token)).body.data;
    expect(tabs.shown[0]).toMatchObject({ mallName: '新店名', mallNameNative: '原始店名' });
  });
});
