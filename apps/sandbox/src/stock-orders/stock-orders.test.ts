import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bind, setup, signedHeaders, T0 } from '../shein/shein-test-kit.js';
import { DAY_MS, HOUR_MS } from '../temu-open/beijing-time.js';
import { call, openGateway, signedBody, world } from '../temu-open/temu-open-test-kit.js';
import { appliedActions, liveStockOrders } from './state.js';
import { SHIP_STATUS, STOCK_STATUS, worldStockOrders } from './world-orders.js';

type TGateway = Awaited<ReturnType<typeof openGateway>>;
let gw: TGateway;
beforeEach(async () => {
  gw = await openGateway();
});
afterEach(() => gw.app.close());

/** The gateway allows 5 calls per second per token on this clock: each call moves it on by 300 ms. */
const open = (type: string, business: Record<string, unknown> = {}, mallId = 101) => {
  gw.clock.advance(300);
  return call(gw.app, signedBody({ type, now: gw.clock.now(), mallId, business }));
};

/** Moves the clock to an instant where some stock order of shop 101 is accepted and not yet shipped. */
const toWaitingOrder = (): string => {
  const shop = world.shop(101)!;
  for (const o of worldStockOrders(world, shop, gw.clock.now())) {
    const t = o.purchaseTime + 7 * HOUR_MS;
    // The world is shared by the tests of this file: skip orders an earlier test already shipped.
    const at = liveStockOrders(world, shop, t).find((x) => x.subPurchaseOrderSn === o.subPurchaseOrderSn);
    if (at?.status === STOCK_STATUS.waitDeliver && !at.shipOrder && t <= gw.clock.now()) {
      gw.clock.set(t);
      return o.subPurchaseOrderSn;
    }
  }
  throw new Error('no stock order to ship in the test world');
};

/** The documented bodies (备货及发货API组), built from what the look-ups answer: all units in `boxes` packages. */
const skusOf = async (sn: string) =>
  (await open('bg.purchaseorderv2.get', { subPurchaseOrderSnList: [sn] })).result.subOrderForSupplierList[0]
    .skuQuantityDetailList as { productSkuId: number; purchaseQuantity: number }[];
const lines = (skus: { productSkuId: number; purchaseQuantity: number }[], boxes: number) => ({
  deliverOrderDetailInfos: skus.map((s) => ({ productSkuId: s.productSkuId, deliverSkuNum: s.purchaseQuantity })),
  // box 0 takes every SKU but one unit of the first; the other boxes one unit each of the first SKU
  packageInfos: Array.from({ length: boxes }, (_, i) => ({
    packageDetailSaveInfos:
      i === 0
        ? skus
            .map((s, j) => ({ productSkuId: s.productSkuId, skuNum: s.purchaseQuantity - (j === 0 ? boxes - 1 : 0) }))
            .filter((d) => d.skuNum > 0)
        : [{ productSkuId: skus[0]!.productSkuId, skuNum: 1 }],
  })),
});
const stage = (sn: string) =>
  open('bg.shiporder.staging.add', { joinInfoList: [{ subPurchaseOrderSn: sn, deliveryAddressType: 4 }] });
const createBody = async (sn: string, boxes = 1) => {
  await stage(sn);
  const groups = (await open('bg.shiporder.receiveaddressv2.get', { subPurchaseOrderSnList: [sn] })).result
    .subPurchaseReceiveAddressGroups;
  const [address] = (await open('bg.mall.address.get')).result;
  const skus = await skusOf(sn);
  return {
    deliveryOrderCreateGroupList: groups.map((g: { subWarehouseId: number; receiveAddressInfo: unknown }) => ({
      subWarehouseId: g.subWarehouseId,
      receiveAddressInfo: g.receiveAddressInfo,
      deliveryOrderCreateInfos: [{ subPurchaseOrderSn: sn, deliveryAddressId: address.id, ...lines(skus, boxes) }],
    })),
  };
};
const sendBody = (deliveryOrderSn: string, expressDeliverySn: string) => ({
  deliveryOrderSnList: [deliveryOrderSn],
  deliverMethod: 3,
  deliveryAddressId: 1011,
  thirdPartyExpressDeliveryInfoVO: { expressCompanyId: 1, expressCompanyName: '顺丰速运', expressDeliverySn },
});

