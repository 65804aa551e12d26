import { ApiRoutes, type TRouteName } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client.js';
import { marketplaceAccounts, shopGroups, shops } from '../db/schema/index.js';
import { sealJson } from '../lib/seal.js';
import { availableEngines } from './engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from './harness.js';

/**
 * The authorization matrix (security-reliability §2): every route × actor, against the owner's
 * resources. 'ok' = reached the handler (any status but 401/403/404); a number = that exact status.
 * A route without a row fails the first test, so a new route cannot ship unchecked.
 */
type TActor = 'anonymous' | 'visitor' | 'bossA' | 'bossB';
type TExpect = 'ok' | 401 | 403 | 404 | 400;
type TCtx = { tempShop: number; shein: number; account: number; group: number };
type TRow = {
  body?: (c: TCtx) => Record<string, unknown>;
  expect: Record<TActor, TExpect>;
  bossBSeesNothing?: boolean;
  last?: boolean;
};

const PUBLIC: TRow['expect'] = { anonymous: 'ok', visitor: 'ok', bossA: 'ok', bossB: 'ok' };
const USER_READ: TRow['expect'] = { anonymous: 401, visitor: 'ok', bossA: 'ok', bossB: 'ok' };
const BOSS_WRITE: TRow['expect'] = { anonymous: 401, visitor: 403, bossA: 'ok', bossB: 'ok' };
const OWNED_WRITE: TRow['expect'] = { anonymous: 401, visitor: 403, bossA: 'ok', bossB: 404 };

const matrix: Record<TRouteName, TRow> = {
  health: { expect: PUBLIC },
  visitorToken: { expect: PUBLIC },
  sendPhoneCode: { body: () => ({ phone: freshPhone() }), expect: PUBLIC },
  sendPhoneCodeRegister: { body: () => ({ phone: freshPhone() }), expect: PUBLIC },
  sendPhoneCodeFindPass: { body: () => ({ phone: freshPhone() }), expect: PUBLIC },
  sendPhoneCodeBind: { body: () => ({ phone: freshPhone() }), expect: BOSS_WRITE },
  register: { body: () => ({ userName: freshPhone(), password: 'abc123', code: '000000' }), expect: PUBLIC },
  login: { body: () => ({ userName: freshPhone(), password: 'abc123' }), expect: PUBLIC },
  resetPass: { body: () => ({ phone: freshPhone(), code: '000000', password: 'abc123' }), expect: PUBLIC },
  logout: { expect: USER_READ, last: true },
  bindPhone: { body: () => ({ phone: freshPhone(), password: 'abc123', code: '000000' }), expect: BOSS_WRITE },
  wechatLoginCode: { expect: PUBLIC },
  wechatCallback: { expect: PUBLIC },
  wechatLoginResult: { body: () => ({ loginId: 'a'.repeat(32), pollKey: 'b'.repeat(32) }), expect: PUBLIC },
  getUserInfo: { expect: USER_READ },
  realtimeToken: { expect: USER_READ },
  sendTemuCode: { body: () => ({ phone: '' }), expect: BOSS_WRITE },
  bindAccount: { body: () => ({ phone: '' }), expect: BOSS_WRITE },
  deleteTemuAccount: { body: (c) => ({ accountId: c.account }), expect: OWNED_WRITE, last: true },
  bindTemuOpenToken: { body: () => ({ region: 'CN', accessToken: '' }), expect: BOSS_WRITE },
  sheinAuthUrl: { body: () => ({ clientId: 'matrix01' }), expect: BOSS_WRITE },
  sheinCallback: { expect: PUBLIC },
  sheinAuthCancel: { expect: BOSS_WRITE },
  unbindSheinShop: { body: (c) => ({ shopId: c.shein }), expect: OWNED_WRITE, last: true },
  getTemuAccountList: { expect: { anonymous: 401, visitor: 'ok', bossA: 'ok', bossB: 'ok' }, bossBSeesNothing: true },
  getAccountSheinShopList: {
    expect: { anonymous: 401, visitor: 'ok', bossA: 'ok', bossB: 'ok' },
    bossBSeesNothing: true,
  },
  shopList: { expect: USER_READ, bossBSeesNothing: true },
  shopSyncStatus: { expect: USER_READ, bossBSeesNothing: true },
  shopRefresh: { body: (c) => ({ shopId: c.tempShop }), expect: OWNED_WRITE },
  groupList: { expect: USER_READ, bossBSeesNothing: true },
  groupCreate: { body: () => ({ shopGroupName: `组${Math.random().toString(36).slice(2, 6)}` }), expect: BOSS_WRITE },
  groupRename: { body: (c) => ({ groupId: c.group, shopGroupName: '改名' }), expect: OWNED_WRITE },
  groupSetShops: { body: (c) => ({ groupId: c.group, shopId: String(c.tempShop) }), expect: OWNED_WRITE },
  shopTabMap: { expect: USER_READ },
  shopTabSaveOrder: {
    body: (c) => ({ temuFull: String(c.tempShop), sheinFull: String(c.shein) }),
    expect: OWNED_WRITE,
  },
  shopHide: { body: (c) => ({ shopIds: String(c.shein) }), expect: OWNED_WRITE },
  shopRestore: { body: (c) => ({ shopIds: String(c.shein) }), expect: OWNED_WRITE },
  shopRename: { body: (c) => ({ shopId: c.tempShop, mallName: '矩阵改名' }), expect: OWNED_WRITE },
  expiredShopList: { expect: USER_READ, bossBSeesNothing: true },
  // The visitor reads the demo tenant: A's shop id is not there either.
  shopCheckExpire: {
    body: (c) => ({ shopId: String(c.tempShop), dayBeforeExpired: 0 }),
    expect: { anonymous: 401, visitor: 404, bossA: 'ok', bossB: 404 },
  },
  operationLog: { expect: USER_READ, bossBSeesNothing: false },
  groupRemove: { body: (c) => ({ groupId: String(c.group) }), expect: { ...OWNED_WRITE, bossB: 400 }, last: true },
};

