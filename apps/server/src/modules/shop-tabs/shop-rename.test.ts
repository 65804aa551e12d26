import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops } from './shop-tabs.fixture.js';

const engines = await availableEngines();

describe.each(engines)('[TABS] shop rename on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let ids: number[];

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    await registerBoss(h);
    ids = await seedShops(h, a.uid, [
      { platform: 'temu', name: '甲店' },
      { platform: 'shein', name: '乙店' },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const rename = (shopId: number, mallName: string) => h.post('/api/shop/renameShop', { shopId, mallName }, a.token);
  const tab = async (id: number) =>
    (await h.get('/api/shop/getShopTabMap', a.token)).body.data.shown.find((s: any) => s.mallId === id);

  it('renames (trimmed) for the whole tenant; the original name stays as mallNameNative', async () => {
    const res = await rename(ids[0]!, '  主力店  ');
    expect(res.body).toMatchObject({ code: 0, msg: '修改成功', data: { changed: true } });
    expect(await tab(ids[0]!)).toMatchObject({ mallName: '主力店', mallNameNative: '甲店' });
    expect((await rename(ids[0]!, '主力店')).body.data).toEqual({ changed: false });
  });

  it('rejects empty and over-long names', async () => {
    expect((await rename(ids[0]!, '   ')).body).toMatchObject({ code: 1, msg: '请输入文字' });
    const over = `${'店'.repeat(128)}x`;
    expect((await rename(ids[0]!, over)).body).toMatchObject({ code: 1, msg: '店铺名称不能超过256个字符' });
    expect((await rename(ids[0]!, '店'.repeat(128))).body.code).toBe(0);
    expect((await rename(ids[0]!, '主力店')).body.code).toBe(0);
  });

  it('rejects another shop’s display name and another shop’s original name', async () => {
    expect((await rename(ids[1]!, '主力店')).body).toMatchObject({ code: 1, msg: '店铺名称不可与其它店铺重复' });
    expect((await rename(ids[1]!, '甲店')).body.msg).toBe('店铺名称不可与其它店铺重复');
    expect((await tab(ids[1]!)).mallName).toBe('乙店');
  });

  it('renaming back to its own original name clears the custom name', async () => {
    expect((await rename(ids[0]!, '甲店')).body.data).toEqual({ changed: true });
    expect(await tab(ids[0]!)).toMatchObject({ mallName: '甲店', mallNameNative: '甲店' });
    // Its old custom name is free again for another shop.
    expect((await rename(ids[1]!, '主力店')).body.code).toBe(0);
  });
});
