/** A cost in fen as the log shows it (null: none was set). */
const yuan = (v: unknown) => (typeof v === 'number' ? `¥${(v / 100).toFixed(2)}` : '未填');

/** One cost change: SKU, old → new, and the day it applies from. */
const costChange = (c: Record<string, unknown>) =>
  `SKU ${String(c.skuId ?? '')} 的成本价${
    // Lines written before old and new values were kept have neither.
    c.to === undefined ? '' : ` ${yuan(c.from)} → ${yuan(c.to)}`
  }（${String(c.effectiveFrom ?? '')} 起生效）`;

/** The first few changes of a batch (the log line stays readable; the row keeps them all). */
const costChanges = (list: unknown) => {
  const all = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  const shown = all.slice(0, 3).map(costChange).join('；');
  return all.length > 3 ? `：${shown} 等` : all.length ? `：${shown}` : '';
};

/** A few order numbers of a batch, 、-separated, with the count when there are more. */
const few = (list: unknown) => {
  const all = Array.isArray(list) ? list.map(String) : [];
  return all.length > 3 ? `${all.slice(0, 3).join('、')} 等 ${all.length} 单` : all.join('、');
};

/** The delivery centre's actions (modules/delivery), as the warehouse says them. */
const describeDelivery = (event: string, d: Record<string, unknown>): string | null => {
  const s = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
  switch (event) {
    case 'op.delivery.create': {
      const made = Array.isArray(d.deliveryOrders) ? (d.deliveryOrders as { deliverySn?: unknown }[]) : [];
      const boxes = d.packageCount ? `，每单 ${s(d.packageCount)} 箱` : '';
      return made.length
        ? `创建发货单 ${few(made.map((m) => m.deliverySn))}（备货单 ${few(d.orderSns)}${boxes}）`
        : `为备货单 ${few(d.orderSns)} 创建发货单${boxes ? `（${boxes.slice(1)}）` : ''}`;
    }
    case 'op.delivery.pack':
      return `确认发货单 ${s(d.deliverySn)} 已装箱（${s(d.packageCount)} 箱${
        Number(d.photoCount) > 0 ? `，附照片 ${s(d.photoCount)} 张` : ''
      }）`;
    case 'op.delivery.send':
      return `发货单 ${s(d.deliverySn)} 已发货：${d.expressCompany ? s(d.expressCompany) : `物流公司 #${s(d.expressCompanyId)}`}，运单号 ${s(d.trackingNo)}`;
    case 'op.delivery.cancel':
      return `取消发货单 ${s(d.deliverySn)}`;
    case 'op.delivery.shipType':
      return `将备货单 ${few(d.orderSns)} 设为${Number(d.shipType) === 1 ? '工厂直发' : '自发'}`;
    case 'op.delivery.shipperShops': {
      const who = d.phone ? `仓库发货员 ${s(d.phone)} ` : '仓库发货员';
      const n = Array.isArray(d.shopIds) ? d.shopIds.length : 0;
      return n ? `设置${who}负责的店铺（共 ${n} 个）` : `取消${who}负责的全部店铺`;
    }
    default:
      return null;
  }
};

/** Turns an audit event into the sentence the operation log shows. */
export const describeOperation = (
  event: string,
  d: Record<string, unknown>,
  groupNames: Map<number, string>,
): string => {
  const s = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
  const n = (v: unknown) => (Array.isArray(v) ? v.length : 0);
  const group = () => groupNames.get(Number(d.groupId)) ?? `#${s(d.groupId)}`;
  // Staff added with the code that reached their phone (their consent).
  const byCode = d.byCode ? '，本人已验证' : '';
  if (event.startsWith('op.delivery.')) {
    return describeDelivery(event, d) ?? event;
  }
  switch (event) {
    case 'op.rename':
      return `重命名店铺 ${s(d.from)} 为 ${s(d.to)}`;
    case 'op.hide':
      return `隐藏店铺 ${s(d.shopName)}`;
    case 'op.restore':
      return `恢复店铺 ${s(d.shopName)}`;
    case 'op.staff.assign':
      return `${d.created ? '分配' : '修改'}店长/财务 ${s(d.phone)}（店铺 ${n(d.shopIds)} 个${
        Array.isArray(d.permissionIds) ? `，权限 ${(d.permissionIds as string[]).join(',') || '无'}` : ''
      }${d.passwordChanged ? '，已修改密码' : ''}${byCode}）`;
    case 'op.staff.removeShops':
      return `取消店长/财务 ${s(d.phone)} 的 ${n(d.shopIds)} 个店铺权限${d.removed ? '（已移除该员工）' : ''}`;
    case 'op.shipper.add':
      return `添加仓库发货员 ${s(d.phone)}${d.byCode ? '（本人已验证）' : ''}`;
    case 'op.shipper.password':
      return `修改仓库发货员 ${s(d.phone)} 的密码`;
    case 'op.shipper.remove':
      return `取消仓库发货员 ${s(d.phone)}`;
    case 'op.operator.save':
      return `${d.created ? '添加' : '修改'}运营 ${s(d.phone)}（店铺 ${n(d.shopIds)} 个${byCode}）`;
    case 'op.operator.remove':
      return `删除运营 ${s(d.phone)}`;
    case 'op.cost.set':
      return `设置 ${costChange(d)}`;
    case 'bind.temu':
      return `绑定 Temu 主账号（店铺 ${s(d.shops)} 个）`;
    case 'bind.temu.rebind':
      return `重新登录 Temu 主账号（店铺 ${s(d.shops)} 个）`;
    case 'bind.shein':
      return `授权 SHEIN 账号（店铺 ${s(d.shops)} 个）`;
    case 'bind.temuOpenToken':
      return `绑定 Temu 开放平台授权（店铺 ${s(d.mallId)}）`;
    case 'unbind.temu':
      return `解绑 Temu 主账号（店铺 ${n(d.shops) || s(d.shops)} 个）`;
    case 'unbind.shein':
      return `解绑 SHEIN 店铺 #${s(d.shopId)}`;
    case 'op.product.rename':
      return d.to ? `修改商品 ${s(d.skcId)} 的名称为 ${s(d.to)}` : `恢复商品 ${s(d.skcId)} 的平台名称`;
    case 'op.cost.import':
      return `${d.source === 'bulk' ? '批量设置' : '导入'}成本价 ${s(d.rows)} 条${costChanges(d.changes)}`;
    case 'group.create':
      return `新建店铺分组 ${s(d.name)}`;
    case 'group.rename':
      return `重命名店铺分组 ${s(d.from)} 为 ${s(d.to)}`;
    case 'group.setShops':
      return `设置店铺分组 ${group()} 的店铺（共 ${n(d.shopIds)} 个）`;
    case 'group.remove':
      return `删除店铺分组（共 ${n(d.groupIds)} 个）`;
    default:
      return event;
  }
};
