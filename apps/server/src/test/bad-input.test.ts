import { ApiRoutes } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client.js';
import { availableEngines } from './engines.js';
import { registerBoss, startHarness, type THarness } from './harness.js';

const engines = await availableEngines();
const TABLES = ['users', 'sessions', 'sms_codes', 'wechat_logins', 'staff_permissions'];

const nasty: Record<string, unknown>[] = [
  {},
  { phone: '' },
  { phone: -13800138000, userName: 1.38e10, password: 12, code: -1 },
  { phone: 'x'.repeat(10_240), userName: 'x'.repeat(10_240), password: 'y'.repeat(10_240), code: 'z'.repeat(10_240) },
  { phone: "13800138000' OR 1=1--", userName: "'; DROP TABLE users;--", password: "' OR ''='", code: '1 OR 1=1' },
  { phone: '1380013800\u0000', userName: '١٣٨٠٠١٣٨٠٠٠', password: '密码密码密码', code: '12345６' },
  { phone: ['13800138000', '13900139000'], userName: { $ne: null }, password: null, code: true },
];

/** Every write route: bad input answers code 1 (or 4xx) with a message, never 5xx, and stores nothing. */
describe.each(engines)('[INPUT] bad input on %s', (engine) => {
  let h: THarness;
  let token: string;
  const counts = async () =>
    Promise.all(
      TABLES.map(
        async (t) => (await rows<{ n: number }>(h.db.db, sql.raw(`select count(*)::int as n from ${t}`)))[0]!.n,
      ),
    );

  beforeAll(async () => {
    h = await startHarness(engine);
    token = (await registerBoss(h)).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  // Writes that take no input: any body is as good as none (the deletion code goes to the BOSS's own
  // phone). account-deletion.test.ts covers them.
  const noInput = new Set<string>([ApiRoutes.sendDeleteAccountCode.path]);
  const posts = Object.values(ApiRoutes).filter((d) => d.method === 'POST' && d.write && !noInput.has(d.path));

  it.each(posts.map((d) => [d.path, d] as const))('%s', async (_path, def) => {
    const before = await counts();
    for (const body of nasty) {
      const json = await h.app.inject({
        method: 'POST',
        url: def.path,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(json.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(json.json().code).not.toBe(0);
      expect(json.json().msg).toMatch(/\S/);
      const form = await h.post(
        def.path,
        Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
        token,
      );
      expect(form.status).toBeLessThan(500);
      expect(form.body.code).not.toBe(0);
    }
    expect(await counts()).toEqual(before);
  });

  it('rejects prototype-pollution keys with 400 and pollutes nothing', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: ApiRoutes.login.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":"13800138000","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const form = await h.post(ApiRoutes.login.path, {
      userName: '13800138000',
      __proto__: 'x',
      'constructor[prototype][polluted]': '1',
    } as never);
    expect(form.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 415 for an unsupported content type, 413 beyond 1 MiB, 400 for malformed JSON', async () => {
    const url = ApiRoutes.login.path;
    expect(
      (await h.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hi' }))
        .statusCode,
    ).toBe(415);
    const big = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(big.statusCode).toBe(413);
    const bad = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(1);
  });

  it('gives the spec message for the first missing field', async () => {
    expect((await h.post(ApiRoutes.login.path, {})).body.msg).toBe('请输入手机号');
    expect((await h.post(ApiRoutes.login.path, { userName: '12345' })).body.msg).toBe('请输入正确的手机号');
    expect((await h.post(ApiRoutes.login.path, { userName: '13800138000', password: '12' })).body.msg).toBe(
      '密码必须为6-12位字符组合',
    );
    expect((await h.post(ApiRoutes.register.path, { userName: '13800138000', password: 'abc123' })).body.msg).toBe(
      '请输入验证码',
    );
    expect((await h.post(ApiRoutes.resetPass.path, {})).body.msg).toBe('您没有填写手机号');
    expect((await h.post(ApiRoutes.resetPass.path, { phone: '1380013800' })).body.msg).toBe('手机号格式错误');
    expect((await h.post(ApiRoutes.resetPass.path, { phone: '13800138000' })).body.msg).toBe('您没有输入验证码');
    expect((await h.post(ApiRoutes.resetPass.path, { phone: '13800138000', code: '123456' })).body.msg).toBe(
      '您没有输入密码',
    );
    expect((await h.post(ApiRoutes.sendPhoneCodeFindPass.path, { phone: '' })).body.msg).toBe('您没有填写手机号');
  });
});
