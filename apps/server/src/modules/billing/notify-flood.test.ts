import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { startHarness, type THarness } from '../../test/harness.js';
import { flushRefusalAudit } from '../audit/refusal-audit.js';

const engines = await availableEngines();

/**
 * Issue 24 finding 9: unsigned payment notifications are refused and audited per source and kind per minute
 * with a count, so 300 of them add one row (with count 300), not 300 rows.
 */
describe.each(engines)('[AUDIT] a flood of refused unauthenticated calls adds one row per source on %s', (engine) => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  const unsigned = (ip: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/pay/wechat/notify',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'forged', event_type: 'TRANSACTION.SUCCESS', resource: {} }),
    });
  const rowsOf = async () =>
    (await h.db.db.select().from(auditLog).where(eq(auditLog.event, 'billing.notify.refused'))).map((r) => ({
      ip: r.ip,
      count: (r.detail as { count: number }).count,
      kind: (r.detail as { kind: string }).kind,
    }));

  it('300 unsigned WeChat Pay notifications from one address: all refused, one audit row counting 300', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => unsigned('203.0.113.7')));
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 400)).toBe(true);
    await flushRefusalAudit(h.app.deps);
    const rows = await rowsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '203.0.113.7', count: 300 });
  });

  it('another source gets its own row; a new minute starts a new row', async () => {
    for (let i = 0; i < 5; i++) {
      await unsigned('198.51.100.9');
    }
    await flushRefusalAudit(h.app.deps);
    expect((await rowsOf()).filter((r) => r.ip === '198.51.100.9')).toEqual([expect.objectContaining({ count: 5 })]);
    h.clock.advance(61_000);
    await unsigned('203.0.113.7');
    await flushRefusalAudit(h.app.deps);
    expect((await rowsOf()).filter((r) => r.ip === '203.0.113.7').map((r) => r.count)).toEqual([300, 1]);
  });
});