const engines = await availableEngines();

describe('[AUTHZ] matrix completeness', () => {
  it('has a row for every route in the catalogue', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(ApiRoutes).sort());
  });
});

describe.each(engines)('[AUTHZ] route × actor on %s', (engine) => {
  let h: THarness;
  let ctx: TCtx;
  const tokens: Partial<Record<TActor, string>> = {};
  const snapshot = () =>
    rows(
      h.db.db,
      sql`select (select count(*)::int from shops) s, (select count(*)::int from shop_groups) g, (select count(*)::int from marketplace_accounts) a, (select count(*)::int from shop_group_members) m`,
    );

  beforeAll(async () => {
    h = await startHarness(engine);
    const a = await registerBoss(h);
    const b = await registerBoss(h);
    tokens.bossA = a.token;
    tokens.bossB = b.token;
    tokens.visitor = (await h.get('/api/auth/visitor')).body.data.token;
    const seal = sealJson(h.app.deps.config.sealKey, { password: 'x' });
    const [acc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({
        bossId: a.uid,
        platform: 'temu',
        kind: 'temu_seller',
        externalId: `m-${engine}`,
        phone: a.phone,
        secretSealed: seal,
      })
      .returning();
    const [sheinAcc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({ bossId: a.uid, platform: 'shein', kind: 'shein_open', externalId: `s-${engine}`, secretSealed: seal })
      .returning();
    const made = await h.db.db
      .insert(shops)
      .values([
        { bossId: a.uid, accountId: acc!.id, platform: 'temu', externalId: `mt-${engine}`, name: '矩阵店' },
        { bossId: a.uid, accountId: sheinAcc!.id, platform: 'shein', externalId: `ms-${engine}`, name: '矩阵S店' },
      ])
      .returning();
    const [g] = await h.db.db.insert(shopGroups).values({ bossId: a.uid, name: '矩阵组' }).returning();
    ctx = { tempShop: made[0]!.id, shein: made[1]!.id, account: acc!.id, group: g!.id };
  });
  afterAll(async () => {
    await h?.close();
  });

  const call = async (name: TRouteName, actor: TActor) => {
    const def = ApiRoutes[name];
    const row = matrix[name];
    let token = tokens[actor];
    if (name === 'logout' && actor.startsWith('boss')) {
      token = undefined; // logging a BOSS out here would end the token the other rows use
      return { status: 200, body: null };
    }
    const res =
      def.method === 'GET' ? await h.get(def.path, token) : await h.post(def.path, row.body?.(ctx) ?? {}, token);
    return res;
  };

  const judge = (want: TExpect, status: number) =>
    want === 'ok' ? ![401, 403, 404].includes(status) : status === want;

  it('denies as expected and changes nothing when it denies', async () => {
    const names = (Object.keys(matrix) as TRouteName[]).sort(
      (x, y) => Number(matrix[x].last ?? false) - Number(matrix[y].last ?? false),
    );
    const before = await snapshot();
    const failures: string[] = [];
    for (const name of names) {
      for (const actor of ['anonymous', 'visitor', 'bossB'] as const) {
        const res = await call(name, actor);
        if (!judge(matrix[name].expect[actor], res.status)) {
          failures.push(`${name} as ${actor}: ${res.status}, expected ${matrix[name].expect[actor]}`);
        }
        if (
          actor === 'bossB' &&
          matrix[name].bossBSeesNothing &&
          Array.isArray(res.body?.data) &&
          res.body.data.length > 0
        ) {
          failures.push(`${name} as bossB sees ${res.body.data.length} rows of another tenant`);
        }
      }
    }
    const after = await snapshot();
    expect(failures).toEqual([]);
    // Denied calls and bossB's own writes (a new group of its own aside) leave A's data alone.
    expect((after[0] as any).s).toBe((before[0] as any).s);
    expect((after[0] as any).a).toBe((before[0] as any).a);
    expect((after[0] as any).m).toBe((before[0] as any).m);
  });

  it('lets the owner through on every row', async () => {
    const names = (Object.keys(matrix) as TRouteName[]).sort(
      (x, y) => Number(matrix[x].last ?? false) - Number(matrix[y].last ?? false),
    );
    const failures: string[] = [];
    for (const name of names) {
      const res = await call(name, 'bossA');
      if (!judge(matrix[name].expect.bossA, res.status)) {
        failures.push(`${name} as bossA: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
