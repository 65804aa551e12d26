import { ApiRoutes, DeliveryRoutes, roleMayCall } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager, enrolStaff } from '../staff/staff.fixture.js';
import { bindFullManagedMall, postJson } from './delivery.fixture.js';

const engines = await availableEngines();

type TActor =
  | 'anonymous'
  | 'visitor'
  | 'bossA'
  | 'bossB'
  | 'managerAssigned'
  | 'managerOther'
  | 'shipperNone'
  | 'shipperAssigned';
type TExpect = 'ok' | 401 | 403 | 404;
type TCtx = { shopId: number; deliverySn: string; orderSn: string; shipperPhone: string };

/**
 * Every delivery route × every actor. The rule: a shop's warehouse work is visible to the BOSS, to staff the shop
 * is assigned to (managers, finance, operators, and shippers the BOSS assigned it to), 404 to everyone else;
 * the visitor only reads (and A's shop is not in the demo tenant, so it is a 404 to the visitor too).
 */
const SHOP_READ: Record<TActor, TExpect> = {
  anonymous: 401,
  visitor: 404,
  bossA: 'ok',
  bossB: 404,
  managerAssigned: 'ok',
  managerOther: 404,
  shipperNone: 404,
  shipperAssigned: 'ok',
};
const SHOP_WRITE: Record<TActor, TExpect> = { ...SHOP_READ, visitor: 403 };
const BOSS_ONLY_READ: Record<TActor, TExpect> = {
  anonymous: 401,
  visitor: 403,
  bossA: 'ok',
  bossB: 404,
  managerAssigned: 403,
  managerOther: 403,
  shipperNone: 403,
  shipperAssigned: 403,
};

const rows: Record<
  keyof typeof DeliveryRoutes,
  { body: (c: TCtx, a: TActor) => unknown; expect: Record<TActor, TExpect> }
> = {
  deliveryList: { body: (c) => ({ shopIds: [c.shopId] }), expect: SHOP_READ },
  deliveryLogistics: { body: (c) => ({ shopId: c.shopId }), expect: SHOP_READ },
  deliveryRefresh: { body: (c) => ({ shopId: c.shopId }), expect: SHOP_WRITE },
  deliveryCreateShipOrder: {
    body: (c, a) => ({ shopId: c.shopId, orderSns: [c.orderSn], idemKey: `authz-create-${a}` }),
    expect: SHOP_WRITE,
  },
  deliveryConfirmPacking: {
    body: (c, a) => ({ shopId: c.shopId, deliverySn: c.deliverySn, packageCount: 1, idemKey: `authz-pack-${a}` }),
    expect: SHOP_WRITE,
  },
  deliveryFillLogistics: {
    // A tracking number per actor would be refused by the marketplace after the first: the same for everyone.
    body: (c, a) => ({
      shopId: c.shopId,
      deliverySn: c.deliverySn,
      expressCompanyId: 1,
      trackingNo: 'SF20261125',
      idemKey: `authz-send-${a}`,
    }),
    expect: SHOP_WRITE,
  },
  deliveryCancel: {
    body: (c, a) => ({ shopId: c.shopId, deliverySn: `${c.deliverySn}-none`, idemKey: `authz-cancel-${a}` }),
    // The shipping order does not exist: even allowed actors get 404, so the row checks only the scope.
    expect: { ...SHOP_WRITE, bossA: 404, managerAssigned: 404, shipperAssigned: 404 },
  },
  deliverySetShipType: { body: (c) => ({ shopId: c.shopId, orderSns: [c.orderSn], shipType: 0 }), expect: SHOP_WRITE },
  // The visitor reads as the demo tenant's BOSS: A's shipper is not there.
  deliveryShipperShops: { body: (c) => ({ phone: c.shipperPhone }), expect: { ...BOSS_ONLY_READ, visitor: 404 } },
  deliverySetShipperShops: {
    body: (c) => ({ phone: c.shipperPhone, shopIds: [c.shopId] }),
    expect: { ...BOSS_ONLY_READ, visitor: 403 },
  },
};

const outcome = (res: { status: number; body: { code: number } }): TExpect =>
  res.body.code === 0 ? 'ok' : (([401, 403, 404].includes(res.status) ? res.status : res.status) as TExpect);

