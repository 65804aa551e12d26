import { z } from 'zod';

/**
 * The events the operation log (操作日志) shows, as audit_log.event. Writers name them through TOpLogEvent so a
 * new event cannot be written without the log knowing it; the describer (server op-log module) turns each into
 * a line of the catalogue below.
 */
export const OpLogEvents = [
  'op.rename',
  'op.hide',
  'op.restore',
  'op.staff.assign',
  'op.staff.removeShops',
  'op.shipper.add',
  'op.shipper.password',
  'op.shipper.remove',
  'op.operator.save',
  'op.operator.remove',
  'op.cost.set',
  'op.cost.import',
  'op.product.rename',
  'op.delivery.create',
  'op.delivery.pack',
  'op.delivery.send',
  'op.delivery.cancel',
  'op.delivery.shipType',
  'op.delivery.shipperShops',
  'op.renew.submit',
  'op.renew.paid',
  'op.renew.cancel',
  'op.coupon.redeem',
  'bind.temu',
  'bind.temu.rebind',
  'bind.shein',
  'bind.temuOpenToken',
  'unbind.temu',
  'unbind.shein',
  'group.create',
  'group.rename',
  'group.setShops',
  'group.remove',
] as const;
export type TOpLogEvent = (typeof OpLogEvents)[number];

/**
 * Every sentence the operation log can show: id → zh-CN text, `{name}` filled from the line's params. The web
 * shows the same ids from its opLog locale files (zh-CN generated from here by scripts/gen-error-texts.ts; a test
 * walks this catalogue in all 11 languages); the server fills the zh-CN text for callers that read `detail`.
 */
export const OpLogTexts = {
  shopRename: '重命名店铺 {from} 为 {to}',
  shopHide: '隐藏店铺 {shopName}',
  shopRestore: '恢复店铺 {shopName}',
  staffAssign: '分配店长/财务 {phone}：店铺 {shops} 个，权限 {permissions}',
  staffUpdate: '修改店长/财务 {phone}：店铺 {shops} 个，权限 {permissions}',
  staffRemoveShops: '取消店长/财务 {phone} 的 {shops} 个店铺权限',
  shipperAdd: '添加仓库发货员 {phone}',
  shipperPassword: '修改仓库发货员 {phone} 的密码',
  shipperRemove: '取消仓库发货员 {phone}',
  operatorAdd: '添加运营 {phone}：店铺 {shops} 个',
  operatorUpdate: '修改运营 {phone}：店铺 {shops} 个',
  operatorRemove: '删除运营 {phone}',
  costSet: '设置 {change}',
  costChange: 'SKU {skuId} 的成本价 {from} → {to}（{day} 起生效）',
  costChangeUndated: 'SKU {skuId} 的成本价（{day} 起生效）',
  costImport: '导入成本价 {rows} 条',
  costBulk: '批量设置成本价 {rows} 条',
  productRename: '修改商品 {skcId} 的名称为 {to}',
  productRenameReset: '恢复商品 {skcId} 的平台名称',
  deliveryCreate: '创建发货单 {deliveries}（备货单 {orders}）',
  deliveryCreateBoxes: '创建发货单 {deliveries}（备货单 {orders}，每单 {boxes} 箱）',
  deliveryCreateFor: '为备货单 {orders} 创建发货单',
  deliveryPack: '确认发货单 {deliverySn} 已装箱（{boxes} 箱）',
  deliveryPackPhotos: '确认发货单 {deliverySn} 已装箱（{boxes} 箱，附照片 {photos} 张）',
  deliverySend: '发货单 {deliverySn} 已发货：{company}，运单号 {trackingNo}',
  expressCompanyId: '物流公司 #{id}',
  deliveryCancel: '取消发货单 {deliverySn}',
  deliveryShipSelf: '将备货单 {orders} 设为自发',
  deliveryShipFactory: '将备货单 {orders} 设为工厂直发',
  deliveryShipperShops: '设置仓库发货员 {phone} 负责的店铺（共 {shops} 个）',
  deliveryShipperShopsNone: '取消仓库发货员 {phone} 负责的全部店铺',
  renewSubmit: '提交续费订单 {orderNo}（{shops} 个店铺 × {months} 个月，{amount}，{payType}）',
  renewSubmitCoupons:
    '提交续费订单 {orderNo}（{shops} 个店铺 × {months} 个月，用券 {coupons} 张，{amount}，{payType}）',
  renewPaid: '续费订单 {orderNo} 已支付 {amount}，所选店铺有效期延长 {months} 个月',
  renewCancel: '取消续费订单 {orderNo}',
  couponRedeem: '核销优惠券（面值 {amount}）',
  couponRedeemCode: '核销优惠券 {code}（面值 {amount}）',
  bindTemu: '绑定 Temu 主账号（店铺 {shops} 个）',
  bindTemuRebind: '重新登录 Temu 主账号（店铺 {shops} 个）',
  bindShein: '授权 SHEIN 账号（店铺 {shops} 个）',
  bindTemuOpen: '绑定 Temu 开放平台授权（店铺 {mallId}）',
  unbindTemu: '解绑 Temu 主账号（店铺 {shops} 个）',
  unbindShein: '解绑 SHEIN 店铺 #{shopId}',
  groupCreate: '新建店铺分组 {name}',
  groupRename: '重命名店铺分组 {from} 为 {to}',
  groupSetShops: '设置店铺分组 {group} 的店铺（共 {shops} 个）',
  groupRemove: '删除店铺分组（共 {groups} 个）',
  other: '其他操作',
  // Pieces the lines above are made of.
  none: '无',
  costUnset: '未填',
  payWechat: '微信支付',
  payAlipay: '支付宝',
  noteVerified: '本人已验证',
  notePasswordChanged: '已修改密码',
  noteStaffRemoved: '已移除该员工',
  listSep: '、',
  listMore: '{items} 等 {n} 个',
  noteSep: '，',
  withNotes: '{text}（{notes}）',
  itemSep: '；',
  withItems: '{text}：{items}',
  itemsMore: '{items} 等',
} as const;
export type TOpLogTextId = keyof typeof OpLogTexts;

