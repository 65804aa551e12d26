import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops } from '../shop-tabs/shop-tabs.fixture.js';
import { addManager, seedSales, smsClock } from './staff.fixture.js';

const engines = await availableEngines();

describe.each(engines)('店长/财务 assignment on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let temu: number[];
  let shein: number[];
  let foreign: number[];
  const sms = smsClock();

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, sms.sandbox);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    temu = await seedShops(h, boss.uid, [
      { platform: 'temu', name: '甲店' },
      { platform: 'temu', name: '乙店', semi: true },
      { platform: 'temu', name: '丙店' },
    ]);
    shein = await seedShops(h, boss.uid, [{ platform: 'shein', name: 'S店' }]);
    foreign = await seedShops(h, other.uid, [{ platform: 'temu', name: '别人的店' }]);
    for (const id of [...temu, ...shein]) {
      await seedSales(h, id);
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  const shopIdsOf = async (token: string) =>
    ((await h.post('/api/shop/getBossShopList', {}, token)).body.data as { mallId: number }[])
      .map((s) => s.mallId)
      .sort();

  it('a new manager sees exactly the assigned shops, logs in by SMS code and by password', async () => {
    const m = await addManager(h, boss.token, { temu: [temu[0]!], shein: [shein[0]!], permissions: ['1'] });
    expect(await shopIdsOf(m.token)).toEqual([temu[0]!, shein[0]!].sort());
    // SMS-code login on the phone tab (a minute after the one that set their password)
    await sms.later(h, m.phone);
    await h.post('/api/phone/sendPhoneCode', { phone: m.phone });
    const code = await h.lastCode(m.phone);
    const byCode = await h.post('/api/auth/login', { userName: m.phone, code: code ?? '' });
    expect(byCode.body.code).toBe(0);
    const info = await h.post('/api/order/getUserInfo', {}, byCode.body.data.token);
    expect(info.body.data.role).toBe('manager');
    expect(await shopIdsOf(byCode.body.data.token)).toEqual([temu[0]!, shein[0]!].sort());
    // Another shop of the same BOSS and another BOSS's shop: 404, not 403, so nothing is inferred.
    for (const id of [temu[1]!, foreign[0]!]) {
      const r = await h.post('/api/shop/getShopInfo', { shopId: id }, m.token);
      expect(r.status).toBe(404);
    }
  });

  it('cost and profit reach only staff with lookCost; a change applies on the next request', async () => {
    const m = await addManager(h, boss.token, { temu: [temu[0]!] });
    const { skuId, firstDay } = await seedCost();
    expect(firstDay).toBeTruthy();
    const noCost = await h.post('/api/shop/getShopInfo', { shopId: temu[0]! }, m.token);
    expect(noCost.body.data.last30.salesCents).toBe(15_000);
    expect(noCost.body.data.last30).not.toHaveProperty('costCents');
    expect(noCost.body.data.last30).not.toHaveProperty('profitCents');
    // Without lookCost the cost cannot be set either.
    const denied = await h.post('/api/order/updateProductInfoSummary', { shopId: temu[0]!, skuId, cost: '1' }, m.token);
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toBe('版块功能受限，联系BOSS获取使用许可');
    // The BOSS grants permission 1: the same token sees cost on its next call.
    await h.post(
      '/api/order/distributeShopToUserNoCode',
      { phone: m.phone, temuShopIdList: String(temu[0]), permissionIdList: '1' },
      boss.token,
    );
    const withCost = await h.post('/api/shop/getShopInfo', { shopId: temu[0]! }, m.token);
    expect(withCost.body.data.last30.costCents).toBe(4 * 3 * 400 + 1 * 3 * 600);
    expect(withCost.body.data.last30.profitCents).toBe(15_000 - (4 * 3 * 400 + 3 * 600));
    // And loses it again.
    await h.post(
      '/api/order/distributeShopToUserNoCode',
      { phone: m.phone, temuShopIdList: String(temu[0]), permissionIdList: '' },
      boss.token,
    );
    const again = await h.post('/api/shop/getShopInfo', { shopId: temu[0]! }, m.token);
    expect(again.body.data.last30).not.toHaveProperty('costCents');

    async function seedCost() {
      // 4 yuan for the first four days, 6 yuan from yesterday on: past profit keeps the old cost.
      const s = { skuId: `sku-${temu[0]}`, firstDay: '' };
      const info = await h.post('/api/shop/getShopInfo', { shopId: temu[0]! }, boss.token);
      const to = info.body.data.last30.to as string;
      s.firstDay = info.body.data.last30.from;
      const early = await h.post(
        '/api/order/updateProductInfoSummary',
        { shopId: temu[0]!, skuId: s.skuId, cost: '4', effectiveFrom: '2000-01-01' },
        boss.token,
      );
      expect(early.body.code).toBe(0);
      await h.post(
        '/api/order/updateProductInfoSummary',
        { shopId: temu[0]!, skuId: s.skuId, cost: '6.00', effectiveFrom: to },
        boss.token,
      );
      return s;
    }
  });

  it('the continue check loads a known phone; the table lists managers per shop', async () => {
    const m = await addManager(h, boss.token, { temu: [temu[1]!], permissions: ['2', '4'], role: 'finance' });
    const known = await h.post('/api/order/checkUserWorkerPhone', { phone: m.phone }, boss.token);
    expect(known.body.data).toEqual({
      role: 'finance',
      passwordSet: true,
      temuShopIdList: [temu[1]!],
      sheinShopIdList: [],
      permissionIdList: ['2', '4'],
    });
    expect((await h.post('/api/order/checkUserWorkerPhone', { phone: freshPhone() }, boss.token)).body.data).toBeNull();
    expect((await h.post('/api/order/getUserPermissionList', { phone: m.phone }, boss.token)).body.data).toEqual([
      '2',
      '4',
    ]);
    expect(
      (await h.post('/api/auth/user/getWorker/password', { phone: m.phone }, boss.token)).body.data.passwordSet,
    ).toBe(true);
    const table = (await h.post('/api/order/getShopListForDistribute', {}, boss.token)).body.data as {
      mallId: number;
      phoneStr: string;
    }[];
    expect(table.map((r) => r.mallId).sort()).toEqual([...temu, ...shein].sort());
    expect(table.find((r) => r.mallId === temu[1])!.phoneStr).toContain(m.phone);
    // Another BOSS's phone or a BOSS's own phone cannot be pulled in.
    const taken = await h.post('/api/order/checkUserWorkerPhone', { phone: other.phone }, boss.token);
    expect(taken.body.msg).toBe('该手机号已注册为其他账号，无法分配');
    // Another BOSS cannot see this staff member at all.
    expect((await h.post('/api/order/getUserPermissionList', { phone: m.phone }, other.token)).status).toBe(404);
  });

  it('a new password ends the staff member’s sessions; removing the last shop removes them', async () => {
    const m = await addManager(h, boss.token, { temu: [temu[0]!, temu[2]!] });
    const r1 = await h.post(
      '/api/order/removeShopKeeperId',
      { phone: m.phone, shopIdStr: String(temu[0]) },
      boss.token,
    );
    expect(r1.body.msg).toBe('删除成功');
    expect(await shopIdsOf(m.token)).toEqual([temu[2]!]);
    await h.post('/api/order/removeShopKeeperId', { phone: m.phone, shopIdStr: String(temu[2]) }, boss.token);
    expect((await h.post('/api/order/getUserInfo', {}, m.token)).status).toBe(401);
    expect((await h.post('/api/order/checkUserWorkerPhone', { phone: m.phone }, boss.token)).body.data).toBeNull();

    const n = await addManager(h, boss.token, { temu: [temu[0]!] });
    const changed = await h.post(
      '/api/order/distributeShopToUserNoCode',
      { phone: n.phone, temuShopIdList: String(temu[0]), password: 'newpass1' },
      boss.token,
    );
    expect(changed.body.msg).toBe('修改成功');
    expect((await h.post('/api/order/getUserInfo', {}, n.token)).status).toBe(401);
    expect((await h.post('/api/auth/login', { userName: n.phone, password: 'newpass1' })).body.code).toBe(0);
  });

  it('shops of another BOSS or of the wrong platform are refused and nothing changes', async () => {
    const phone = freshPhone();
    for (const body of [
      { phone, password: 'abc123', temuShopIdList: String(foreign[0]) },
      { phone, password: 'abc123', temuShopIdList: String(shein[0]) },
      { phone, password: 'abc123', sheinShopIdList: String(temu[0]) },
    ]) {
      expect((await h.post('/api/order/distributeShopToUserNoCode', body, boss.token)).status).toBe(404);
    }
    expect((await h.post('/api/order/checkUserWorkerPhone', { phone }, boss.token)).body.data).toBeNull();
  });

  it('the add-manager modal: a known manager’s SMS code, then the shops are added to theirs', async () => {
    const m = await addManager(h, boss.token, { temu: [temu[0]!] });
    await sms.later(h, m.phone);
    const sent = await h.post('/api/order/sendCodeForBindAndDistribute', { phone: m.phone }, boss.token);
    expect(sent.body.data.countdown).toBe(59);
    const wrong = await h.post(
      '/api/order/distributeShopToUser',
      { phone: m.phone, password: 'staff123', checkPass: 'staff123', code: '000000', shopIdStr: String(temu[2]) },
      boss.token,
    );
    expect(wrong.body.code).not.toBe(0);
    expect(await shopIdsOf(m.token)).toEqual([temu[0]!]);
    const code = (await h.lastCode(m.phone)) ?? '';
    const ok = await h.post(
      '/api/order/distributeShopToUser',
      { phone: m.phone, password: 'staff123', checkPass: 'staff123', code, shopIdStr: `x-${temu[2]}` },
      boss.token,
    );
    expect(ok.body.msg).toBe('添加成功');
    // Same password: the session stays; the shops were merged.
    expect((await h.post('/api/order/getUserInfo', {}, m.token)).status).toBe(200);
  });
});
