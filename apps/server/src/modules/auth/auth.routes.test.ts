import { Errors, Limits } from '@ksa/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, smsCodes, users } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

describe.each(engines)('[AUTH] accounts on %s', (engine) => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('registers with the code from the SMS inbox, logs in, reads user info, logs out', async () => {
    const phone = freshPhone();
    const sent = await h.post('/api/phone/sendPhoneCodeRegister', { phone });
    expect(sent.body).toMatchObject({ code: 0, msg: '信息发送成功', data: { countdown: 300 } });
    const code = await h.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const reg = await h.post('/api/auth/register', { userName: phone, password: 'abc123', code: code! });
    expect(reg.body.code).toBe(0);
    const login = await h.post('/api/auth/login', { userName: phone, password: 'abc123' });
    expect(login.body.code).toBe(0);
    const token = login.body.data.token as string;

    const info = await h.post('/api/order/getUserInfo', {}, `Bearer ${token}`);
    expect(info.body.data).toMatchObject({ phone, role: 'boss', isVisitor: false, hasPassword: true });
    expect(info.body.data.permissions.map((p: { permsCode: string }) => p.permsCode)).toEqual([
      'lookCost',
      'updateProName',
      'pageAiProducts',
      'pageSelectionToolNew',
    ]);
    // The bare token (the seed's client) works as well as Bearer.
    expect((await h.post('/api/order/getUserInfo', {}, token)).status).toBe(200);

    expect((await h.post('/api/auth/logout', {}, token)).body.code).toBe(0);
    const after = await h.post('/api/order/getUserInfo', {}, token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, msg: Errors.LOGIN_EXPIRED.msg });
  });

  it('stores only an Argon2id hash and hashed codes', async () => {
    const boss = await registerBoss(h);
    const [u] = await h.db.db.select().from(users).where(eq(users.phone, boss.phone));
    expect(u!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const codes = await h.db.db.select().from(smsCodes).where(eq(smsCodes.phone, boss.phone));
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) {
      expect(c.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
    const [s] = await h.db.db.select().from(sessions).where(eq(sessions.userId, boss.uid));
    expect(s!.tokenHash).not.toContain(boss.token);
  });

  it('logs in by SMS code; the code works once', async () => {
    const boss = await registerBoss(h);
    await h.post('/api/phone/sendPhoneCode', { phone: boss.phone });
    const code = (await h.lastCode(boss.phone))!;
    const first = await h.post('/api/auth/login', { userName: boss.phone, code });
    expect(first.body.code).toBe(0);
    const again = await h.post('/api/auth/login', { userName: boss.phone, code });
    expect(again.body).toMatchObject({ code: 1, msg: Errors.CODE_WRONG.msg });
  });

  it('refuses codes for unregistered phones on login and reset, and for registered ones on register', async () => {
    const phone = freshPhone();
    expect((await h.post('/api/phone/sendPhoneCode', { phone })).body.msg).toBe('您还未注册');
    expect((await h.post('/api/phone/sendPhoneCodeFindPass', { phone })).body.msg).toBe('您还未注册');
    const boss = await registerBoss(h);
    expect((await h.post('/api/phone/sendPhoneCodeRegister', { phone: boss.phone })).body.msg).toBe(
      Errors.PHONE_ALREADY_REGISTERED.msg,
    );
  });

  it('a register code cannot reset a password (codes are bound to their purpose)', async () => {
    const boss = await registerBoss(h);
    // Send a findPass code, then try a fresh register-purpose code against resetpass.
    await h.post('/api/phone/sendPhoneCodeFindPass', { phone: boss.phone });
    const realCode = (await h.lastCode(boss.phone))!;
    const other = freshPhone();
    await h.post('/api/phone/sendPhoneCodeRegister', { phone: other });
    const registerCode = (await h.lastCode(other))!;
    const wrong = await h.post('/api/auth/resetpass', {
      phone: boss.phone,
      code: registerCode === realCode ? '000000' : registerCode,
      password: 'newpass1',
    });
    expect(wrong.body.code).toBe(1);
    const ok = await h.post('/api/auth/resetpass', { phone: boss.phone, code: realCode, password: 'newpass1' });
    expect(ok.body.code).toBe(0);
  });

  it('reset password ends every existing token and the new password works', async () => {
    const boss = await registerBoss(h);
    await h.post('/api/phone/sendPhoneCodeFindPass', { phone: boss.phone });
    const code = (await h.lastCode(boss.phone))!;
    expect((await h.post('/api/auth/resetpass', { phone: boss.phone, code, password: 'n3wPass' })).body.code).toBe(0);
    expect((await h.post('/api/order/getUserInfo', {}, boss.token)).status).toBe(401);
    expect((await h.post('/api/auth/login', { userName: boss.phone, password: boss.password })).body.msg).toBe(
      Errors.PASSWORD_WRONG.msg,
    );
    expect((await h.post('/api/auth/login', { userName: boss.phone, password: 'n3wPass' })).body.code).toBe(0);
  });

  it('a code expires after 5 minutes', async () => {
    const boss = await registerBoss(h);
    await h.post('/api/phone/sendPhoneCode', { phone: boss.phone });
    const code = (await h.lastCode(boss.phone))!;
    h.clock.advance((Limits.codeTtlSeconds + 1) * 1000);
    const res = await h.post('/api/auth/login', { userName: boss.phone, code });
    expect(res.body).toMatchObject({ code: 1, msg: Errors.CODE_EXPIRED.msg });
  });

  it('the fifth wrong code kills the code, even the right one fails after', async () => {
    const boss = await registerBoss(h);
    await h.post('/api/phone/sendPhoneCode', { phone: boss.phone });
    const code = (await h.lastCode(boss.phone))!;
    const wrong = code === '111111' ? '222222' : '111111';
    const msgs: string[] = [];
    for (let i = 0; i < Limits.codeMaxWrongTries; i++) {
      msgs.push((await h.post('/api/auth/login', { userName: boss.phone, code: wrong })).body.msg);
    }
    expect(msgs.slice(0, 4).every((m) => m === Errors.CODE_WRONG.msg)).toBe(true);
    expect(msgs[4]).toBe(Errors.CODE_TOO_MANY_TRIES.msg);
    expect((await h.post('/api/auth/login', { userName: boss.phone, code })).body.code).toBe(1);
  });

  it('one send per phone per countdown, 10 per phone per day, 30 per IP per hour', async () => {
    const boss = await registerBoss(h);
    const again = await h.post('/api/phone/sendPhoneCode', { phone: boss.phone });
    expect(again.body.code).toBe(0);
    const tooSoon = await h.post('/api/phone/sendPhoneCode', { phone: boss.phone });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.msg).toMatch(/^验证码已发送，请\d+秒后再试$/);

    const ip = '10.250.250.1';
    const statuses: number[] = [];
    for (let i = 0; i < Limits.codeMaxPerIpPerHour + 1; i++) {
      statuses.push((await h.post('/api/phone/sendPhoneCodeRegister', { phone: freshPhone() }, undefined, ip)).status);
    }
    expect(statuses.slice(0, Limits.codeMaxPerIpPerHour).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('five wrong passwords delay further tries without locking the account for good', async () => {
    const boss = await registerBoss(h);
    for (let i = 0; i < Limits.loginMaxWrongPasswords; i++) {
      expect((await h.post('/api/auth/login', { userName: boss.phone, password: 'wrong1' })).body.msg).toBe(
        Errors.PASSWORD_WRONG.msg,
      );
    }
    const delayed = await h.post('/api/auth/login', { userName: boss.phone, password: boss.password });
    expect(delayed.status).toBe(429);
    expect(delayed.body.msg).toMatch(/^密码错误次数过多，请\d+秒后再试$/);
  });

  it('an unknown phone and a wrong password get the same answer', async () => {
    const unknown = await h.post('/api/auth/login', { userName: freshPhone(), password: 'whatever1' });
    const boss = await registerBoss(h);
    const wrong = await h.post('/api/auth/login', { userName: boss.phone, password: 'whatever1' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('records auth events in the audit log without secrets', async () => {
    const boss = await registerBoss(h);
    const rows = (await h.db.db.query.auditLog.findMany({ where: (a, { eq: e }) => e(a.userId, boss.uid) })).map(
      (r) => r.event,
    );
    expect(rows).toEqual(expect.arrayContaining(['auth.register', 'auth.login']));
    const all = JSON.stringify(await h.db.db.query.auditLog.findMany());
    expect(all).not.toContain(boss.password);
    expect(all).not.toContain(boss.phone);
  });
});
