import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveAuth } from '../../plugins/auth-context.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { renameGroup } from '../shop-groups/shop-groups.service.js';
import { seedShops } from '../shop-tabs/shop-tabs.fixture.js';

// Audit events whose insert is made to fail, to show the write it records rolls back with it.
const failing = vi.hoisted(() => new Set<string>());
vi.mock('./audit.repo.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./audit.repo.js')>();
  return {
    ...real,
    insertAuditRow: async (...args: Parameters<typeof real.insertAuditRow>) => {
      if (failing.has(args[1].event)) {
        throw new Error(`audit insert failed: ${args[1].event}`);
      }
      return real.insertAuditRow(...args);
    },
  };
});

const engines = await availableEngines();

describe.each(engines)('[AUDIT] a write and its audit row commit together on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let shopId: number;
  let sheinId: number;
  let groupId: number;

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    [shopId, sheinId] = (await seedShops(h, a.uid, [
      { platform: 'temu', name: '甲店' },
      { platform: 'shein', name: '乙店' },
    ])) as [number, number];
    groupId = (await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '主力店' }, a.token)).body.data.groupId;
  });
  beforeEach(() => failing.clear());
  afterAll(async () => {
    await h?.close();
  });

  const groups = async () => (await h.post('/api/shopGroup/query/userGroups', {}, a.token)).body.data as any[];
  const tab = async () =>
    (await h.get('/api/shop/getShopTabMap', a.token)).body.data.shown.find((s: any) => s.mallId === shopId);
  const opLog = async () => (await h.post('/api/order/getOperationLog', { pageIndex: 1, pageSize: 50 }, a.token)).body;

  it('a group rename whose audit insert fails leaves the name unchanged', async () => {
    failing.add('group.rename');
    const res = await h.post('/api/shopGroup/update/userGroups', { groupId, shopGroupName: '备用店' }, a.token);
    expect(res.status).toBe(500);
    expect((await groups()).map((g) => g.mallName)).toEqual(['主力店']);
    failing.clear();
    expect(
      (await h.post('/api/shopGroup/update/userGroups', { groupId, shopGroupName: '备用店' }, a.token)).body.code,
    ).toBe(0);
    expect((await groups()).map((g) => g.mallName)).toEqual(['备用店']);
  });

  it('a group whose audit insert fails is not created', async () => {
    failing.add('group.create');
    const res = await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '新分组' }, a.token);
    expect(res.status).toBe(500);
    expect((await groups()).map((g) => g.mallName)).toEqual(['备用店']);
  });

  it('a shop rename whose operation-log line fails leaves the shop name unchanged', async () => {
    failing.add('op.rename');
    const res = await h.post('/api/shop/renameShop', { shopId, mallName: '新名字' }, a.token);
    expect(res.status).toBe(500);
    expect((await tab()).mallName).toBe('甲店');
  });

  it('group members whose audit insert fails stay as they were', async () => {
    failing.add('group.setShops');
    const res = await h.post('/api/shopGroup/save/shopGroups', { groupId, shopId: String(shopId) }, a.token);
    expect(res.status).toBe(500);
    expect((await groups())[0].shopIds).toEqual([]);
  });

  it('an unbinding whose audit insert fails keeps the shop', async () => {
    failing.add('unbind.shein');
    const res = await h.post('/api/shein/auth/unbindShop', { shopId: sheinId }, a.token);
    expect(res.status).toBe(500);
    const list = (await h.post('/api/shop/getBossShopList', {}, a.token)).body.data as any[];
    expect(list.map((s) => s.mallId)).toContain(sheinId);
  });

  it('a name the audit row cannot store (lone surrogate) is not saved either', async () => {
    const deps = h.app.deps;
    const auth = (await resolveAuth(deps, a.token))!;
    const before = await opLog();
    await expect(renameGroup(deps, auth, groupId, 'STAFF\ud800')).rejects.toThrow();
    expect((await groups()).map((g) => g.mallName)).toEqual(['备用店']);
    expect((await opLog()).data).toEqual(before.data);
  });
});
