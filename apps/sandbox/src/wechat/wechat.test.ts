import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { fakeClock, T0 } from '../sms/sms-test-kit.js';
import { WECHAT_APPS } from './apps.js';
import { openidOf } from './users.js';

const APPID = 'wx-sandbox-app';
const SECRET = WECHAT_APPS[APPID]?.secret ?? '';
const REDIRECT = 'http://127.0.0.1:3000/api/auth/wechat/callback?from=login';
const clock = fakeClock();
let app: ReturnType<typeof buildSandbox>;

beforeEach(() => {
  clock.set(T0);
  app = buildSandbox({ now: clock.now, publicUrl: 'http://sandbox.test/' });
});
afterEach(() => app.close());

const scan = async (user = 'zhangsan', state = 's-1') => {
  const res = await app.inject({
    method: 'POST',
    url: '/connect/qrconnect/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ appid: APPID, redirect_uri: REDIRECT, state, user }).toString(),
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location ?? '');
  expect(location.searchParams.get('from')).toBe('login');
  expect(location.searchParams.get('state')).toBe(state);

  return location.searchParams.get('code') ?? '';
};

const exchange = async (code: string, secret = SECRET) => {
  const query = new URLSearchParams({ appid: APPID, secret, code, grant_type: 'authorization_code' });
  return (await app.inject({ method: 'GET', url: `/sns/oauth2/access_token?${query}` })).json();
};

const userinfo = async (accessToken: string, openid: string) =>
  (
    await app.inject({ method: 'GET', url: `/sns/userinfo?access_token=${accessToken}&openid=${openid}&lang=zh_CN` })
  ).json();

describe('qrconnect page', () => {
  it('shows the QR code and the simulated scan form', async () => {
    const query = new URLSearchParams({
      appid: APPID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'x',
    });
    const res = await app.inject({ method: 'GET', url: `/connect/qrconnect?${query}` });
    expect(res.headers['content-type']).toContain('text/html');
    for (const text of [
      '<svg',
      '模拟扫码',
      '微信用户-张三',
      '新用户',
      '确认登录',
      'action="/connect/qrconnect/confirm"',
    ]) {
      expect(res.body).toContain(text);
    }
  });

  it('refuses an unknown appid and a wrong scope', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: `/connect/qrconnect?appid=wx-other&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code&scope=snsapi_login`,
    });
    expect(bad.body).toContain('40013');
    expect(bad.body).not.toContain('确认登录');
    const scope = await app.inject({
      method: 'GET',
      url: `/connect/qrconnect?appid=${APPID}&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code&scope=snsapi_base`,
    });
    expect(scope.body).toContain('Scope');
  });
});

describe('code exchange and userinfo', () => {
  it('round-trips a demo user with a stable openid', async () => {
    const token = await exchange(await scan('zhangsan'));
    expect(token).toMatchObject({ expires_in: 7200, scope: 'snsapi_login', openid: openidOf(APPID, 'zhangsan') });
    expect(token.unionid).toMatch(/^o.{27}$/);
    const info = await userinfo(token.access_token, token.openid);
    expect(info).toMatchObject({
      nickname: '微信用户-张三',
      province: '广东',
      country: '中国',
      privilege: [],
      unionid: token.unionid,
    });
    expect(info.headimgurl).toBe('http://sandbox.test/wechat/avatar/zhangsan');
    const avatar = await app.inject({ method: 'GET', url: '/wechat/avatar/zhangsan' });
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
  });

  it('creates a fresh user for 新用户', async () => {
    const a = await exchange(await scan('new'));
    const b = await exchange(await scan('new'));
    expect(a.openid).not.toBe(b.openid);
    expect((await userinfo(a.access_token, a.openid)).nickname).toMatch(/^微信用户-/);
  });

  it('uses a code once', async () => {
    const code = await scan();
    expect((await exchange(code)).access_token).toBeTruthy();
    expect(await exchange(code)).toEqual({ errcode: 40163, errmsg: 'code been used' });
    expect(await exchange('made-up')).toEqual({ errcode: 40029, errmsg: 'invalid code' });
  });

  it('expires a code after 5 minutes', async () => {
    const code = await scan();
    clock.advance(5 * 60_000);
    expect(await exchange(code)).toEqual({ errcode: 40029, errmsg: 'invalid code' });
  });

  it('rejects a wrong secret without burning the code', async () => {
    const code = await scan();
    expect(await exchange(code, 'wrong')).toEqual({ errcode: 40125, errmsg: 'invalid appsecret' });
    expect((await exchange(code)).openid).toBe(openidOf(APPID, 'zhangsan'));
  });

  it('rejects unknown, expired and mismatched tokens', async () => {
    const token = await exchange(await scan());
    expect((await userinfo('nope', token.openid)).errcode).toBe(40001);
    expect((await userinfo(token.access_token, openidOf(APPID, 'lisi'))).errcode).toBe(40003);
    clock.advance(7200 * 1000);
    expect(await userinfo(token.access_token, token.openid)).toEqual({
      errcode: 42001,
      errmsg: 'access_token expired',
    });
  });
});
