import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBoss, startHarness, type THarness } from './harness.js';

/** Run the auth flows with debug logging on and prove no password, code or token reached the log. */
describe('[SECURITY] logs carry no secrets', () => {
  const lines: string[] = [];
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness('pglite', {}, { write: (l) => lines.push(l) });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('after register, login, a failed login, code login and a realtime credential', async () => {
    const boss = await registerBoss(h);
    await h.post('/api/auth/login', { userName: boss.phone, password: 'wrongpass1' });
    await h.post('/api/phone/sendPhoneCode', { phone: boss.phone });
    const code = (await h.lastCode(boss.phone))!;
    const login = await h.post('/api/auth/login', { userName: boss.phone, code });
    const rt = await h.post('/api/realtime/token', {}, login.body.data.token);
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      boss.password,
      'wrongpass1',
      code,
      boss.token,
      login.body.data.token,
      rt.body.data.password,
    ]) {
      expect(log).not.toContain(secret);
    }
    // Auth events are still logged (the audit trail has them with masked phones).
    expect(log).toMatch(/"url":"\/api\/auth\/login"/);
  });

  it('the WeChat callback and other OAuth redirects log their path, never the code or state', async () => {
    const before = lines.length;
    const code = 'wxcode0123456789SECRET';
    const state = 'st4te0123456789SECRET';
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/auth/wechat/callback?code=${code}&state=${state}&lang=zh_CN`,
    });
    expect(res.statusCode).toBe(400);
    const log = lines.slice(before).join('\n');
    expect(log).toContain('/api/auth/wechat/callback?code=[redacted]&state=[redacted]&lang=zh_CN');
    expect(log).not.toContain(code);
    expect(log).not.toContain(state);
  });

  it('a token stops working after 7 days', async () => {
    const boss = await registerBoss(h);
    expect((await h.post('/api/order/getUserInfo', {}, boss.token)).status).toBe(200);
    h.clock.advance(7 * 86_400_000 + 1000);
    expect((await h.post('/api/order/getUserInfo', {}, boss.token)).status).toBe(401);
  });
});
