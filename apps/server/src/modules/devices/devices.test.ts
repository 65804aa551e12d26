import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, marketplaceAccounts, shops } from '../../db/schema/index.js';
import { sealJson } from '../../lib/seal.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager, enrolStaff } from '../staff/staff.fixture.js';

const engines = await availableEngines();

type TSandboxAccount = { phone: string; password: string; needsSmsCode: boolean; demo: boolean; uid: string };

describe.each(engines)('[DEVICES] helper and plugin devices on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let account: TSandboxAccount;
  let shopA: number;
  let shopB: number;
  let manager: { phone: string; token: string };
  let managerAll: { phone: string; token: string };
  let accountId: number;
  // Every reply a device got, to prove the main-account password never left the server.
  const deviceReplies: string[] = [];

  const asDevice = async (path: string, token: string, body: Record<string, unknown> = {}) => {
    const res = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'x-device-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    deviceReplies.push(res.body);
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; errorId?: string; data: any } };
  };
  const register = async (token: string, kind = 'helper', name = 'PC-1') =>
    (await h.post('/api/device/register', { kind, name, platform: 'win32' }, token)).body;

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    const accounts = (await (await fetch(`${h.sandboxUrl}/accounts`)).json()) as { temu: TSandboxAccount[] };
    // A spare account that logs in without an SMS code, with at least two shops.
    account = accounts.temu.find(
      (a) => !a.needsSmsCode && !a.demo && (a as unknown as { shops: unknown[] }).shops.length >= 2,
    )!;
    const [acc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({
        bossId: boss.uid,
        platform: 'temu',
        kind: 'temu_seller',
        externalId: `${account.uid}-${engine}`,
        phone: account.phone,
        secretSealed: sealJson(h.app.deps.config.sealKey, { password: account.password }),
      })
      .returning();
    const made = await h.db.db
      .insert(shops)
      .values([
        { bossId: boss.uid, accountId: acc!.id, platform: 'temu', externalId: `dv-a-${engine}`, name: '设备店A' },
        { bossId: boss.uid, accountId: acc!.id, platform: 'temu', externalId: `dv-b-${engine}`, name: '设备店B' },
      ])
      .returning();
    shopA = made[0]!.id;
    shopB = made[1]!.id;
    accountId = acc!.id;
    manager = await addManager(h, boss.token, { temu: [shopA] });
    managerAll = await addManager(h, boss.token, { temu: [shopA, shopB] });
  });
  /** A device of a staff member written straight into the table: whether they may register one is another rule. */
  const deviceOf = async (phone: string) => {
    const user = (await h.db.db.query.users.findFirst({ where: (u, { eq }) => eq(u.phone, phone) }))!;
    const token = newToken();
    await h.db.db.insert(devices).values({
      bossId: boss.uid,
      userId: user.id,
      kind: 'extension',
      name: 'Staff-Chrome',
      platform: 'win32',
      tokenHash: sha256(token),
      createdAt: h.clock.now(),
    });
    return token;
  };
  afterAll(async () => {
    await h?.close();
  });

  it('getBossHasAtLeastOneDevice turns true once the BOSS registers a helper, on both paths', async () => {
    expect((await h.post('/api/auth/getBossHasAtLeastOneDevice', {}, boss.token)).body.data).toBe(false);
    const reg = await register(boss.token);
    expect(reg.code).toBe(0);
    expect(reg.data).toEqual({ deviceId: expect.any(Number), token: expect.any(String) });
    expect((await h.post('/api/auth/getBossHasAtLeastOneDevice', {}, boss.token)).body.data).toBe(true);
    expect((await h.post('/api/order/getBossHasAtLeastOneDevice', {}, boss.token)).body.data).toBe(true);
    // The manager reads the BOSS's answer; another BOSS has none.
    expect((await h.post('/api/auth/getBossHasAtLeastOneDevice', {}, manager.token)).body.data).toBe(true);
    expect((await h.post('/api/auth/getBossHasAtLeastOneDevice', {}, other.token)).body.data).toBe(false);
  });

  it('a device token works only on device calls, never as a session', async () => {
    const { token } = (await register(boss.token, 'extension', 'Chrome')).data;
    expect((await asDevice('/api/device/heartbeat', token)).body.code).toBe(0);
    const asSession = await h.post('/api/order/getUserInfo', {}, token);
    expect(asSession.status).toBe(401);
    // And a session token is no device token.
    expect((await asDevice('/api/device/heartbeat', boss.token)).status).toBe(401);
  });

  it('bad input is refused with a clear error and registers nothing', async () => {
    const before = (await h.db.db.select().from(devices)).length;
    const bad = await h.post('/api/device/register', { kind: 'phone', name: 'x' }, boss.token);
    expect(bad.body.code).toBe(1);
    const noName = await h.post('/api/device/register', { kind: 'helper', name: '' }, boss.token);
    expect(noName.body.code).toBe(1);
    expect((await h.db.db.select().from(devices)).length).toBe(before);
  });

  it('the BOSS lists every device of the tenant, staff only their own; sign-out ends the token at once', async () => {
    const mine = (await register(manager.token, 'extension', 'Manager-PC')).data;
    const bossList = (await h.post('/api/device/list', {}, boss.token)).body.data as any[];
    expect(bossList.map((d) => d.name).sort()).toEqual(['Chrome', 'Manager-PC', 'PC-1']);
    expect(bossList.find((d) => d.name === 'Manager-PC').phone).toBe(manager.phone);
    expect(JSON.stringify(bossList)).not.toMatch(/token/i);
    const staffList = (await h.post('/api/device/list', {}, manager.token)).body.data as any[];
    expect(staffList.map((d) => d.name)).toEqual(['Manager-PC']);
    expect((await h.post('/api/device/list', {}, other.token)).body.data).toEqual([]);

    const pc1 = bossList.find((d) => d.name === 'PC-1');
    // Staff cannot sign out the BOSS's device; another BOSS cannot see it.
    expect((await h.post('/api/device/revoke', { deviceId: pc1.deviceId }, manager.token)).status).toBe(404);
    expect((await h.post('/api/device/revoke', { deviceId: pc1.deviceId }, other.token)).status).toBe(404);
    // The BOSS signs out the manager's device: its token stops working.
    expect((await asDevice('/api/device/heartbeat', mine.token)).body.code).toBe(0);
    const revoked = await h.post('/api/device/revoke', { deviceId: mine.deviceId }, boss.token);
    expect(revoked.body).toMatchObject({ code: 0, msg: '操作成功' });
    expect((await asDevice('/api/device/heartbeat', mine.token)).status).toBe(401);
    expect((await h.post('/api/device/revoke', { deviceId: mine.deviceId }, boss.token)).status).toBe(404);
  });

  it('a manager assigned every shop of the main account gets a short-lived session; an unassigned shop is 404', async () => {
    const { token } = (await register(managerAll.token, 'extension', 'Manager-Chrome')).data;
    const cred = await asDevice(`/api/auth/getTemuCredByShopIdAgent?shopId=${shopA}`, token);
    expect(cred.body.code).toBe(0);
    expect(cred.body.data).toMatchObject({
      shopId: shopA,
      mallId: `dv-a-${engine}`,
      mallName: '设备店A',
      backOfficeUrl: `${h.sandboxUrl}/temu-seller`,
      sessionHeader: 'x-temu-session',
    });
    const ttl = new Date(cred.body.data.expiresAt).getTime() - h.clock.now().getTime();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    // The session is a live seller-centre session.
    const live = await fetch(`${h.sandboxUrl}/temu-seller/api/account`, {
      headers: { 'x-temu-session': cred.body.data.session },
    });
    expect(live.status).toBe(200);

    const foreign = await asDevice('/api/auth/getTemuCredByShopIdAgent', token, { shopId: 999_999 });
    expect(foreign.status).toBe(404);
    // The BOSS's call is the BOSS's only.
    expect((await asDevice('/api/auth/getTemuCredByShopId', token, { shopId: shopA })).status).toBe(403);
    expect((await asDevice('/api/auth/getTemuCredByShopIdAgent', token, {})).body.msg).toBe('shop is empty');
  });

  it('a manager scoped to one shop of a main account gets no session (it would open the other shops) and is told why', async () => {
    const token = await deviceOf(manager.phone);
    const cred = await asDevice(`/api/auth/getTemuCredByShopIdAgent?shopId=${shopA}`, token);
    expect(cred.status).toBe(403);
    expect(cred.body).toMatchObject({ code: 403, data: null, errorId: 'TEMU_CRED_ACCOUNT_WIDE' });
    expect(cred.body.msg).toContain('全部店铺');
    const unassigned = await asDevice(`/api/auth/getTemuCredByShopIdAgent?shopId=${shopB}`, token);
    expect(unassigned.status).toBe(404);
    expect(unassigned.body.data).toBeNull();
  });

  it('shippers and operators receive no seller-centre session, even for a shop assigned to them', async () => {
    const shipper = await enrolStaff(h, boss.token, 'shipper', '/api/auth/saveWorkerUser', {});
    const operator = await enrolStaff(h, boss.token, 'operator', '/api/order/saveOperator', {
      entityStr: String(accountId),
      shopIdStr: `${shopA},${shopB}`,
    });
    for (const phone of [shipper.phone, operator.phone]) {
      const token = await deviceOf(phone);
      for (const path of ['/api/auth/getTemuCredByShopIdAgent', '/api/auth/getTemuCredByShopId']) {
        const cred = await asDevice(path, token, { shopId: shopA });
        expect(cred.status).toBe(403);
        expect(cred.body.data).toBeNull();
        expect(JSON.stringify(cred.body)).not.toContain('session');
      }
      const agent = await asDevice('/api/auth/getTemuCredByShopIdAgent', token, { shopId: shopA });
      expect(agent.body.errorId).toBe('TEMU_CRED_NOT_FOR_ROLE');
    }
  });

  it('the BOSS’s plugin opens any of the BOSS’s shops; another BOSS’s plugin gets 404', async () => {
    const { token } = (await register(boss.token, 'extension', 'Boss-Chrome')).data;
    const cred = await asDevice('/api/auth/getTemuCredByShopId', token, { shopId: shopB });
    expect(cred.body).toMatchObject({ code: 0, data: { shopId: shopB, mallName: '设备店B' } });
    const foreignToken = (await register(other.token, 'extension', 'Other')).data.token;
    expect((await asDevice('/api/auth/getTemuCredByShopId', foreignToken, { shopId: shopB })).status).toBe(404);
  });

  it('no reply a device received contains the main-account password', () => {
    expect(deviceReplies.length).toBeGreaterThan(8);
    for (const body of deviceReplies) {
      expect(body).not.toContain(account.password);
    }
  });
});
