import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

describe.each(engines)('[GROUPS] shop groups on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let b: Awaited<ReturnType<typeof registerBoss>>;
  let aShops: number[];
  let bShop: number;

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    b = await registerBoss(h);
    const rows = await h.db.db
      .insert(shops)
      .values([
        { bossId: a.uid, platform: 'temu', externalId: `g-a1-${engine}`, name: 'A店1' },
        { bossId: a.uid, platform: 'temu', externalId: `g-a2-${engine}`, name: 'A店2' },
        { bossId: b.uid, platform: 'shein', externalId: `g-b1-${engine}`, name: 'B店1' },
      ])
      .returning({ id: shops.id });
    aShops = [rows[0]!.id, rows[1]!.id];
    bShop = rows[2]!.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = async (token: string) => (await h.post('/api/shopGroup/query/userGroups', {}, token)).body.data as any[];

  it('creates a group, empty groups read as {groupId}-null, names are checked', async () => {
    const created = await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '主力店' }, a.token);
    expect(created.body).toMatchObject({ code: 0, msg: '添加成功' });
    const id = created.body.data.groupId;
    expect(await list(a.token)).toEqual([
      { groupId: id, mallName: '主力店', mallId: `${id}-null`, groupMallId: `${id}-null`, shopIds: [] },
    ]);
    expect((await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '主力店' }, a.token)).body.msg).toBe(
      '分组名称已存在',
    );
    expect((await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '  ' }, a.token)).body.msg).toBe(
      '请输入文字',
    );
    expect(
      (await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '九个汉字的分组名称' }, a.token)).body.msg,
    ).toBe('分组名称不能超过16个字符');
    expect(
      (await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '八个汉字分组名称' }, a.token)).body.code,
    ).toBe(0);
  });

  it('renaming to the same name and setting an unchanged member list do nothing', async () => {
    const [g] = await list(a.token);
    expect(
      (await h.post('/api/shopGroup/update/userGroups', { groupId: g.groupId, shopGroupName: '主力店' }, a.token)).body
        .data,
    ).toEqual({ changed: false });
    expect(
      (await h.post('/api/shopGroup/update/userGroups', { groupId: g.groupId, shopGroupName: '爆款店' }, a.token)).body
        .data,
    ).toEqual({ changed: true });
    const set = await h.post(
      '/api/shopGroup/save/shopGroups',
      { groupId: g.groupId, shopId: `x-${aShops[1]},${aShops[0]}` },
      a.token,
    );
    expect(set.body.data).toEqual({ changed: true });
    const [after] = await list(a.token);
    expect(after).toMatchObject({
      mallName: '爆款店',
      mallId: aShops.join(','),
      groupMallId: `${g.groupId}-${aShops.join(',')}`,
    });
    expect(
      (await h.post('/api/shopGroup/save/shopGroups', { groupId: g.groupId, shopId: aShops.join(',') }, a.token)).body
        .data,
    ).toEqual({ changed: false });
  });

  it('never lets one BOSS touch another BOSS’s groups or shops', async () => {
    const [g] = await list(a.token);
    expect(await list(b.token)).toEqual([]);
    expect(
      (await h.post('/api/shopGroup/update/userGroups', { groupId: g.groupId, shopGroupName: '抢走' }, b.token)).status,
    ).toBe(404);
    expect(
      (await h.post('/api/shopGroup/save/shopGroups', { groupId: g.groupId, shopId: String(bShop) }, b.token)).status,
    ).toBe(404);
    expect(
      (await h.post('/api/shopGroup/save/shopGroups', { groupId: g.groupId, shopId: String(bShop) }, a.token)).status,
    ).toBe(404);
    const bGroup = (await h.post('/api/shopGroup/save/userGroups', { shopGroupName: 'B组' }, b.token)).body.data
      .groupId;
    const mixed = await h.post('/api/shopGroup/remove/userGroups', { groupId: `${g.groupId},${bGroup}` }, a.token);
    expect(mixed.body.msg).toBe('删除失败');
    expect((await list(a.token)).map((x) => x.groupId)).toContain(g.groupId);
    expect((await list(b.token)).map((x) => x.groupId)).toEqual([bGroup]);
  });

  it('removes groups by a comma list; visitors have no groups and cannot write', async () => {
    const ids = (await list(a.token)).map((g) => g.groupId);
    expect((await h.post('/api/shopGroup/remove/userGroups', { groupId: ids.join(',') }, a.token)).body.msg).toBe(
      '删除成功',
    );
    expect(await list(a.token)).toEqual([]);
    const visitor = (await h.get('/api/auth/visitor')).body.data.token;
    expect(await list(visitor)).toEqual([]);
    expect((await h.post('/api/shopGroup/save/userGroups', { shopGroupName: 'x' }, visitor)).status).toBe(403);
  });
});