describe('Temu stock orders (bg.purchaseorderv2.get)', () => {
  it('answers the world’s stock orders, status by status; semi-managed shops have none', async () => {
    const body = await open('bg.purchaseorderv2.get', { pageSize: 100 });
    expect(body.success).toBe(true);
    const truth = worldStockOrders(world, world.shop(101)!, gw.clock.now());
    expect(body.result.total).toBe(truth.length);
    expect(body.result.total).toBeGreaterThan(0);
    for (const status of new Set(truth.map((o) => o.status))) {
      const only = await open('bg.purchaseorderv2.get', { pageSize: 100, statusList: [status] });
      expect(
        only.result.subOrderForSupplierList.map((o: { subPurchaseOrderSn: string }) => o.subPurchaseOrderSn),
      ).toEqual(truth.filter((o) => o.status === status).map((o) => o.subPurchaseOrderSn));
    }
    const first = body.result.subOrderForSupplierList[0];
    expect(first.receiveWarehouseInfo.warehouseName).toMatch(/仓$/);
    expect([0, 1]).toContain(first.urgencyType);
    expect(first.skuQuantityTotalInfo.purchaseQuantity).toBeGreaterThan(0);
    expect((await open('bg.purchaseorderv2.get', {}, 102)).result.total).toBe(0);
  });

  it('is a pure function of seed, shop and time', () => {
    const shop = world.shop(101)!;
    expect(worldStockOrders(world, shop, T0)).toEqual(worldStockOrders(world, shop, T0));
  });
});

