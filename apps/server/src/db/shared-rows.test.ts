import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines, openTestDb } from '../test/engines.js';
import { sharedRows, type TDbHandle } from './client.js';

describe.each(await availableEngines())('[DB] shared reads on %s', (engine) => {
  let h: TDbHandle;
  beforeAll(async () => {
    h = await openTestDb(engine);
    await h.db.execute(sql`create sequence if not exists shared_rows_probe`);
  });
  afterAll(async () => {
    await h?.close();
  });
  // nextval shows how many times the query really ran.
  const probe = (tag: string) =>
    sharedRows<{ v: string }>(h.db, sql`select nextval('shared_rows_probe') v, ${tag}::text t`);

  it('identical reads at the same moment run once and get the same rows; different ones run apart', async () => {
    const [a, b, c] = await Promise.all([probe('x'), probe('x'), probe('y')]);
    expect(a[0]?.v).toBe(b[0]?.v);
    expect(c[0]?.v).not.toBe(a[0]?.v);
  });

  it('a read after the first one answered runs again (nothing is cached)', async () => {
    const first = await probe('x');
    const second = await probe('x');
    expect(Number(second[0]?.v)).toBeGreaterThan(Number(first[0]?.v));
  });
});
