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

  it('a token stops working after 7 days', async () => {
    const boss = await registerBoss(h);
    expect((await h.post('/api/order/getUserInfo', {}, boss.token)).status).toBe(200);
    h.clock.advance(7 * 86_400_000 + 1000);
    expect((await h.post('/api/order/getUserInfo', {}, boss.token)).status).toBe(401);
  });
});