describe('Temu shipping orders', () => {
  it('create → pack → send, each idempotent; the warehouse receives it after transit', async () => {
    const sn = toWaitingOrder();
    const before = appliedActions(world, 101).length;
    const body = await createBody(sn, 2);
    const created = await open('bg.shiporderv3.create', body);
    expect(created.success).toBe(true);
    const again = await open('bg.shiporderv3.create', body);
    expect(again.result).toEqual(created.result);
    const deliveryOrderSn = created.result.deliveryOrders[0] as string;

    const sendEarly = await open('bg.shiporder.packing.send', sendBody(deliveryOrderSn, 'SF1'));
    expect(sendEarly.success).toBe(false);
    expect(sendEarly.errorMsg).toContain('未确认装箱');

    const skus = await skusOf(sn);
    for (let i = 0; i < 2; i += 1) {
      const edit = await open('bg.shiporder.package.edit', { deliveryOrderSn, ...lines(skus, 3) });
      expect(edit.success).toBe(true);
    }
    const send = sendBody(deliveryOrderSn, 'SF123456');
    const sent = await open('bg.shiporder.packing.send', send);
    expect(sent.result).toEqual({ expressBatchSn: expect.stringMatching(/^EB/) });
    expect((await open('bg.shiporder.packing.send', send)).result).toEqual(sent.result);
    expect((await open('bg.shiporder.packing.send', sendBody(deliveryOrderSn, 'X'))).success).toBe(false);
    expect((await open('bg.shiporder.cancel', { deliveryOrderSn })).success).toBe(false);
    expect(
      appliedActions(world, 101)
        .slice(before)
        .map((a) => a.action),
    ).toEqual(['create', 'pack', 'send']);

    const po = await open('bg.purchaseorderv2.get', { subPurchaseOrderSnList: [sn] });
    expect(po.result.subOrderForSupplierList[0].status).toBe(STOCK_STATUS.delivered);
    gw.clock.advance(2 * DAY_MS);
    const ships = await open('bg.shiporderv2.get', { subPurchaseOrderSnList: [sn] });
    const row = ships.result.list.find((s: { deliveryOrderSn: string }) => s.deliveryOrderSn === deliveryOrderSn);
    expect(row).toMatchObject({ status: SHIP_STATUS.inStock, deliverPackageNum: 3, expressCompany: '顺丰速运' });
    const units = po.result.subOrderForSupplierList[0].skuQuantityTotalInfo.purchaseQuantity;
    const received = row.receiveSkuList.reduce(
      (n: number, s: { receivedQuantity: number; rejectedQuantity: number }) =>
        n + s.receivedQuantity + s.rejectedQuantity,
      0,
    );
    expect(received).toBe(units);
  });

  it('cancels an unsent shipping order once; the stock order is back to 待发货', async () => {
    const sn = toWaitingOrder();
    const created = await open('bg.shiporderv3.create', await createBody(sn));
    const deliveryOrderSn = created.result.deliveryOrders[0] as string;
    const c1 = await open('bg.shiporder.cancel', { deliveryOrderSn });
    expect((await open('bg.shiporder.cancel', { deliveryOrderSn })).result).toEqual(c1.result);
    expect(
      appliedActions(world, 101)
        .filter((a) => a.deliveryOrderSn === deliveryOrderSn)
        .map((a) => a.action),
    ).toEqual(['create', 'cancel']);
    const po = await open('bg.purchaseorderv2.get', { subPurchaseOrderSnList: [sn] });
    expect(po.result.subOrderForSupplierList[0].status).toBe(STOCK_STATUS.waitDeliver);
    const none = await open('bg.shiporder.receiveaddressv2.get', { subPurchaseOrderSnList: ['WB-none'] });
    expect(none.errorMsg).toContain('不存在');
    expect((await open('bg.logistics.company.get')).result.shipList[0]).toEqual({ shipId: 1, shipName: '顺丰速运' });
    expect((await open('bg.shiporder.logistics.get')).result[0]).toEqual({
      expressCompanyId: 1,
      expressCompanyName: '顺丰速运',
    });
  });

  it('answers the receive address only for stock orders added to the shipping desk (加入发货台)', async () => {
    const sn = toWaitingOrder();
    const before = await open('bg.shiporder.receiveaddressv2.get', { subPurchaseOrderSnList: [sn] });
    expect(before.success).toBe(false);
    expect(before.errorMsg).toContain('未加入发货台');
    const missingType = await open('bg.shiporder.staging.add', { joinInfoList: [{ subPurchaseOrderSn: sn }] });
    expect(missingType.errorMsg).toContain('deliveryAddressType 不能为空');
    const mixed = await open('bg.shiporder.staging.add', {
      joinInfoList: [
        { subPurchaseOrderSn: sn, deliveryAddressType: 4 },
        { subPurchaseOrderSn: 'WB-none', deliveryAddressType: 4 },
      ],
    });
    expect(mixed.success).toBe(true);
    expect(mixed.result.existJoinErrorSubPurchase).toBe(true);
    expect(
      mixed.result.joinErrorList.map((e: { joinErrorSubPurchaseOrderSn: string }) => e.joinErrorSubPurchaseOrderSn),
    ).toEqual(['WB-none']);
    const again = await stage(sn);
    expect(again.result).toEqual({ existJoinErrorSubPurchase: false, joinErrorList: [] });
    const after = await open('bg.shiporder.receiveaddressv2.get', { subPurchaseOrderSnList: [sn] });
    expect(after.success).toBe(true);
    expect(after.result.subPurchaseReceiveAddressGroups[0].subPurchaseOrderSnList).toEqual([sn]);
  });

  it('refuses the simplified bodies (sn list + box count, flat logistics) the way the gateway refuses a bad field', async () => {
    const sn = toWaitingOrder();
    const before = appliedActions(world, 101).length;
    const old = await open('bg.shiporderv3.create', { subPurchaseOrderSnList: [sn], deliverPackageNum: 2 });
    expect(old).toMatchObject({ success: false, errorCode: 2000000 });
    expect(old.errorMsg).toContain('deliveryOrderCreateGroupList 不能为空');
    const good = await createBody(sn, 2);
    const group = good.deliveryOrderCreateGroupList[0];
    const noAddress = { deliveryOrderCreateGroupList: [{ ...group, receiveAddressInfo: undefined }] };
    expect((await open('bg.shiporderv3.create', noAddress)).errorMsg).toContain('receiveAddressInfo 不能为空');
    const info = group.deliveryOrderCreateInfos[0];
    const stringSku = {
      deliveryOrderCreateGroupList: [
        {
          ...group,
          deliveryOrderCreateInfos: [{ ...info, deliverOrderDetailInfos: [{ productSkuId: 'x', deliverSkuNum: 1 }] }],
        },
      ],
    };
    expect((await open('bg.shiporderv3.create', stringSku)).errorMsg).toContain('应为 INTEGER');
    const short = {
      deliveryOrderCreateGroupList: [
        { ...group, deliveryOrderCreateInfos: [{ ...info, packageInfos: [info.packageInfos[0]] }] },
      ],
    };
    expect((await open('bg.shiporderv3.create', short)).errorMsg).toContain('包裹明细与发货数量不一致');
    const otherWarehouse = { deliveryOrderCreateGroupList: [{ ...group, subWarehouseId: group.subWarehouseId + 1 }] };
    expect((await open('bg.shiporderv3.create', otherWarehouse)).errorMsg).toContain('收货子仓与备货单不符');

    const created = await open('bg.shiporderv3.create', good);
    const deliveryOrderSn = created.result.deliveryOrders[0] as string;
    const oldEdit = await open('bg.shiporder.package.edit', { deliveryOrderSn, deliverPackageNum: 3 });
    expect(oldEdit.errorMsg).toContain('deliverOrderDetailInfos 不能为空');
    const oldSend = await open('bg.shiporder.packing.send', {
      deliveryOrderSn,
      expressCompanyId: 1,
      expressDeliverySn: 'SF1',
    });
    expect(oldSend.errorMsg).toContain('deliveryOrderSnList 不能为空');
    const { thirdPartyExpressDeliveryInfoVO: _, ...noBlock } = sendBody(deliveryOrderSn, 'SF1');
    expect((await open('bg.shiporder.packing.send', noBlock)).errorMsg).toContain(
      'thirdPartyExpressDeliveryInfoVO 不能为空',
    );
    expect(
      (await open('bg.shiporder.packing.send', { ...sendBody(deliveryOrderSn, 'SF1'), deliveryAddressId: 5 })).errorMsg,
    ).toContain('发货地址不存在');
    expect(
      appliedActions(world, 101)
        .slice(before)
        .map((a) => a.action),
    ).toEqual(['create']);
  });

  it('refuses a request signed with the wrong secret like every other type', async () => {
    const body = await call(
      gw.app,
      signedBody({ type: 'bg.shiporderv3.create', now: gw.clock.now(), secret: 'x', business: {} }),
    );
    expect(body.errorCode).toBe(7000015);
  });
});

describe('Shein purchase orders (/open-api/order/purchase-order-infos)', () => {
  it('lists the full-managed store’s purchase orders from the same world, signed like every Shein call', async () => {
    const ctx = setup();
    const creds = await bind(ctx.app, '10001', T0);
    const path = '/open-api/order/purchase-order-infos';
    const get = async (query: string, secret = creds.secretKey) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/shein-open${path}?${query}`,
          headers: signedHeaders('x-lt-openKeyId', creds.openKeyId, secret, path, ctx.clock.now()),
        })
      ).json();
    const full = await get('storeId=9002&pageNumber=1&pageSize=200');
    expect(full.code).toBe('0');
    const truth = worldStockOrders(ctx.world, ctx.world.shop(9002)!, ctx.clock.now(), ctx.clock.now() - 60 * DAY_MS);
    expect(full.info.count).toBe(truth.length);
    expect(full.info.list.map((o: { orderNo: string }) => o.orderNo)).toEqual(
      truth.map((o) => o.subPurchaseOrderSn).slice(0, 200),
    );
    expect((await get('storeId=9001')).info.count).toBe(0);
    expect((await get('storeId=9002', 'wrong')).code).not.toBe('0');
    await ctx.app.close();
  });
});
