import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getWith,
  login,
  openSellerCentre,
  PASSWORD_ACCOUNT,
  SMS_ACCOUNT,
  sessionOf,
  type TSellerKit,
  verify,
} from './seller-test-kit.js';

let kit: TSellerKit;
beforeEach(async () => {
  kit = await openSellerCentre();
});
afterEach(() => kit.app.close());

const MINUTE = 60_000;

describe('seller centre login', () => {
  it('logs a password-only account in with a 24 h session', async () => {
    const body = await login(kit.app, PASSWORD_ACCOUNT.phone, PASSWORD_ACCOUNT.password);
    expect(body).toMatchObject({ success: true, uid: 'temu-uid-1' });
    expect(body.session).toMatch(/^[0-9a-f]{48}$/);
    expect(Date.parse(body.expiresAt)).toBe(kit.clock.now() + 24 * 60 * MINUTE);
    expect(kit.inbox.list()).toEqual([]);
  });

  it('answers a wrong password or unknown phone with exactly Temu账号和密码错误, HTTP 200', async () => {
    for (const [phone, password] of [
      [PASSWORD_ACCOUNT.phone, 'nope'],
      ['13700000000', PASSWORD_ACCOUNT.password],
    ] as const) {
      const res = await kit.app.inject({ method: 'POST', url: '/temu-seller/api/login', payload: { phone, password } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, errorCode: 'WRONG_PASSWORD', errorMsg: 'Temu账号和密码错误' });
    }
  });

  it('sends an SMS code to the inbox, once a minute, and accepts it', async () => {
    const first = await login(kit.app, SMS_ACCOUNT.phone, SMS_ACCOUNT.password);
    expect(first).toMatchObject({ success: false, errorCode: 'NEED_SMS_CODE' });
    const [sms] = kit.inbox.list(SMS_ACCOUNT.phone);
    expect(sms?.text).toMatch(/^【Temu】您的登录验证码为\d{6}，5分钟内有效$/);
    expect(sms?.code).toMatch(/^\d{6}$/);

    kit.clock.advance(30_000);
    const again = await login(kit.app, SMS_ACCOUNT.phone, SMS_ACCOUNT.password);
    expect(again.challengeId).toBe(first.challengeId);
    expect(kit.inbox.list(SMS_ACCOUNT.phone)).toHaveLength(1);

    const wrong = sms?.code === '000000' ? '111111' : '000000';
    expect(await verify(kit.app, first.challengeId, wrong)).toMatchObject({ success: false, errorCode: 'WRONG_CODE' });
    const ok = await verify(kit.app, first.challengeId, sms?.code ?? '');
    expect(ok).toMatchObject({ success: true, uid: SMS_ACCOUNT.uid });
    // A challenge is single use.
    expect(await verify(kit.app, first.challengeId, sms?.code ?? '')).toMatchObject({ errorCode: 'CHALLENGE_EXPIRED' });
  });

  it('resends after 60 s with a new challenge and retires the old one', async () => {
    const first = await login(kit.app, SMS_ACCOUNT.phone, SMS_ACCOUNT.password);
    kit.clock.advance(61_000);
    const second = await login(kit.app, SMS_ACCOUNT.phone, SMS_ACCOUNT.password);
    expect(second.challengeId).not.toBe(first.challengeId);
    const [latest, older] = kit.inbox.list(SMS_ACCOUNT.phone);
    expect(await verify(kit.app, first.challengeId, older?.code ?? '')).toMatchObject({
      errorCode: 'CHALLENGE_EXPIRED',
    });
    expect((await verify(kit.app, second.challengeId, latest?.code ?? '')).success).toBe(true);
  });

  it('expires a code after 5 minutes or 5 wrong tries', async () => {
    const first = await login(kit.app, SMS_ACCOUNT.phone, SMS_ACCOUNT.password);
    const code = kit.inbox.list(SMS_ACCOUNT.phone)[0]?.code ?? '';
    kit.clock.advance(5 * MINUTE + 1);
    expect(await verify(kit.app, first.challengeId, code)).toMatchObject({ errorCode: 'CHALLENGE_EXPIRED' });

    const next = await login(kit.app, SMS_ACCOUNT.phone, SMS_ACCOUNT.password);
    const nextCode = kit.inbox.list(SMS_ACCOUNT.phone)[0]?.code ?? '';
    const wrong = nextCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(await verify(kit.app, next.challengeId, wrong)).toMatchObject({ errorCode: 'WRONG_CODE' });
    }
    expect(await verify(kit.app, next.challengeId, nextCode)).toMatchObject({ errorCode: 'CHALLENGE_EXPIRED' });
  });

  it('locks a phone for 10 minutes after 5 wrong passwords', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(kit.app, PASSWORD_ACCOUNT.phone, 'bad')).errorCode).toBe('WRONG_PASSWORD');
    }
    const locked = await login(kit.app, PASSWORD_ACCOUNT.phone, PASSWORD_ACCOUNT.password);
    expect(locked).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS' });
    kit.clock.advance(10 * MINUTE);
    expect((await login(kit.app, PASSWORD_ACCOUNT.phone, PASSWORD_ACCOUNT.password)).success).toBe(true);
  });
});

