import { OpLogEvents, opLine, PayType, type TOpLogEvent, type TOpLogLine, type TOpLogValue } from '@ksa/contract';

type TDetail = Record<string, unknown>;

const s = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
const n = (v: unknown) => (Array.isArray(v) ? v.length : 0);

/** A cost in fen as the log shows it (none set: 未填, in the reader's language). */
const money = (v: unknown): TOpLogValue =>
  typeof v === 'number' ? `¥${(v / 100).toFixed(2)}` : opLine('costUnset', {});

/** One cost change: SKU, old → new, and the day it applies from. */
const costChange = (c: TDetail) =>
  // Lines written before old and new values were kept have neither.
  c.to === undefined
    ? opLine('costChangeUndated', { skuId: s(c.skuId), day: s(c.effectiveFrom) })
    : opLine('costChange', { skuId: s(c.skuId), from: money(c.from), to: money(c.to), day: s(c.effectiveFrom) });

/** The first few of a list (order numbers), with how many there were: the log line stays readable. */
const few = (list: unknown): TOpLogValue => {
  const all = Array.isArray(list) ? list.map(String) : [];
  return { list: all.slice(0, 3), total: all.length };
};

const verified = (d: TDetail) => (d.byCode ? [opLine('noteVerified', {})] : []);

/** The delivery centre's actions (modules/delivery), as the warehouse says them. */
const describeDelivery = (event: string, d: TDetail): TOpLogLine | null => {
  switch (event) {
    case 'op.delivery.create': {
      const made = Array.isArray(d.deliveryOrders) ? (d.deliveryOrders as { deliverySn?: unknown }[]) : [];
      if (!made.length) {
        return opLine('deliveryCreateFor', { orders: few(d.orderSns) });
      }
      const deliveries = few(made.map((m) => m.deliverySn));
      return d.packageCount
        ? opLine('deliveryCreateBoxes', { deliveries, orders: few(d.orderSns), boxes: s(d.packageCount) })
        : opLine('deliveryCreate', { deliveries, orders: few(d.orderSns) });
    }
    case 'op.delivery.pack':
      return Number(d.photoCount) > 0
        ? opLine('deliveryPackPhotos', {
            deliverySn: s(d.deliverySn),
            boxes: s(d.packageCount),
            photos: s(d.photoCount),
          })
        : opLine('deliveryPack', { deliverySn: s(d.deliverySn), boxes: s(d.packageCount) });
    case 'op.delivery.send':
      return opLine('deliverySend', {
        deliverySn: s(d.deliverySn),
        company: d.expressCompany ? s(d.expressCompany) : opLine('expressCompanyId', { id: s(d.expressCompanyId) }),
        trackingNo: s(d.trackingNo),
      });
    case 'op.delivery.cancel':
      return opLine('deliveryCancel', { deliverySn: s(d.deliverySn) });
    case 'op.delivery.shipType':
      return opLine(Number(d.shipType) === 1 ? 'deliveryShipFactory' : 'deliveryShipSelf', { orders: few(d.orderSns) });
    case 'op.delivery.shipperShops':
      return n(d.shopIds)
        ? opLine('deliveryShipperShops', { phone: s(d.phone), shops: n(d.shopIds) })
        : opLine('deliveryShipperShopsNone', { phone: s(d.phone) });
    default:
      return null;
  }
};

