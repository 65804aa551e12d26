import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shopDaily, shopGroups, shops, users } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager, seedSales } from '../staff/staff.fixture.js';

const engines = await availableEngines();

describe.each(engines)('[DELETE-ACCOUNT] a BOSS deletes the tenant on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let b: Awaited<ReturnType<typeof registerBoss>>;
  let aShop: number;
  let bShop: number;
  let manager: { phone: string; token: string };

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    b = await registerBoss(h);
    const rows = await h.db.db
      .insert(shops)
      .values([
        { bossId: a.uid, platform: 'temu', externalId: `del-a-${engine}`, name: 'A店' },
        { bossId: b.uid, platform: 'temu', externalId: `del-b-${engine}`, name: 'B店' },
      ])
      .returning({ id: shops.id });
    aShop = rows[0]!.id;
    bShop = rows[1]!.id;
    await seedSales(h, aShop);
    await seedSales(h, bShop);
    await h.post('/api/shopGroup/save/userGroups', { shopGroupName: 'A组' }, a.token);
    manager = await addManager(h, a.token, { temu: [aShop] });
  });
  afterAll(async () => {
    await h?.close();
  });

  const tenantRows = async (bossId: number) => ({
    users: (
      await h.db.db
        .select()
        .from(users)
        .where(or(eq(users.id, bossId), eq(users.bossId, bossId)))
    ).length,
    shops: (await h.db.db.select().from(shops).where(eq(shops.bossId, bossId))).length,
    groups: (await h.db.db.select().from(shopGroups).where(eq(shopGroups.bossId, bossId))).length,
  });

  it('staff cannot delete the tenant, and a code is required', async () => {
    const staff = await h.post('/api/user/sendDeleteAccountCode', {}, manager.token);
    expect(staff.body.code).not.toBe(0);
    expect((await h.post('/api/user/deleteAccount', {}, a.token)).body.msg).toBe('请输入验证码');
    expect((await h.post('/api/user/deleteAccount', { code: '12' }, a.token)).body.msg).toBe('验证码输入错误');
  });

  it('a wrong code changes nothing', async () => {
    const before = await tenantRows(a.uid);
    const sent = await h.post('/api/user/sendDeleteAccountCode', {}, a.token);
    expect(sent.body).toMatchObject({ code: 0, data: { countdown: 60 } });
    const code = (await h.lastCode(a.phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await h.post('/api/user/deleteAccount', { code: wrong }, a.token)).body.msg).toBe('验证码输入错误');
    expect(await tenantRows(a.uid)).toEqual(before);
    expect(before).toEqual({ users: 2, shops: 1, groups: 1 });
    // The BOSS is still logged in.
    expect((await h.post('/api/order/getUserInfo', {}, a.token)).body.code).toBe(0);
  });

  it('the right code removes the tenant’s rows, ends its sessions and leaves other tenants alone', async () => {
    const code = (await h.lastCode(a.phone))!;
    const done = await h.post('/api/user/deleteAccount', { code }, a.token);
    expect(done.body).toMatchObject({ code: 0, data: { shops: 1, staff: 1 } });
    expect(await tenantRows(a.uid)).toEqual({ users: 0, shops: 0, groups: 0 });
    expect(await h.db.db.select().from(shopDaily).where(eq(shopDaily.shopId, aShop))).toEqual([]);
    expect(await h.db.db.select().from(auditLog).where(eq(auditLog.bossId, a.uid))).toEqual([]);
    expect((await h.post('/api/order/getUserInfo', {}, a.token)).body.msg).toBe('登录已过期，请重新登录');
    expect((await h.post('/api/order/getUserInfo', {}, manager.token)).body.msg).toBe('登录已过期，请重新登录');
    // The phone is free again: the person can register anew.
    expect(await h.db.db.select().from(users).where(eq(users.phone, a.phone))).toEqual([]);
    // The other tenant is untouched.
    expect(await tenantRows(b.uid)).toEqual({ users: 1, shops: 1, groups: 0 });
    expect(
      (
        await h.db.db
          .select()
          .from(shopDaily)
          .where(inArray(shopDaily.shopId, [bShop]))
      ).length,
    ).toBeGreaterThan(0);
    expect((await h.post('/api/order/getUserInfo', {}, b.token)).body.code).toBe(0);
  });
});