describe('seller centre sessions', () => {
  it('expires a session after 24 h', async () => {
    const { session } = await login(kit.app, PASSWORD_ACCOUNT.phone, PASSWORD_ACCOUNT.password);
    expect((await getWith(kit.app, session, '/temu-seller/api/account')).statusCode).toBe(200);
    kit.clock.advance(24 * 60 * MINUTE);
    const res = await getWith(kit.app, session, '/temu-seller/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' });
  });

  it('ends all sessions of one account through the admin route, leaving others alone', async () => {
    const a = (await login(kit.app, PASSWORD_ACCOUNT.phone, PASSWORD_ACCOUNT.password)).session;
    const b = (await login(kit.app, PASSWORD_ACCOUNT.phone, PASSWORD_ACCOUNT.password)).session;
    const challenge = await login(kit.app, SMS_ACCOUNT.phone, SMS_ACCOUNT.password);
    const other = (await verify(kit.app, challenge.challengeId, kit.inbox.list()[0]?.code ?? '')).session;
    const admin = await kit.app.inject({
      method: 'POST',
      url: '/temu-seller/admin/expire-sessions',
      payload: { uid: PASSWORD_ACCOUNT.uid },
    });
    expect(admin.json()).toEqual({ ok: true, ended: 2 });
    for (const s of [a, b]) {
      expect((await getWith(kit.app, s, '/temu-seller/api/account')).statusCode).toBe(401);
    }
    expect((await getWith(kit.app, other, '/temu-seller/api/account')).statusCode).toBe(200);
    expect((await getWith(kit.app, 'unknown', '/temu-seller/api/account')).statusCode).toBe(401);
  });
});

describe('seller centre 子账号', () => {
  it('a sub-account logs in with its own phone and SMS code and reaches only its own malls', async () => {
    const sub = PASSWORD_ACCOUNT.subAccounts![0]!;
    expect((await login(kit.app, sub.phone, 'wrong')).errorCode).toBe('WRONG_PASSWORD');
    const first = await login(kit.app, sub.phone, sub.password);
    expect(first).toMatchObject({ success: false, errorCode: 'NEED_SMS_CODE' });
    const code = kit.inbox.list().find((m) => m.phone === sub.phone)!.code!;
    const ok = await verify(kit.app, first.challengeId, code);
    expect(ok).toMatchObject({ success: true, uid: sub.uid });
    const account = (await getWith(kit.app, ok.session, '/temu-seller/api/account')).json();
    expect(account).toMatchObject({ uid: sub.uid, mainUid: PASSWORD_ACCOUNT.uid, subAccount: true });
    expect(account.shops.map((s: { mallId: number }) => s.mallId)).toEqual([101]);
    const own = await getWith(kit.app, ok.session, '/temu-seller/api/products?mallId=101');
    expect(own.statusCode).toBe(200);
    // Another mall of the same main account is out of the sub-account's reach.
    const other = await getWith(kit.app, ok.session, '/temu-seller/api/products?mallId=102');
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('NO_PERMISSION');
    // The main account reads both and says it is no sub-account.
    const main = (await getWith(kit.app, await sessionOf(kit.app), '/temu-seller/api/account')).json();
    expect(main).toMatchObject({ uid: PASSWORD_ACCOUNT.uid, mainUid: PASSWORD_ACCOUNT.uid, subAccount: false });
  });
});
