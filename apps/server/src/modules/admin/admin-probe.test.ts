import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, startHarness, type THarness } from '../../test/harness.js';
import { createAdmin } from './admin-auth.service.js';

const engines = await availableEngines();

/**
 * Issue 24 findings 7 and 11 (console): a code request answers the same for an admin's phone and any other
 * (status, body, countdown, timing) and texts only the admin; failed console logins are audited and capped
 * per client address.
 */
describe.each(engines)('[ADMIN] the console login tells nobody who is an admin on %s', (engine) => {
  let h: THarness;
  const adminPhone = freshPhone();
  const texts = async (phone: string) =>
    ((await (await fetch(`${h.sandboxUrl}/sms/messages?phone=${phone}`)).json()) as unknown[]).length;

  beforeAll(async () => {
    h = await startHarness(engine, { adminCodeFloorMs: 300 });
    await createAdmin(h.db.db, adminPhone, new Date());
  });
  afterAll(async () => {
    await h?.close();
  });

  const sendTwice = async (phone: string, ip: string) => {
    const out: { status: number; body: unknown; ms: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const t = performance.now();
      const r = await h.post('/api/admin/auth/sendCode', { phone }, undefined, ip);
      out.push({ status: r.status, body: r.body, ms: performance.now() - t });
    }
    return out;
  };

  it('an admin phone and a stranger’s get the same answers twice in a row; only the admin is texted, once', async () => {
    const stranger = freshPhone();
    // A first request warms the server up (compilation, first queries), so the timings compare like with like.
    await h.post('/api/admin/auth/sendCode', { phone: freshPhone() }, undefined, '198.51.100.19');
    const forAdmin = await sendTwice(adminPhone, '198.51.100.20');
    const forStranger = await sendTwice(stranger, '198.51.100.21');
    expect(forAdmin.map((r) => [r.status, r.body])).toEqual(forStranger.map((r) => [r.status, r.body]));
    expect(forAdmin.map((r) => r.status)).toEqual([200, 429]);
    // Both first answers wait the same floor; the admin's SMS is sent within it.
    for (const r of [forAdmin[0]!, forStranger[0]!]) {
      expect(r.ms).toBeGreaterThanOrEqual(290);
    }
    expect(Math.abs(forAdmin[0]!.ms - forStranger[0]!.ms)).toBeLessThan(250);
    expect(await texts(adminPhone)).toBe(1);
    expect(await texts(stranger)).toBe(0);
  });

  it('failed console logins are audited, and ten from one address block it (another address still logs in)', async () => {
    const attacker = '203.0.113.50';
    const before = (await h.db.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'admin.login.failed')))
      .length;
    for (let i = 0; i < 10; i++) {
      const r = await h.post('/api/admin/auth/login', { phone: freshPhone(), code: '000000' }, undefined, attacker);
      expect(r.body.errorId).not.toBeUndefined();
    }
    const rows = await h.db.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'admin.login.failed'));
    expect(rows.length - before).toBe(10);
    expect(rows.at(-1)).toMatchObject({ actor: 'cli', after: { ip: attacker } });
    expect(rows.at(-1)!.target).toMatch(/\*{4}/);
    const blocked = await h.post('/api/admin/auth/login', { phone: adminPhone, code: '000000' }, undefined, attacker);
    expect(blocked.status).toBe(429);
    // The block writes no more rows: the cap bounds the audit log too.
    expect(
      (await h.db.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'admin.login.failed'))).length -
        before,
    ).toBe(10);
    // Another admin, from their own address, is not held back by the attacker's block.
    const second = freshPhone();
    await createAdmin(h.db.db, second, new Date());
    await h.post('/api/admin/auth/sendCode', { phone: second }, undefined, '198.51.100.30');
    const code = (await h.lastCode(second))!;
    const ok = await h.post('/api/admin/auth/login', { phone: second, code }, undefined, '198.51.100.30');
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
  });
});
