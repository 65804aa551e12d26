import type { TTemuAccount, TTemuSubAccount } from '@ksa/sandbox/market/world-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, marketplaceAccounts, shops, staffTemuSubs } from '../../db/schema/index.js';
import { sealJson } from '../../lib/seal.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager, enrolStaff } from './staff.fixture.js';

const engines = await availableEngines();

/**
 * Issue 24: a 店长/财务 whose shops are only part of a Temu main account gets the seller-centre session of the Temu
 * 子账号 the BOSS bound for them, never the main account's; the sub-account may reach only the staff member's shops.
 */
describe.each(engines)('[STAFF] Temu 子账号 per staff member on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let main: TTemuAccount;
  let sub: TTemuSubAccount;
  let shopA: number;
  let shopB: number;
  let mallA: string;
  let mallB: string;
  let managerA: { phone: string; token: string };
  let managerB: { phone: string; token: string };

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
  const cred = async (token: string, shopId: number) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/getTemuCredByShopIdAgent',
      headers: { 'x-device-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ shopId }),
    });
    return { status: res.statusCode, body: res.json() as { code: number; errorId?: string; msg: string; data: any } };
  };
  const seller = (session: string, path: string) =>
    fetch(`${h.sandboxUrl}/temu-seller/api/${path}`, { headers: { 'x-temu-session': session } });
  const subCount = async () => (await h.db.db.select().from(staffTemuSubs)).length;
  const send = (staffPhone: string, subPhone: string, subPassword: string, token = boss.token) =>
    h.post('/api/order/sendStaffTemuSubCode', { phone: staffPhone, subPhone, subPassword }, token);
  const bind = (staffPhone: string, code: string, token = boss.token) =>
    h.post(
      '/api/order/bindStaffTemuSub',
      { phone: staffPhone, subPhone: sub.phone, subPassword: sub.password, code },
      token,
    );

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    boss = await registerBoss(h);
    other = await registerBoss(h);
    main = h.sandbox.world.temuAccounts.find((a) => (a.subAccounts ?? []).length > 0)!;
    sub = main.subAccounts![0]!;
    [mallA, mallB] = [String(main.shopIds[0]), String(main.shopIds[1])];
    expect(sub.shopIds.map(String)).toEqual([mallA]);
    const [acc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({
        bossId: boss.uid,
        platform: 'temu',
        kind: 'temu_seller',
        externalId: main.uid,
        phone: main.phone,
        secretSealed: sealJson(h.app.deps.config.sealKey, { password: main.password }),
      })
      .returning();
    const made = await h.db.db
      .insert(shops)
      .values([
        { bossId: boss.uid, accountId: acc!.id, platform: 'temu', externalId: mallA, name: '子账号店A' },
        { bossId: boss.uid, accountId: acc!.id, platform: 'temu', externalId: mallB, name: '主账号店B' },
      ])
      .returning();
    shopA = made[0]!.id;
    shopB = made[1]!.id;
    managerA = await addManager(h, boss.token, { temu: [shopA] });
    managerB = await addManager(h, boss.token, { temu: [shopB], role: 'finance' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('without a sub-account a one-shop manager gets no session, and is told why', async () => {
    const r = await cred(await deviceOf(managerA.phone), shopA);
    expect(r.status).toBe(403);
    expect(r.body.errorId).toBe('TEMU_CRED_ACCOUNT_WIDE');
  });

  it('refuses what must not be bound, with a clear error, storing nothing', async () => {
    const shipper = await enrolStaff(h, boss.token, 'shipper', '/api/auth/saveWorkerUser', {});
    expect((await send(shipper.phone, sub.phone, sub.password)).body.errorId).toBe('TEMU_SUB_NOT_STAFF');
    // Another BOSS's staff phone is not found; a staff member cannot bind for themselves.
    expect((await send(managerA.phone, sub.phone, sub.password, other.token)).status).toBe(404);
    expect((await send(managerA.phone, sub.phone, sub.password, managerA.token)).status).toBe(403);
    expect((await send(managerA.phone, sub.phone, 'wrong')).body.errorId).toBe('TEMU_WRONG_PASSWORD');
    // The main account itself (it logs in without a code) is no sub-account.
    expect((await send(managerA.phone, main.phone, main.password)).body.errorId).toBe('TEMU_SUB_IS_MAIN');
    expect((await send(managerA.phone, '', sub.password)).body.code).toBe(1);
    // A code that was never fetched for this staff member.
    expect((await bind(managerB.phone, '123456')).body.errorId).toBe('BIND_CODE_NOT_FETCHED');
    expect(await subCount()).toBe(0);
  });

  it('a sub-account that reaches a shop outside the staff member’s shops is refused', async () => {
    const sent = await send(managerB.phone, sub.phone, sub.password);
    expect(sent.body.data).toMatchObject({ needCode: true, bound: null });
    const r = await bind(managerB.phone, (await h.lastCode(sub.phone)) ?? '');
    expect(r.body.errorId).toBe('TEMU_SUB_TOO_WIDE');
    expect(r.body.msg).toContain('子账号店A');
    expect(await subCount()).toBe(0);
  });

  it('bound with the SMS code, the manager’s device gets the sub-account’s session, which opens only their shop', async () => {
    const sent = await send(managerA.phone, sub.phone, sub.password);
    expect(sent.body.code).toBe(0);
    // The sandbox re-uses a challenge sent under a minute ago: its code is the one in the inbox.
    const code = (await h.lastCode(sub.phone)) ?? '';
    expect((await bind(managerA.phone, code === '000000' ? '111111' : '000000')).body.errorId).toBe('CODE_WRONG');
    const bound = await bind(managerA.phone, code);
    expect(bound.body.code).toBe(0);
    expect(bound.body.data).toMatchObject({ subUid: sub.uid, temuUid: main.uid, shops: [{ shopId: shopA }] });
    const list = await h.post('/api/order/getStaffTemuSubAccounts', { phone: managerA.phone }, boss.token);
    expect(list.body.data.map((s: any) => s.subUid)).toEqual([sub.uid]);
    expect(JSON.stringify(list.body)).not.toContain(sub.password);

    const token = await deviceOf(managerA.phone);
    const r = await cred(token, shopA);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ shopId: shopA, mallId: mallA });
    const session = r.body.data.session as string;
    const account = (await (await seller(session, 'account')).json()) as any;
    expect(account).toMatchObject({ uid: sub.uid, mainUid: main.uid, subAccount: true });
    expect(account.shops.map((s: any) => String(s.mallId))).toEqual([mallA]);
    expect((await seller(session, `products?mallId=${mallA}`)).status).toBe(200);
    // The mall outside the manager's shops stays closed to the session they received.
    const foreign = await seller(session, `products?mallId=${mallB}`);
    expect(foreign.status).toBe(403);
    // The shop outside their scope is still a 404 to them.
    expect((await cred(token, shopB)).status).toBe(404);
  });

  it('once Temu widens the sub-account beyond the staff member’s shops, no session is handed out', async () => {
    const token = await deviceOf(managerA.phone);
    sub.shopIds.push(Number(mallB));
    try {
      const r = await cred(token, shopA);
      expect(r.status).toBe(403);
      expect(r.body.errorId).toBe('TEMU_CRED_ACCOUNT_WIDE');
      expect(JSON.stringify(r.body)).not.toContain('session');
    } finally {
      sub.shopIds.pop();
    }
    expect((await cred(token, shopA)).body.code).toBe(0);
  });

  it('a sub-account is never bound as a main account (it would take its malls over)', async () => {
    const before = (await h.db.db.select().from(marketplaceAccounts)).length;
    const sent = await h.post('/api/auth/sendTemuCode', { phone: sub.phone, password: sub.password }, boss.token);
    expect(sent.body.data.needCode).toBe(true);
    const code = (await h.lastCode(sub.phone)) ?? '';
    const r = await h.post('/api/auth/bindAccount', { phone: sub.phone, password: sub.password, code }, boss.token);
    expect(r.body.code).toBe(0);
    // The binding finishes asynchronously: give it the time it takes and look at what it wrote.
    await new Promise((done) => setTimeout(done, 1_500));
    await h.app.deps.syncQueue.idle();
    const accounts = await h.db.db.select().from(marketplaceAccounts);
    expect(accounts).toHaveLength(before);
    expect(accounts.map((a) => a.externalId)).not.toContain(sub.uid);
    const owners = await h.db.db.select({ accountId: shops.accountId }).from(shops);
    expect(new Set(owners.map((o) => o.accountId)).size).toBe(1);
  });

  it('after the BOSS unbinds it the manager gets no session again', async () => {
    const token = await deviceOf(managerA.phone);
    const gone = await h.post('/api/order/unbindStaffTemuSub', { phone: managerA.phone, subUid: sub.uid }, boss.token);
    expect(gone.body.code).toBe(0);
    expect(await subCount()).toBe(0);
    expect((await cred(token, shopA)).body.errorId).toBe('TEMU_CRED_ACCOUNT_WIDE');
    const again = await h.post('/api/order/unbindStaffTemuSub', { phone: managerA.phone, subUid: sub.uid }, boss.token);
    expect(again.status).toBe(404);
  });
});
