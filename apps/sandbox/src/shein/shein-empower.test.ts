import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KSA_SHEIN_APP } from './apps.js';
import { SHEIN_ERRORS } from './errors.js';
import { b64, CALLBACK, empower, setup } from './shein-test-kit.js';

let ctx: ReturnType<typeof setup>;

beforeEach(() => {
  ctx = setup();
});
afterEach(() => ctx.app.close());

const info = (query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/shein-sem/api/empower-info?${new URLSearchParams(query)}` });

describe('empower page', () => {
  it('serves the hash-routed page with its Chinese UI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/shein-sem/' });
    expect(res.headers['content-type']).toContain('text/html');
    for (const text of ['店铺授权', '授权', '取消', 'location.hash', '/shein-sem/api/empower', '#/empower']) {
      expect(res.body).toContain(text);
    }
  });

  it('describes the app, the sellers and their stores, and the cancel target', async () => {
    const res = (await info({ appid: KSA_SHEIN_APP.appid, redirectUrl: b64(CALLBACK), state: 's9' })).json();
    expect(res.code).toBe('0');
    expect(res.info.appName).toBe('跨境卖家助手');
    expect(res.info.sellers.map((s: { account: string }) => s.account)).toEqual([
      'xiaomai@shein.test',
      'xinghe@shein.test',
    ]);
    expect(res.info.sellers[0].stores.map((s: { storeId: number }) => s.storeId)).toEqual([9001, 9002]);
    const cancel = new URL(res.info.cancelUrl);
    expect(Object.fromEntries(cancel.searchParams)).toEqual({
      from: 'bind',
      appid: KSA_SHEIN_APP.appid,
      state: 's9',
      error: 'access_denied',
    });
  });

  it('reports an unknown appid or a bad redirectUrl to the page', async () => {
    expect((await info({ appid: 'NOPE', redirectUrl: b64(CALLBACK) })).json().code).toBe(
      SHEIN_ERRORS.appidUnknown.code,
    );
    const bad = await info({ appid: KSA_SHEIN_APP.appid, redirectUrl: b64('ftp://x/') });
    expect(bad.json().code).toBe(SHEIN_ERRORS.redirectUrlInvalid.code);
  });

  it('redirects 授权 to the callback with appid, tempToken and state', async () => {
    const target = await empower(ctx.app, '10001', { state: 'client-7|uid-3' });
    expect(`${target.origin}${target.pathname}`).toBe('http://127.0.0.1:3000/api/shein/auth/callback');
    expect(target.searchParams.get('from')).toBe('bind');
    expect(target.searchParams.get('appid')).toBe(KSA_SHEIN_APP.appid);
    expect(target.searchParams.get('state')).toBe('client-7|uid-3');
    expect(target.searchParams.get('tempToken')).toMatch(/^[\w-]{32}$/);
  });

  it('refuses an unknown seller', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/shein-sem/api/empower',
      payload: { appid: KSA_SHEIN_APP.appid, sellerSupplierId: '999', state: '', redirectUrl: b64(CALLBACK) },
    });
    expect(res.json().code).toBe(SHEIN_ERRORS.sellerUnknown.code);
  });
});