/** The `{name}`s of a text. */
type TParamsOf<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | TParamsOf<R> : never;

/** A value in a line: product data as is, a nested line (translated), or some of a list with its length. */
export type TOpLogValue = string | number | TOpLogLine | { list: string[]; total: number };
export type TOpLogLine = {
  id: TOpLogTextId;
  params?: Record<string, TOpLogValue>;
  /** Said after the text in brackets (本人已验证, 已修改密码). */
  notes?: TOpLogLine[];
  /** Listed after the text (the first cost changes of an import), `itemsTotal` being how many there were. */
  items?: TOpLogLine[];
  itemsTotal?: number;
};

/** A line whose params are exactly its text's `{name}`s, checked where the server builds it. */
export const opLine = <K extends TOpLogTextId>(
  id: K,
  params: Record<TParamsOf<(typeof OpLogTexts)[K]>, TOpLogValue>,
  more: Pick<TOpLogLine, 'notes' | 'items' | 'itemsTotal'> = {},
): TOpLogLine => ({ id, params, ...more });

const ids = Object.keys(OpLogTexts) as [TOpLogTextId, ...TOpLogTextId[]];
export const ZOpLogLineSchema: z.ZodType<TOpLogLine> = z.lazy(() =>
  z.object({
    id: z.enum(ids),
    params: z
      .record(
        z.string(),
        z.union([
          z.string(),
          z.number(),
          z.object({ list: z.array(z.string()), total: z.number().int() }),
          ZOpLogLineSchema,
        ]),
      )
      .optional(),
    notes: z.array(ZOpLogLineSchema).optional(),
    items: z.array(ZOpLogLineSchema).optional(),
    itemsTotal: z.number().int().optional(),
  }),
);

/** How a text is looked up in one language: the text of `id` with `{name}`s filled from `vars`. */
export type TOpLogSay = (id: TOpLogTextId, vars: Record<string, string>) => string;

/** A line in one language (the server passes the zh-CN catalogue, the web its translations). */
export const renderOpLogLine = (line: TOpLogLine, say: TOpLogSay): string => {
  const value = (v: TOpLogValue): string => {
    if (typeof v === 'string') {
      return v;
    }
    if (typeof v === 'number') {
      return String(v);
    }
    if ('list' in v) {
      const items = v.list.join(say('listSep', {}));
      return v.total > v.list.length ? say('listMore', { items, n: String(v.total) }) : items;
    }
    return renderOpLogLine(v, say);
  };
  const vars = Object.fromEntries(Object.entries(line.params ?? {}).map(([k, v]) => [k, value(v)]));
  let text = say(line.id, vars);
  if (line.items?.length) {
    const shown = line.items.map((i) => renderOpLogLine(i, say)).join(say('itemSep', {}));
    const items = (line.itemsTotal ?? 0) > line.items.length ? say('itemsMore', { items: shown }) : shown;
    text = say('withItems', { text, items });
  }
  if (line.notes?.length) {
    text = say('withNotes', { text, notes: line.notes.map((n) => renderOpLogLine(n, say)).join(say('noteSep', {})) });
  }
  return text;
};

/** The zh-CN text of a line (the catalogue's own words). */
export const opLogZh: TOpLogSay = (id, vars) => OpLogTexts[id].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
