import { Errors, PermissionKeys } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopStaff } from '../../db/schema/index.js';
import { resolveAuth, type TAuth } from '../../plugins/auth-context.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops, staffOf } from '../shop-tabs/shop-tabs.fixture.js';
import { resolveShopScope, visibleShopIds, visibleShops } from './shop-access.js';

const engines = await availableEngines();
const HOUR = 3_600_000;

describe.each(engines)('[ACCESS] shop scope on %s', (engine) => {
  let h: THarness;
  let boss: TAuth;
  let other: TAuth;
  let staff: TAuth;
  let [temu, temu2, shein, gone]: number[] = [];
  let foreign: number;

  beforeAll(async () => {
    h = await startHarness(engine);
    const a = await registerBoss(h);
    const b = await registerBoss(h);
    [temu, temu2, shein, gone] = await seedShops(h, a.uid, [
      { platform: 'temu', name: '甲' },
      { platform: 'temu', name: '乙', expireAt: new Date(Date.now() + 48 * HOUR) },
      { platform: 'shein', name: '丙' },
      { platform: 'temu', name: '丁', expireAt: new Date(Date.now() - HOUR) },
    ]);
    [foreign] = (await seedShops(h, b.uid, [{ platform: 'shein', name: '外' }])) as [number];
    const staffToken = await staffOf(h, a.uid);
    const deps = h.app.deps;
    boss = (await resolveAuth(deps, a.token))!;
    other = (await resolveAuth(deps, b.token))!;
    staff = (await resolveAuth(deps, staffToken))!;
    await h.db.db.insert(shopStaff).values({ shopId: shein!, userId: staff.userId });
  });
  afterAll(async () => {
    await h?.close();
  });

  const scope = (auth: TAuth, s: { shopId?: number; shopIds?: number[] }, o = {}) =>
    resolveShopScope(h.app.deps, auth, s, o).then((l) => l.map((x) => x.id));

  it('a BOSS sees the tenant’s shops; staff only their assignments', async () => {
    expect((await visibleShopIds(h.app.deps, boss)).sort((x, y) => x - y)).toEqual([temu, temu2, shein, gone]);
    expect(await visibleShopIds(h.app.deps, other)).toEqual([foreign]);
    expect((await visibleShops(h.app.deps, staff)).map((s) => s.id)).toEqual([shein]);
  });

  it('100 means every visible shop; a shop not visible is NOT_FOUND', async () => {
    expect(await scope(boss, { shopId: 100 })).toEqual([temu, temu2, shein, gone]);
    expect(await scope(staff, { shopIds: [100] })).toEqual([shein]);
    await expect(scope(boss, { shopIds: [temu!, foreign] })).rejects.toMatchObject({ id: 'NOT_FOUND', status: 404 });
    await expect(scope(staff, { shopId: temu })).rejects.toMatchObject({ id: 'NOT_FOUND' });
  });

  it('platform keeps one platform’s shops; exact makes 100 literal and another platform a 404', async () => {
    expect(await scope(boss, { shopId: 100 }, { platform: 'shein' })).toEqual([shein]);
    expect(await scope(boss, { shopIds: [temu!, shein!] }, { platform: 'temu' })).toEqual([temu]);
    await expect(scope(boss, { shopIds: [temu!, shein!] }, { platform: 'temu', exact: true })).rejects.toMatchObject({
      id: 'NOT_FOUND',
    });
    await expect(scope(boss, { shopId: 100 }, { exact: true })).rejects.toMatchObject({ id: 'NOT_FOUND' });
  });

  it('activeOnly omit leaves expired shops out of a selection but refuses one chosen expired shop', async () => {
    expect(await scope(boss, { shopId: 100 }, { platform: 'temu', activeOnly: 'omit' })).toEqual([temu, temu2]);
    await expect(scope(boss, { shopId: gone }, { platform: 'temu', activeOnly: 'omit' })).rejects.toMatchObject({
      id: 'EXPIRED',
      status: 403,
      message: Errors.EXPIRED.msg,
    });
  });

  it('activeOnly refuse answers EXPIRED for any expired shop chosen', async () => {
    expect(await scope(boss, { shopIds: [temu!, temu2!] }, { activeOnly: 'refuse' })).toEqual([temu, temu2]);
    await expect(scope(boss, { shopIds: [temu!, gone!] }, { activeOnly: 'refuse' })).rejects.toMatchObject({
      id: 'EXPIRED',
    });
  });

  it('permission refuses a caller without it before looking at any shop', async () => {
    expect(await scope(boss, { shopId: temu }, { permission: PermissionKeys[0] })).toEqual([temu]);
    await expect(scope(staff, { shopId: foreign }, { permission: PermissionKeys[0] })).rejects.toMatchObject({
      id: 'FORBIDDEN',
    });
  });
});