/** Staff, shops, costs and products (the BOSS's own pages). */
const describeShopsAndStaff = (event: string, d: TDetail): TOpLogLine | null => {
  switch (event) {
    case 'op.rename':
      return opLine('shopRename', { from: s(d.from), to: s(d.to) });
    case 'op.hide':
      return opLine('shopHide', { shopName: s(d.shopName) });
    case 'op.restore':
      return opLine('shopRestore', { shopName: s(d.shopName) });
    case 'op.staff.assign': {
      const ids = Array.isArray(d.permissionIds) ? (d.permissionIds as unknown[]).map(String) : [];
      const params = {
        phone: s(d.phone),
        shops: n(d.shopIds),
        permissions: ids.length ? ids.join(',') : opLine('none', {}),
      };
      const notes = [...(d.passwordChanged ? [opLine('notePasswordChanged', {})] : []), ...verified(d)];
      return opLine(d.created ? 'staffAssign' : 'staffUpdate', params, { notes });
    }
    case 'op.staff.removeShops':
      return opLine(
        'staffRemoveShops',
        { phone: s(d.phone), shops: n(d.shopIds) },
        { notes: d.removed ? [opLine('noteStaffRemoved', {})] : [] },
      );
    case 'op.shipper.add':
      return opLine('shipperAdd', { phone: s(d.phone) }, { notes: verified(d) });
    case 'op.shipper.password':
      return opLine('shipperPassword', { phone: s(d.phone) });
    case 'op.shipper.remove':
      return opLine('shipperRemove', { phone: s(d.phone) });
    case 'op.operator.save':
      return opLine(
        d.created ? 'operatorAdd' : 'operatorUpdate',
        { phone: s(d.phone), shops: n(d.shopIds) },
        {
          notes: verified(d),
        },
      );
    case 'op.operator.remove':
      return opLine('operatorRemove', { phone: s(d.phone) });
    case 'op.cost.set':
      return opLine('costSet', { change: costChange(d) });
    case 'op.cost.import': {
      const changes = Array.isArray(d.changes) ? (d.changes as TDetail[]) : [];
      return opLine(
        d.source === 'bulk' ? 'costBulk' : 'costImport',
        { rows: s(d.rows) },
        {
          items: changes.slice(0, 3).map(costChange),
          itemsTotal: changes.length,
        },
      );
    }
    case 'op.product.rename':
      return d.to
        ? opLine('productRename', { skcId: s(d.skcId), to: s(d.to) })
        : opLine('productRenameReset', { skcId: s(d.skcId) });
    default:
      return null;
  }
};

/** Renewals and coupons (modules/billing): amounts in fen, all in CNY. */
const describeBilling = (event: string, d: TDetail): TOpLogLine | null => {
  const fen = (v: unknown) => `¥${(Number(v ?? 0) / 100).toFixed(2)}`;
  switch (event) {
    case 'op.renew.submit': {
      const base = {
        orderNo: s(d.orderNo),
        shops: n(d.shopIds),
        months: s(d.months),
        amount: fen(d.amountFen),
        payType: opLine(Number(d.payType) === PayType.alipay ? 'payAlipay' : 'payWechat', {}),
      };
      return Number(d.coupons) > 0
        ? opLine('renewSubmitCoupons', { ...base, coupons: s(d.coupons) })
        : opLine('renewSubmit', base);
    }
    case 'op.renew.paid':
      return opLine('renewPaid', { orderNo: s(d.orderNo), amount: fen(d.amountFen), months: s(d.months) });
    case 'op.renew.cancel':
      return opLine('renewCancel', { orderNo: s(d.orderNo) });
    case 'op.coupon.redeem':
      return d.code
        ? opLine('couponRedeemCode', { code: s(d.code), amount: fen(d.valueFen) })
        : opLine('couponRedeem', { amount: fen(d.valueFen) });
    default:
      return null;
  }
};

/** Marketplace bindings and shop groups (written by their own modules under their own event names). */
const describeBindingsAndGroups = (event: string, d: TDetail, groupNames: Map<number, string>): TOpLogLine | null => {
  switch (event) {
    case 'bind.temu':
      return opLine('bindTemu', { shops: s(d.shops) });
    case 'bind.temu.rebind':
      return opLine('bindTemuRebind', { shops: s(d.shops) });
    case 'bind.shein':
      return opLine('bindShein', { shops: s(d.shops) });
    case 'bind.temuOpenToken':
      return opLine('bindTemuOpen', { mallId: s(d.mallId) });
    case 'unbind.temu':
      return opLine('unbindTemu', { shops: n(d.shops) || s(d.shops) });
    case 'unbind.shein':
      return opLine('unbindShein', { shopId: s(d.shopId) });
    case 'group.create':
      return opLine('groupCreate', { name: s(d.name) });
    case 'group.rename':
      return opLine('groupRename', { from: s(d.from), to: s(d.to) });
    case 'group.setShops':
      return opLine('groupSetShops', {
        group: groupNames.get(Number(d.groupId)) ?? `#${s(d.groupId)}`,
        shops: n(d.shopIds),
      });
    case 'group.remove':
      return opLine('groupRemove', { groups: n(d.groupIds) });
    default:
      return null;
  }
};

export const isOpLogEvent = (event: string): event is TOpLogEvent => (OpLogEvents as readonly string[]).includes(event);

/** Turns an audit event into the line the operation log shows; an event the log does not know reads 其他操作. */
export const describeOperation = (event: string, d: TDetail, groupNames: Map<number, string>): TOpLogLine =>
  describeDelivery(event, d) ??
  describeShopsAndStaff(event, d) ??
  describeBilling(event, d) ??
  describeBindingsAndGroups(event, d, groupNames) ??
  opLine('other', {});
