import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops } from '../shop-tabs/shop-tabs.fixture.js';
import { setOwnPasswordBySms, smsClock, staffCode } from './staff.fixture.js';

const engines = await availableEngines();

/** Issue 10 part 6: a phone becomes a 店长/财务 only with the code that reached it. */
describe.each(engines)('consent for 店长/财务 on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let temu: number[];
  const sms = smsClock();

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, sms.sandbox);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    temu = await seedShops(h, boss.uid, [
      { platform: 'temu', name: '甲店' },
      { platform: 'temu', name: '乙店' },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** What a refused call must leave alone: the phone has no account and the BOSS's log no line. */
  const untouched = async (phone: string) => {
    const [r] = await rows<{ users: number; log: number }>(
      h.db.db,
      sql`select (select count(*)::int from users where phone = ${phone}) users,
                 (select count(*)::int from audit_log where event like 'op.%' and boss_id = ${boss.uid}) log`,
    );
    return r!;
  };
  const assign = (body: Record<string, unknown>) => h.post('/api/order/distributeShopToUser', body, boss.token);

  it('the no-code path refuses a phone that is not yet staff; the phone stays free to register', async () => {
    const phone = freshPhone();
    const before = await untouched(phone);
    const res = await h.post(
      '/api/order/distributeShopToUserNoCode',
      { phone, role: 'manager', password: 'staff123', temuShopIdList: String(temu[0]) },
      boss.token,
    );
    expect(res.body).toMatchObject({ code: 1, errorId: 'STAFF_CONSENT_REQUIRED' });
    expect(res.body.msg).toBe('该手机号还不是您的员工，请向其手机发送验证码，凭对方收到的验证码添加');
    expect(await untouched(phone)).toEqual({ ...before, users: 0 });
    // Its owner registers on their own: nobody took the number.
    const self = await registerBoss(h, phone);
    expect(self.uid).toBeGreaterThan(0);
  });

  it('the code that reached the phone enrols them without a password; they log in by SMS and set their own', async () => {
    const phone = freshPhone();
    const sent = await h.post('/api/order/sendCodeForBindAndDistribute', { phone }, boss.token);
    expect(sent.body.data.countdown).toBe(59);
    const code = (await h.lastCode(phone)) ?? '';
    // A password the BOSS types for a new person is refused, and the code survives the refusal.
    const withPassword = await assign({
      phone,
      code,
      shopIdStr: String(temu[0]),
      password: 'boss1234',
      checkPass: 'boss1234',
    });
    expect(withPassword.body.errorId).toBe('STAFF_OWN_PASSWORD');
    const ok = await assign({ phone, code, shopIdStr: String(temu[0]), role: 'finance', permissionIdList: '1,2' });
    expect(ok.body).toMatchObject({ code: 0, msg: '添加成功', data: { created: true } });
    const known = await h.post('/api/order/checkUserWorkerPhone', { phone }, boss.token);
    expect(known.body.data).toEqual({
      role: 'finance',
      passwordSet: false,
      temuShopIdList: [temu[0]],
      sheinShopIdList: [],
      permissionIdList: ['1', '2'],
    });
    // No password works yet; the SMS-code login does, and the user is told to set one.
    expect((await h.post('/api/auth/login', { userName: phone, password: 'boss1234' })).body.errorId).toBe(
      'PASSWORD_WRONG',
    );
    await h.post('/api/phone/sendPhoneCode', { phone });
    const byCode = await h.post('/api/auth/login', { userName: phone, code: (await h.lastCode(phone)) ?? '' });
    const token = byCode.body.data.token as string;
    expect((await h.post('/api/order/getUserInfo', {}, token)).body.data).toMatchObject({
      role: 'finance',
      hasPassword: false,
    });
    const mismatch = await h.post(
      '/api/auth/user/setPassword',
      { password: 'mine1234', confirmPassword: 'mine12345' },
      token,
    );
    expect(mismatch.body.msg).toBe('两次密码不一致');
    const set = await h.post(
      '/api/auth/user/setPassword',
      { password: 'mine1234', confirmPassword: 'mine1234' },
      token,
    );
    expect(set.body).toMatchObject({ code: 0, msg: '密码设置成功' });
    expect((await h.post('/api/order/getUserInfo', {}, token)).body.data.hasPassword).toBe(true);
    // Set once: changing it takes 找回密码, never just a session.
    const again = await h.post(
      '/api/auth/user/setPassword',
      { password: 'other123', confirmPassword: 'other123' },
      token,
    );
    expect(again.body.errorId).toBe('PASSWORD_ALREADY_SET');
    expect((await h.post('/api/auth/login', { userName: phone, password: 'mine1234' })).body.code).toBe(0);
    // The phone is now taken (they accepted): registering says so.
    expect((await h.post('/api/phone/sendPhoneCodeRegister', { phone })).body.msg).toBe('该手机号已注册，请直接登录');
  });

  it('a wrong code, an expired code or another phone’s code changes nothing', async () => {
    const phone = freshPhone();
    const code = await staffCode(h, boss.token, phone);
    const before = await untouched(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await assign({ phone, code: wrong, shopIdStr: String(temu[0]) })).body.errorId).toBe('CODE_WRONG');
    const elsewhere = freshPhone();
    expect((await assign({ phone: elsewhere, code, shopIdStr: String(temu[0]) })).body.errorId).toBe('CODE_WRONG');
    // Another BOSS cannot use a code asked for by this one.
    const foreignShop = (await seedShops(h, other.uid, [{ platform: 'temu', name: '别人的店' }]))[0]!;
    const stolen = await h.post(
      '/api/order/distributeShopToUser',
      { phone, code, shopIdStr: String(foreignShop) },
      other.token,
    );
    expect(stolen.body.errorId).toBe('CODE_WRONG');
    h.clock.advance(301_000);
    expect((await assign({ phone, code, shopIdStr: String(temu[0]) })).body.errorId).toBe('CODE_EXPIRED');
    expect(await untouched(phone)).toEqual(before);
    expect(await untouched(elsewhere)).toMatchObject({ users: 0 });
    expect((await h.post('/api/order/checkUserWorkerPhone', { phone }, boss.token)).body.data).toBeNull();
    // Never accepted: its owner registers freely.
    await sms.later(h, phone);
    expect((await registerBoss(h, phone)).uid).toBeGreaterThan(0);
  });

  it('an accepted staff member is edited without a code; a code adds shops to theirs', async () => {
    const phone = freshPhone();
    expect(
      (await assign({ phone, code: await staffCode(h, boss.token, phone), shopIdStr: String(temu[0]) })).body.code,
    ).toBe(0);
    const token = await setOwnPasswordBySms(h, phone, 'mine1234');
    const edit = await h.post(
      '/api/order/distributeShopToUserNoCode',
      { phone, role: 'manager', temuShopIdList: String(temu[1]), permissionIdList: '4' },
      boss.token,
    );
    expect(edit.body).toMatchObject({ code: 0, msg: '修改成功' });
    await sms.later(h, phone);
    const more = await assign({ phone, code: await staffCode(h, boss.token, phone), shopIdStr: String(temu[0]) });
    expect(more.body.data).toEqual({ created: false });
    const shops = (await h.post('/api/shop/getBossShopList', {}, token)).body.data as { mallId: number }[];
    expect(shops.map((s) => s.mallId).sort()).toEqual([...temu].sort());
    expect((await h.post('/api/order/getUserPermissionList', { phone }, boss.token)).body.data).toEqual(['4']);
  });

  it('a phone the save would refuse gets no SMS', async () => {
    const smsCount = async (phone: string) =>
      ((await (await fetch(`${h.sandboxUrl}/sms/messages?phone=${phone}`)).json()) as unknown[]).length;
    const res = await h.post('/api/order/sendCodeForBindAndDistribute', { phone: other.phone }, boss.token);
    expect(res.body.errorId).toBe('STAFF_PHONE_OTHER');
    const shipper = freshPhone();
    const code = await staffCode(h, boss.token, shipper, 'shipper');
    expect((await h.post('/api/auth/saveWorkerUser', { phone: shipper, code }, boss.token)).body.code).toBe(0);
    await sms.later(h, shipper);
    const before = await smsCount(shipper);
    for (const [role, id] of [
      ['manager', 'STAFF_ROLE_CONFLICT'],
      ['operator', 'STAFF_ROLE_CONFLICT'],
      ['shipper', 'SHIPPER_EXISTS'],
    ] as const) {
      const r = await h.post('/api/order/sendCodeForBindAndDistribute', { phone: shipper, role }, boss.token);
      expect(r.body.errorId).toBe(id);
    }
    expect(await smsCount(shipper)).toBe(before);
  });
});
