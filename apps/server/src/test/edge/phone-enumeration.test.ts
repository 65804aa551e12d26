import { Errors, Limits } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../harness.js';

const engines = await availableEngines();

/** Fault 8: the send-code prechecks ('您还未注册' / '已注册') answer only within the rate limits. */
describe.each(engines)('[EDGE] phone enumeration on %s', (engine) => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('one IP gets 429 for unknown and registered phones alike once its hourly budget is spent', async () => {
    const known = await registerBoss(h);
    const ip = '203.0.113.7';
    for (let i = 0; i < Limits.codeMaxPerIpPerHour; i++) {
      const res = await h.post('/api/phone/sendPhoneCode', { phone: freshPhone() }, undefined, ip);
      expect(res.body.msg).toBe(Errors.PHONE_NOT_REGISTERED.msg);
    }
    const replies = [
      await h.post('/api/phone/sendPhoneCode', { phone: freshPhone() }, undefined, ip),
      await h.post('/api/phone/sendPhoneCode', { phone: known.phone }, undefined, ip),
      await h.post('/api/phone/sendPhoneCodeFindPass', { phone: freshPhone() }, undefined, ip),
      await h.post('/api/phone/sendPhoneCodeRegister', { phone: known.phone }, undefined, ip),
      await h.post('/api/phone/sendPhoneCodeRegister', { phone: freshPhone() }, undefined, ip),
    ];
    for (const r of replies) {
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({
        code: Errors.SEND_IP_LIMIT.code,
        msg: Errors.SEND_IP_LIMIT.msg,
        errorId: 'SEND_IP_LIMIT',
        data: null,
      });
    }
  });

  it('one phone asked about from many IPs gets the same 429 whether it is registered or not', async () => {
    const known = await registerBoss(h);
    const unknown = freshPhone();
    const probe = async (phone: string) => {
      const out = [];
      for (let i = 0; i <= Limits.codeMaxPerPhonePerDay; i++) {
        out.push(await h.post('/api/phone/sendPhoneCodeRegister', { phone }));
      }
      return out;
    };
    const k = await probe(known.phone);
    // registerBoss spent one on its own send.
    expect(
      k.slice(0, Limits.codeMaxPerPhonePerDay - 1).every((r) => r.body.msg === Errors.PHONE_ALREADY_REGISTERED.msg),
    ).toBe(true);
    const u = await probe(unknown);
    const lastKnown = k.at(-1)!;
    const lastUnknown = u.at(-1)!;
    expect(lastKnown.status).toBe(429);
    expect(lastUnknown.status).toBe(429);
    expect(lastKnown.body.code).toBe(lastUnknown.body.code);
    expect(lastKnown.body.msg.replace(/\d+/, 'n')).toBe(lastUnknown.body.msg.replace(/\d+/, 'n'));
  });
});
