import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceAccounts, shops } from '../../db/schema/index.js';
import { sealJson } from '../../lib/seal.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager, setOwnPasswordBySms, staffCode } from './staff.fixture.js';

const engines = await availableEngines();

describe.each(engines)('warehouse shippers and operators on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let acc1: number;
  let acc2: number;
  let s1: number[];
  let s2: number[];

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    const seal = sealJson(h.app.deps.config.sealKey, { password: 'x' });
    const accs = await h.db.db
      .insert(marketplaceAccounts)
      .values([
        {
          bossId: boss.uid,
          platform: 'temu',
          kind: 'temu_seller',
          externalId: `op1-${engine}`,
          phone: '13800000001',
          secretSealed: seal,
        },
        {
          bossId: boss.uid,
          platform: 'temu',
          kind: 'temu_seller',
          externalId: `op2-${engine}`,
          phone: '13800000002',
          secretSealed: seal,
        },
      ])
      .returning();
    acc1 = accs[0]!.id;
    acc2 = accs[1]!.id;
    const made = await h.db.db
      .insert(shops)
      .values([
        { bossId: boss.uid, accountId: acc1, platform: 'temu', externalId: `op-a-${engine}`, name: '一号店' },
        { bossId: boss.uid, accountId: acc1, platform: 'temu', externalId: `op-b-${engine}`, name: '二号店' },
        { bossId: boss.uid, accountId: acc2, platform: 'temu', externalId: `op-c-${engine}`, name: '三号店' },
      ])
      .returning();
    s1 = [made[0]!.id, made[1]!.id];
    s2 = [made[2]!.id];
  });
  afterAll(async () => {
    await h?.close();
  });

  it('adds, lists, re-passwords and removes a shipper; a manager’s phone cannot be one', async () => {
    const phone = freshPhone();
    const code = await staffCode(h, boss.token, phone, 'shipper');
    const add = await h.post('/api/auth/saveWorkerUser', { phone, code }, boss.token);
    expect(add.body.msg).toBe('添加成功');
    expect((await h.post('/api/auth/saveWorkerUser', { phone, password: 'ship123' }, boss.token)).body.msg).toBe(
      '该仓库发货员已存在',
    );
    const list = await h.post('/api/order/getWarehouseMgtTemuUserList', {}, boss.token);
    expect(list.body.data.map((s: { username: string }) => s.username)).toEqual([phone]);
    expect((await h.post('/api/order/getWarehouseMgtTemuUserList', {}, other.token)).body.data).toEqual([]);
    const token = await setOwnPasswordBySms(h, phone, 'ship123');
    expect((await h.post('/api/order/getUserInfo', {}, token)).body.data.role).toBe('shipper');
    // The roles table: a shipper works in the shipping app and reads no shop list (issue 24 finding 4).
    expect((await h.post('/api/shop/getBossShopList', {}, token)).status).toBe(403);
    // A new password ends the old sessions.
    expect((await h.post('/api/auth/settingMgtUserPass', { phone, password: 'ship456' }, boss.token)).body.msg).toBe(
      '修改成功',
    );
    expect((await h.post('/api/order/getUserInfo', {}, token)).status).toBe(401);
    const again = (await h.post('/api/auth/login', { userName: phone, password: 'ship456' })).body.data.token as string;
    expect((await h.post('/api/order/removeShopWorkerId', { phone }, other.token)).status).toBe(404);
    expect((await h.post('/api/order/removeShopWorkerId', { phone }, boss.token)).body.msg).toBe('删除成功');
    expect((await h.post('/api/order/getUserInfo', {}, again)).status).toBe(401);
    expect((await h.post('/api/order/getWarehouseMgtTemuUserList', {}, boss.token)).body.data).toEqual([]);

    const m = await addManager(h, boss.token, { temu: [s1[0]!] });
    const refused = await h.post('/api/auth/saveWorkerUser', { phone: m.phone, password: 'ship123' }, boss.token);
    expect(refused.body.msg).toBe('该手机号已被分配为店长/财务，不能分配为仓库发货员');
    expect((await h.post('/api/order/getWarehouseMgtTemuUserList', {}, boss.token)).body.data).toEqual([]);
  });

  it('operators: entities, shops by entity (-1 = all), save, edit, remove', async () => {
    const ents = await h.post('/api/order/getEntityListForOwner', {}, boss.token);
    expect(ents.body.data.map((e: { value: number }) => e.value)).toEqual([acc1, acc2]);
    const byOne = await h.post('/api/order/getShopListForOwnerByEntity', { entityStr: String(acc1) }, boss.token);
    expect(byOne.body.data.map((o: { value: number }) => o.value)).toEqual(s1);
    const all = await h.post('/api/order/getShopListForOwnerByEntity', { entityStr: '-1' }, boss.token);
    expect(all.body.data).toHaveLength(3);
    expect(
      (await h.post('/api/order/getShopListForOwnerByEntity', { entityStr: String(acc1) }, other.token)).status,
    ).toBe(404);

    const phone = freshPhone();
    // A shop outside the chosen entity is refused.
    const outside = await h.post(
      '/api/order/saveOperator',
      { phone, entityStr: String(acc1), shopIdStr: String(s2[0]), password: 'oper123' },
      boss.token,
    );
    expect(outside.body.msg).toBe('所选店铺不属于所选主账号');
    const saved = await h.post(
      '/api/order/saveOperator',
      { phone, entityStr: String(acc1), shopIdStr: '-1', code: await staffCode(h, boss.token, phone, 'operator') },
      boss.token,
    );
    expect(saved.body.msg).toBe('保存成功');
    const workId = saved.body.data.workId as number;
    const got = await h.post('/api/order/getShopListByWorkerIdForOwner', { workId }, boss.token);
    expect(got.body.data).toEqual({ worker_id: workId, account: phone, entity: [acc1], shop_id: s1 });
    const token = await setOwnPasswordBySms(h, phone, 'oper123');
    const seen = (await h.post('/api/shop/getBossShopList', {}, token)).body.data.map(
      (s: { mallId: number }) => s.mallId,
    );
    expect(seen.sort()).toEqual([...s1].sort());
    // Edit: entity 2 only; the operator's view follows on the next request.
    await h.post('/api/order/saveOperator', { phone, entityStr: String(acc2), shopIdStr: String(s2[0]) }, boss.token);
    expect(
      (await h.post('/api/shop/getBossShopList', {}, token)).body.data.map((s: { mallId: number }) => s.mallId),
    ).toEqual(s2);
    expect((await h.post('/api/order/getOperatorList', {}, boss.token)).body.data).toHaveLength(1);
    expect((await h.post('/api/order/getOperatorList', {}, other.token)).body.data).toEqual([]);
    expect((await h.post('/api/order/removeOperator', { workId }, other.token)).status).toBe(404);
    expect((await h.post('/api/order/removeOperator', { workId }, boss.token)).body.msg).toBe('删除成功');
    expect((await h.post('/api/order/getUserInfo', {}, token)).status).toBe(401);
  });

  it('records staff actions in the BOSS’s operation log', async () => {
    const log = await h.post('/api/order/getOperationLog', { pageIndex: 1, pageSize: 50 }, boss.token);
    const texts = (log.body.data.list as { detail: string }[]).map((r) => r.detail).join('\n');
    expect(texts).toContain('添加仓库发货员');
    expect(texts).toContain('修改仓库发货员');
    expect(texts).toContain('取消仓库发货员');
    expect(texts).toContain('添加运营');
    expect(texts).toContain('删除运营');
    expect(texts).toContain('分配店长/财务');
  });
});
