import { Limits } from '@ksa/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { availableEngines } from '../engines.js';
import { registerBoss, startHarness, type THarness } from '../harness.js';

const engines = await availableEngines();

/** Fault 1: five wrong passwords delay the next try by a minute; they do not lock the account. */
describe.each(engines)('[EDGE] wrong-password delay on %s', (engine) => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after five wrong passwords the right one waits at most a minute, then succeeds', async () => {
    const boss = await registerBoss(h);
    for (let i = 0; i < Limits.loginMaxWrongPasswords; i++) {
      const wrong = await h.post('/api/auth/login', { userName: boss.phone, password: 'wrong-pass1' });
      expect(wrong.status).toBe(400);
    }
    // Only Date is faked: the limiters and the harness clock read it, the database's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const delayed = await h.post('/api/auth/login', { userName: boss.phone, password: boss.password });
    expect(delayed.status).toBe(429);
    const wait = Number(/请(\d+)秒后再试/.exec(delayed.body.msg)?.[1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(Limits.loginDelaySeconds);
    expect(delayed.headers['retry-after']).toBe(String(wait));

    vi.setSystemTime(Date.now() + 30_000);
    const still = await h.post('/api/auth/login', { userName: boss.phone, password: boss.password });
    expect(still.status).toBe(429);
    expect(Number(/请(\d+)秒后再试/.exec(still.body.msg)?.[1])).toBeLessThanOrEqual(31);

    vi.setSystemTime(Date.now() + 31_000);
    const ok = await h.post('/api/auth/login', { userName: boss.phone, password: boss.password });
    expect(ok.body.code).toBe(0);
    expect(typeof ok.body.data.token).toBe('string');
  });

  it('a wrong password after the delay starts another minute; a right one clears the count', async () => {
    const boss = await registerBoss(h);
    for (let i = 0; i < Limits.loginMaxWrongPasswords; i++) {
      await h.post('/api/auth/login', { userName: boss.phone, password: 'wrong-pass1' });
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await h.post('/api/auth/login', { userName: boss.phone, password: 'wrong-pass1' })).status).toBe(400);
    expect((await h.post('/api/auth/login', { userName: boss.phone, password: boss.password })).status).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await h.post('/api/auth/login', { userName: boss.phone, password: boss.password })).body.code).toBe(0);
    // The success reset the count: one more wrong password is not delayed.
    expect((await h.post('/api/auth/login', { userName: boss.phone, password: 'wrong-pass1' })).status).toBe(400);
    expect((await h.post('/api/auth/login', { userName: boss.phone, password: boss.password })).body.code).toBe(0);
  });
});
