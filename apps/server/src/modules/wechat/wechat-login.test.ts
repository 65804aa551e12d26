import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';

/** Plays the phone's part on the sandbox's WeChat page: confirm as a demo user, follow to our callback. */
const scan = async (h: THarness, qrUrl: string, user = 'new') => {
  const q = new URL(qrUrl).searchParams;
  const res = await fetch(`${h.sandboxUrl}/connect/qrconnect/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      appid: q.get('appid')!,
      redirect_uri: q.get('redirect_uri')!,
      state: q.get('state')!,
      user,
    }),
  });
  const location = new URL(res.headers.get('location')!);
  return h.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
};

describe('[AUTH] WeChat QR login through the sandbox, then bind phone', () => {
  let h: THarness;
  let base: string;
  beforeAll(async () => {
    h = await startHarness('pglite');
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a new WeChat user logs in, is told to bind a phone, binds it and can then log in by password', async () => {
    const start = (await h.get('/api/auth/wechat/login/code')).body.data;
    expect(start.qrUrl).toContain(`${h.sandboxUrl}/connect/qrconnect?appid=wx-sandbox-app`);
    expect(start.topic).toBe(`wx/login/${start.loginId}`);

    // The browser waits on the anonymous topic, readable only with its pollKey.
    const waiter = await mqtt.connectAsync(`${base.replace('http', 'ws')}/mqtt`, {
      username: `wxlogin:${start.loginId}`,
      password: start.pollKey,
      reconnectPeriod: 0,
    });
    await waiter.subscribeAsync(start.topic);
    await expect(waiter.subscribeAsync(`wx/login/${'b'.repeat(32)}`)).rejects.toThrow();
    await expect(
      mqtt.connectAsync(`${base.replace('http', 'ws')}/mqtt`, {
        username: `wxlogin:${start.loginId}`,
        password: 'x'.repeat(32),
        reconnectPeriod: 0,
      }),
    ).rejects.toThrow(/Not authorized/);

    expect(
      (await h.post('/api/auth/wechat/login/result', { loginId: start.loginId, pollKey: start.pollKey })).body.data
        .status,
    ).toBe('pending');
    const message = new Promise<string>((r) => waiter.once('message', (_t, p) => r(p.toString())));
    const cb = await scan(h, start.qrUrl);
    expect(cb.statusCode).toBe(200);
    expect(JSON.parse(await message)).toEqual({ status: 'confirmed' });
    await waiter.endAsync();

    const wrongKey = await h.post('/api/auth/wechat/login/result', { loginId: start.loginId, pollKey: 'y'.repeat(32) });
    expect(wrongKey.body.code).toBe(1);
    const result = (await h.post('/api/auth/wechat/login/result', { loginId: start.loginId, pollKey: start.pollKey }))
      .body.data;
    expect(result).toMatchObject({ status: 'confirmed', needPhone: true });
    // The hand-over happens once.
    expect(
      (await h.post('/api/auth/wechat/login/result', { loginId: start.loginId, pollKey: start.pollKey })).body.data
        .status,
    ).toBe('expired');

    const info = (await h.post('/api/order/getUserInfo', {}, result.token)).body.data;
    expect(info).toMatchObject({ phone: null, hasPassword: false, role: 'boss' });
    expect(info.wechatUId).toBeTruthy();

    const phone = freshPhone();
    await h.post('/api/phone/sendPhoneCodeBind', { phone }, result.token);
    const code = (await h.lastCode(phone))!;
    const bound = await h.post('/api/auth/user/binding/phone', { phone, password: 'bind123', code }, result.token);
    expect(bound.body.code).toBe(0);
    expect((await h.post('/api/order/getUserInfo', {}, result.token)).status).toBe(401);
    expect((await h.post('/api/order/getUserInfo', {}, bound.body.data.token)).body.data).toMatchObject({
      phone,
      hasPassword: true,
    });
    expect((await h.post('/api/auth/login', { userName: phone, password: 'bind123' })).body.code).toBe(0);
  });

  it('the same WeChat user scanning again lands in the same account', async () => {
    const uids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const start = (await h.get('/api/auth/wechat/login/code')).body.data;
      await scan(h, start.qrUrl, 'zhangsan');
      const r = (await h.post('/api/auth/wechat/login/result', { loginId: start.loginId, pollKey: start.pollKey })).body
        .data;
      uids.push((await h.post('/api/order/getUserInfo', {}, r.token)).body.data.uid);
    }
    expect(uids[0]).toBe(uids[1]);
  });

  it('binding a phone that has a password account merges WeChat into it only with that password', async () => {
    const boss = await registerBoss(h);
    const start = (await h.get('/api/auth/wechat/login/code')).body.data;
    await scan(h, start.qrUrl, 'lisi');
    const wx = (await h.post('/api/auth/wechat/login/result', { loginId: start.loginId, pollKey: start.pollKey })).body
      .data;
    await h.post('/api/phone/sendPhoneCodeBind', { phone: boss.phone }, wx.token);
    const code = (await h.lastCode(boss.phone))!;
    const wrong = await h.post(
      '/api/auth/user/binding/phone',
      { phone: boss.phone, password: 'wrong99', code },
      wx.token,
    );
    expect(wrong.body.msg).toBe('账号或密码错误');
  });

  it('an expired or unknown login cannot be completed', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/auth/wechat/callback?code=abc&state=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('二维码已失效');
  });
});
