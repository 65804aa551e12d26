import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { shops, users } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

/** Production binds no sandbox accounts: the visitor preview opens only once the demo tenant holds data. */
describe.each(engines)('visitor preview in production on %s', (engine) => {
  let h: THarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const demoId = async (x: THarness) =>
    (await x.db.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)))[0]!.id;

  it('hands out no visitor token while the demo tenant is empty', async () => {
    h = await startHarness(engine, { production: true }, undefined, { profile: 'tiny' });
    await demoId(h);
    const res = await h.get('/api/auth/visitor');
    expect(res.status).toBe(404);
  });

  it('hands out the visitor token once the demo tenant holds a shop', async () => {
    h = await startHarness(engine, { production: true }, undefined, { profile: 'tiny' });
    await h.db.db
      .insert(shops)
      .values({ bossId: await demoId(h), platform: 'temu', externalId: `demo-${engine}`, name: '演示店' });
    const res = await h.get('/api/auth/visitor');
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^visitor\./);
  });

  it('outside production the empty demo tenant still has its visitor (the sandbox binds its shops later)', async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    expect((await h.get('/api/auth/visitor')).body.data.token).toMatch(/^visitor\./);
  });
});
