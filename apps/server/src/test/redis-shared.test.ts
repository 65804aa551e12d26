import { randomInt } from 'node:crypto';
import { Topics } from '@ksa/contract';
import { Redis } from 'ioredis';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBoss, startHarness, type THarness } from './harness.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  .connect()
  .then(
    () => true,
    () => false,
  );

/** Two API servers with REDIS_URL: one view of every rate limit, one MQTT message bus. */
describe.runIf(reachable || process.env.CI)('[SCALE] two servers sharing Redis', () => {
  let a: THarness;
  let b: THarness;
  beforeAll(async () => {
    a = await startHarness('pglite', { redisUrl });
    b = await startHarness('pglite', { redisUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a code sent through one server starts the countdown on the other', async () => {
    const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    expect((await a.post('/api/phone/sendPhoneCodeRegister', { phone })).body.code).toBe(0);
    const other = await b.post('/api/phone/sendPhoneCodeRegister', { phone });
    expect(other.status).toBe(429);
    expect(other.headers?.['retry-after'] ?? other.body.msg).toBeTruthy();
  });

  it('five wrong passwords through either server add up', async () => {
    const boss = await registerBoss(a);
    for (let i = 0; i < 5; i++) {
      await (i % 2 ? b : a).post('/api/auth/login', { userName: boss.phone, password: 'nope123' });
    }
    expect((await a.post('/api/auth/login', { userName: boss.phone, password: boss.password })).status).toBe(429);
  });

  it('a publish on one server reaches a browser connected to the other', async () => {
    const url = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const boss = await registerBoss(a);
    const c = (await a.post('/api/realtime/token', {}, boss.token)).body.data;
    const client = await mqtt.connectAsync(`${url.replace('http', 'ws')}/mqtt`, { ...c, reconnectPeriod: 0 });
    await client.subscribeAsync(`${c.prefix}#`);
    const got = new Promise<string>((r) => client.once('message', (t) => r(t)));
    await b.app.deps.realtime.publish(Topics.bindFinish(boss.uid), { msg: '绑定成功' });
    expect(await Promise.race([got, new Promise((r) => setTimeout(() => r('timeout'), 4000))])).toBe(
      Topics.bindFinish(boss.uid),
    );
    await client.endAsync();
  });
});
