import { DeliveryStatus } from '@ksa/contract';
import { appliedActions, liveStockOrders } from '@ksa/sandbox/stock-orders/state';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stockOrders } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { bindFullManagedMall, postJson } from './delivery.fixture.js';
import { deliveryStatusOf } from './delivery-status.js';
import { DELIVERY_WINDOW_DAYS } from './delivery-sync.js';

const engines = await availableEngines();

describe.each(engines)('[DELIVERY] stock orders synced and acted on, on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let mallId: number;
  let shopId: number;
  const list = async (body: Record<string, unknown> = {}) =>
    (await postJson(h, '/api/delivery/list', { pageSize: 500, ...body }, boss.token)).body;

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    ({ mallId, shopId } = await bindFullManagedMall(h, boss.token));
  }, 240_000);
  afterAll(() => h?.close());

  it('synced stock orders equal the sandbox world’s, status by status', async () => {
    const now = Date.now();
    const world = liveStockOrders(
      h.sandbox.world,
      h.sandbox.world.shop(mallId)!,
      now,
      now - DELIVERY_WINDOW_DAYS * 86_400_000,
    );
    const ours = await h.db.db.select().from(stockOrders).where(eq(stockOrders.shopId, shopId));
    expect(ours.length).toBeGreaterThan(0);
    const byStatus = (rows: { status: number; sn: string }[]) => {
      const m = new Map<number, string[]>();
      for (const r of rows) {
        m.set(r.status, [...(m.get(r.status) ?? []), r.sn].sort());
      }
      return Object.fromEntries([...m.entries()].sort((a, b) => a[0] - b[0]));
    };
    expect(byStatus(ours.map((o) => ({ status: o.marketStatus, sn: o.orderSn })))).toEqual(
      byStatus(world.map((o) => ({ status: o.status, sn: o.subPurchaseOrderSn }))),
    );
    const quantity = new Map(
      world.map((o) => [o.subPurchaseOrderSn, o.skus.reduce((n, s) => n + s.purchaseQuantity, 0)]),
    );
    for (const o of ours) {
      expect(o.quantity).toBe(quantity.get(o.orderSn));
    }
    // Our four statuses, counted by the list call, are the mapping applied to the world.
    const expected: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
    for (const o of world) {
      const s = deliveryStatusOf({
        platform: 'temu',
        stockStatus: o.status,
        ship:
          o.shipOrder && o.shipOrder.shipStatus !== 5
            ? { marketStatus: o.shipOrder.shipStatus, packed: o.shipOrder.packed }
            : null,
      });
      expected[s] = (expected[s] ?? 0) + 1;
    }
    const all = await list();
    expect(all.data.counts).toEqual(expected);
    for (const status of [1, 2, 3, 4]) {
      const one = await list({ status });
      expect(one.data.total).toBe(expected[status]);
      expect(one.data.list.every((r: { status: number }) => r.status === status)).toBe(true);
    }
    // Tab 3 lists what the warehouse received, with its counts.
    const received = await list({ tab: 3 });
    expect(received.data.total).toBeGreaterThan(0);
    expect(received.data.list[0].ship.receivedQty + received.data.list[0].ship.rejectedQty).toBe(
      received.data.list[0].quantity,
    );
  });

  it('create → pack → logistics: each reaches the sandbox once, repeats answer the same, all in the op log', async () => {
    const open = (await list({ status: DeliveryStatus.packPending })).data.list.find(
      (r: { marketStatus: number }) => r.marketStatus === 1,
    );
    expect(open).toBeDefined();
    const before = appliedActions(h.sandbox.world, mallId).length;
    const create = { shopId, orderSns: [open.orderSn], packageCount: 2, idemKey: `create-${engine}-1` };
    const first = await postJson(h, '/api/delivery/createShipOrder', create, boss.token);
    expect(first.body).toMatchObject({ code: 0, data: { replayed: false } });
    const again = await postJson(h, '/api/delivery/createShipOrder', create, boss.token);
    expect(again.body.data).toEqual({ ...first.body.data, replayed: true });
    const conflict = await postJson(h, '/api/delivery/createShipOrder', { ...create, packageCount: 3 }, boss.token);
    expect(conflict.body.msg).toBe('该操作编号已用于另一操作，请刷新后重试');
    const deliverySn = first.body.data.result.deliveryOrders[0].deliverySn as string;

    const row = async () => (await list({ keyword: open.orderSn })).data.list[0];
    expect((await row()).ship).toMatchObject({ deliverySn, packed: false });
    const pack = { shopId, deliverySn, packageCount: 3, idemKey: `pack-${engine}-1` };
    expect((await postJson(h, '/api/delivery/confirmPacking', pack, boss.token)).body.code).toBe(0);
    expect((await postJson(h, '/api/delivery/confirmPacking', pack, boss.token)).body.data.replayed).toBe(true);
    expect((await row()).status).toBe(DeliveryStatus.shipPending);
    const send = { shopId, deliverySn, expressCompanyId: 2, trackingNo: 'ZT1234567890', idemKey: `send-${engine}-1` };
    expect((await postJson(h, '/api/delivery/fillLogistics', send, boss.token)).body.code).toBe(0);
    expect((await postJson(h, '/api/delivery/fillLogistics', send, boss.token)).body.data.replayed).toBe(true);
    expect(await row()).toMatchObject({
      status: DeliveryStatus.shipped,
      ship: { trackingNo: 'ZT1234567890', expressCompany: '中通快递' },
    });
    const cancelSent = await postJson(
      h,
      '/api/delivery/cancel',
      { shopId, deliverySn, idemKey: `cancel-${engine}-x` },
      boss.token,
    );
    expect(cancelSent.body.code).not.toBe(0);
    expect(cancelSent.body.msg).toContain('不能取消');

    expect(
      appliedActions(h.sandbox.world, mallId)
        .slice(before)
        .map((a) => a.action),
    ).toEqual(['create', 'pack', 'send']);
    const ops = await h.db.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.bossId, boss.uid), like(auditLog.event, 'op.delivery.%')));
    expect(ops.map((o) => o.event).sort()).toEqual(['op.delivery.create', 'op.delivery.pack', 'op.delivery.send']);
    // The BOSS's operation log says each in words, with the shop, newest first.
    const log = (await h.post('/api/order/getOperationLog', { pageSize: 3 }, boss.token)).body.data.list;
    expect(log.map((l: { detail: string; shopName: string }) => [l.detail, l.shopName])).toEqual([
      [`发货单 ${deliverySn} 已发货：中通快递，运单号 ZT1234567890`, open.shopName],
      [`确认发货单 ${deliverySn} 已装箱（3 箱）`, open.shopName],
      [`创建发货单 ${deliverySn}（备货单 ${open.orderSn}，每单 2 箱）`, open.shopName],
    ]);
  });

  it('cancels an unsent shipping order; the stock order is back to packing; bad input changes nothing', async () => {
    const open = (await list({ status: DeliveryStatus.packPending })).data.list.find(
      (r: { marketStatus: number; ship: unknown }) => r.marketStatus === 1 && !r.ship,
    );
    const made = await postJson(
      h,
      '/api/delivery/createShipOrder',
      { shopId, orderSns: [open.orderSn], idemKey: `create-${engine}-2` },
      boss.token,
    );
    const deliverySn = made.body.data.result.deliveryOrders[0].deliverySn;
    const cancel = await postJson(
      h,
      '/api/delivery/cancel',
      { shopId, deliverySn, idemKey: `cancel-${engine}-2` },
      boss.token,
    );
    expect(cancel.body).toMatchObject({ code: 0, data: { replayed: false } });
    const row = (await list({ keyword: open.orderSn })).data.list[0];
    expect(row.status).toBe(DeliveryStatus.packPending);
    const bad = await postJson(
      h,
      '/api/delivery/createShipOrder',
      { shopId, orderSns: [], idemKey: 'short' },
      boss.token,
    );
    expect(bad.body).toMatchObject({ code: 1, msg: '请求参数错误' });
    const shipType = await postJson(
      h,
      '/api/delivery/setShipType',
      { shopId, orderSns: [open.orderSn], shipType: 1 },
      boss.token,
    );
    expect(shipType.body.data).toEqual({ updated: 1 });
    expect((await list({ shipType: 1 })).data.list.map((r: { orderSn: string }) => r.orderSn)).toEqual([open.orderSn]);
    expect((await list({ shipType: 0 })).data.total).toBe((await list({ shipType: 2 })).data.total - 1);
    const log = (await h.post('/api/order/getOperationLog', { pageSize: 2 }, boss.token)).body.data.list;
    expect(log.map((l: { detail: string }) => l.detail)).toEqual([
      `将备货单 ${open.orderSn} 设为工厂直发`,
      `取消发货单 ${deliverySn}`,
    ]);
  });
});
