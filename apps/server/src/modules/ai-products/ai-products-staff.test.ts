import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiDrafts, marketplaceAccounts, shops } from '../../db/schema/index.js';
import { sealJson } from '../../lib/seal.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager } from '../staff/staff.fixture.js';

const engines = await availableEngines();

/**
 * AI listing for staff (issue 24 findings 5 and 8): a manager works on drafts of their own shops only, and a
 * manager without 查看成本价 sees neither the source cost nor the margin rule that would give it away.
 */
describe.each(engines)('[AI-LISTING] staff scope and cost on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let shopA: number;
  let shopB: number;
  let manager: { phone: string; token: string };
  let managerCost: { phone: string; token: string };
  const drafts: Record<'a' | 'b' | 'none', number> = { a: 0, b: 0, none: 0 };

  const call = async (path: string, body: unknown, token: string) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/aiProducts/${path}`,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; errorId?: string; data: any } };
  };
  const draftRow = (shopId: number | null, title: string) => ({
    bossId: boss.uid,
    userId: boss.uid,
    site: '1688',
    sourceUrl: 'https://detail.1688.com/offer/1.html',
    sourceTitle: title,
    lang: 'en',
    title,
    attributes: [],
    skus: [{ skuId: 's1', specs: [], cost: 20, price: 31, stock: null }],
    images: [],
    shopId,
  });

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    const [acc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({
        bossId: boss.uid,
        platform: 'temu',
        kind: 'temu_seller',
        externalId: `ai-staff-${engine}`,
        phone: boss.phone,
        secretSealed: sealJson(h.app.deps.config.sealKey, { password: 'x' }),
      })
      .returning();
    const made = await h.db.db
      .insert(shops)
      .values([
        { bossId: boss.uid, accountId: acc!.id, platform: 'temu', externalId: `ai-a-${engine}`, name: 'AI店A' },
        { bossId: boss.uid, accountId: acc!.id, platform: 'temu', externalId: `ai-b-${engine}`, name: 'AI店B' },
      ])
      .returning();
    shopA = made[0]!.id;
    shopB = made[1]!.id;
    // Permission 3 is 智能翻译上品 (pageAiProducts), 1 is 查看成本价 (lookCost).
    manager = await addManager(h, boss.token, { temu: [shopA], permissions: ['3'] });
    managerCost = await addManager(h, boss.token, { temu: [shopA], permissions: ['3', '1'] });
    const rows = await h.db.db
      .insert(aiDrafts)
      .values([draftRow(shopA, '草稿A'), draftRow(shopB, '草稿B'), draftRow(null, '老板未选店铺')])
      .returning();
    drafts.a = rows[0]!.id;
    drafts.b = rows[1]!.id;
    drafts.none = rows[2]!.id;
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a manager scoped to shop A lists only the drafts of shop A; the BOSS lists all', async () => {
    const mine = await call('list', { pageSize: 50 }, manager.token);
    expect(mine.body.code).toBe(0);
    expect(mine.body.data.list.map((d: { id: number }) => d.id)).toEqual([drafts.a]);
    expect(mine.body.data.total).toBe(1);
    const all = await call('list', { pageSize: 50 }, boss.token);
    expect(all.body.data.total).toBe(3);
  });

  it('a draft set to shop B is a 404 to that manager on every draft call, and stays as it was', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['get', { id: drafts.b }],
      ['update', { id: drafts.b, title: '改了' }],
      ['generate', { id: drafts.b }],
      ['translateImages', { id: drafts.b }],
      ['addImages', { id: drafts.b, urls: ['https://img.kwcdn.com/product/a.png'] }],
      ['publish', { ids: [drafts.b], shopId: shopA }],
      ['delete', { id: drafts.b }],
      // The BOSS's draft with no shop chosen is the BOSS's.
      ['get', { id: drafts.none }],
      ['delete', { id: drafts.none }],
    ];
    for (const [path, body] of calls) {
      const res = await call(path, body, manager.token);
      expect({ path, status: res.status, errorId: res.body.errorId }).toEqual({
        path,
        status: 404,
        errorId: 'AI_DRAFT_NOT_FOUND',
      });
    }
    const b = await call('get', { id: drafts.b }, boss.token);
    expect(b.body.data).toMatchObject({ title: '草稿B', shopId: shopB, status: 'draft' });
    expect((await call('get', { id: drafts.none }, boss.token)).body.code).toBe(0);
  });

  it('the manager cannot move their draft to shop B, and works on their own shop’s draft', async () => {
    const moved = await call('update', { id: drafts.a, shopId: shopB }, manager.token);
    expect(moved.status).toBe(404);
    const edited = await call('update', { id: drafts.a, title: '店长改的标题' }, manager.token);
    expect(edited.body).toMatchObject({ code: 0, data: { title: '店长改的标题', shopId: shopA } });
  });

  it('without 查看成本价 the margin rule is refused and drafts carry no cost; with it both are shown', async () => {
    const rule = await call('marginRule', {}, manager.token);
    expect(rule.status).toBe(403);
    expect(rule.body).toMatchObject({ errorId: 'NO_COST_PERMISSION', data: null });
    const d = await call('get', { id: drafts.a }, manager.token);
    expect(d.body.data.skus[0]).toEqual({ skuId: 's1', specs: [], price: 31, stock: null });
    // Only the BOSS sets the rule.
    expect((await call('marginRule/set', { marginPct: 10, shipping: 0 }, managerCost.token)).status).toBe(403);

    expect((await call('marginRule', {}, managerCost.token)).body.data).toEqual({ marginPct: 30, shipping: 5 });
    expect((await call('get', { id: drafts.a }, managerCost.token)).body.data.skus[0].cost).toBe(20);
  });
});