describe.each(engines)('[AUTHZ] delivery routes on %s', (engine) => {
  let h: THarness;
  const tokens: Partial<Record<TActor, string>> = {};
  let ctx: TCtx;

  beforeAll(async () => {
    h = await startHarness(engine);
    const a = await registerBoss(h);
    const b = await registerBoss(h);
    const { shopId } = await bindFullManagedMall(h, a.token);
    // A second shop of A's (not synced), so a manager can be assigned something other than the mall.
    const [other] = await h.db.db
      .insert(shops)
      .values({ bossId: a.uid, platform: 'temu', externalId: `authz-${engine}-${Date.now()}`, name: '其他店铺' })
      .returning();
    const manager = async (shop: number) => (await addManager(h, a.token, { temu: [shop] })).token;
    const shipper = () => enrolStaff(h, a.token, 'shipper', '/api/auth/saveWorkerUser', {});
    tokens.bossA = a.token;
    tokens.bossB = b.token;
    tokens.visitor = (await h.get('/api/auth/visitor')).body.data.token;
    tokens.managerAssigned = await manager(shopId);
    tokens.managerOther = await manager(other!.id);
    tokens.shipperNone = (await shipper()).token;
    const assigned = await shipper();
    const set = await postJson(
      h,
      '/api/delivery/setShipperShops',
      { phone: assigned.phone, shopIds: [shopId] },
      a.token,
    );
    expect(set.body.data).toEqual({ shopIds: [shopId] });
    tokens.shipperAssigned = assigned.token;

    const list = (await postJson(h, '/api/delivery/list', { status: 1, pageSize: 500 }, a.token)).body.data.list;
    const [first, second] = list.filter(
      (r: { marketStatus: number; ship: unknown }) => r.marketStatus === 1 && !r.ship,
    );
    const made = await postJson(
      h,
      '/api/delivery/createShipOrder',
      { shopId, orderSns: [first.orderSn], idemKey: 'authz-setup' },
      a.token,
    );
    ctx = {
      shopId,
      orderSn: second.orderSn,
      deliverySn: made.body.data.result.deliveryOrders[0].deliverySn,
      shipperPhone: assigned.phone,
    };
  }, 240_000);
  afterAll(() => h?.close());

  it('has a row for every delivery route', () => {
    expect(Object.keys(rows).sort()).toEqual(Object.keys(DeliveryRoutes).sort());
  });

  const actors: TActor[] = [
    'anonymous',
    'visitor',
    'bossB',
    'managerOther',
    'shipperNone',
    'managerAssigned',
    'shipperAssigned',
    'bossA',
  ];
  it('answers each actor as the visibility rule says', async () => {
    const got: Record<string, Record<string, TExpect>> = {};
    const want: Record<string, Record<string, TExpect>> = {};
    for (const [name, row] of Object.entries(rows)) {
      const def = DeliveryRoutes[name as keyof typeof DeliveryRoutes];
      got[name] = {};
      want[name] = {};
      for (const actor of actors) {
        const token = tokens[actor];
        const res = await h.app.inject({
          method: def.method,
          url: def.path,
          headers: { ...(token ? { authorization: token } : {}), 'content-type': 'application/json' },
          payload: JSON.stringify(row.body(ctx, actor)),
        });
        got[name]![actor] = outcome({ status: res.statusCode, body: res.json() });
        // The contract's role table comes first: the shipper keeps only what the shipping app calls.
        const refusedByTable =
          actor.startsWith('shipper') && !roleMayCall(ApiRoutes[name as keyof typeof rows], 'shipper');
        want[name]![actor] = refusedByTable ? 403 : row.expect[actor];
      }
    }
    expect(got).toEqual(want);
  }, 180_000);

  it('a shipper sees only the assigned shop’s orders', async () => {
    const none = await postJson(h, '/api/delivery/list', {}, tokens.shipperNone!);
    expect(none.body.data.total).toBe(0);
    const mine = await postJson(h, '/api/delivery/list', { pageSize: 5 }, tokens.shipperAssigned!);
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(mine.body.data.list.every((r: { shopId: number }) => r.shopId === ctx.shopId)).toBe(true);
  });
});
