import { list, num, obj, str, type TJson } from './market-read.js';

/**
 * Request bodies of the Temu Open API's shipping writes, exactly as 备货及发货API组 documents them (Temu Open Platform
 * document centre, CN gateway; offline copy in the temu-automation docs dump, 2026-06) with the nesting that
 * hiscaler/temu-go's request structs use (ship.order.go, ship.order.package.go, ship.order.packing.go) — the
 * document's flat field table is ambiguous there, and sellers who tried report the same levels: in
 * bg.shiporderv3.create `receiveAddressInfo` sits beside `subWarehouseId` in a group, `packageInfos` beside
 * `subPurchaseOrderSn` in a create info.
 */

export type TShipSku = { productSkuId: number; quantity: number };

/** 大仓收货地址 (bg.shiporder.receiveaddressv2.get → subPurchaseReceiveAddressGroups). */
export type TReceiveGroup = {
  subWarehouseId: number;
  receiveAddressInfo: TJson;
  subPurchaseOrderSnList: string[];
};

export type TPackageInfo = { packageDetailSaveInfos: { productSkuId: number; skuNum: number }[] };

/** 发货方式 (bg.shiporderv2.get deliveryMethod): 1 自送, 2 公司指定物流, 3 第三方物流. We send as 自行委托第三方物流. */
export const DELIVER_METHOD_THIRD_PARTY = 3;

/**
 * 发货地址类型 of bg.shiporder.staging.add (加入发货台): 1 内地 (废弃), 2 香港, 3 内地保税区, 4 内地非保税区. Our sellers
 * ship from the mainland outside bonded zones; hiscaler/temu-go still sends 1, which the document marks 废弃.
 */
export const DELIVERY_ADDRESS_TYPE_MAINLAND = 4;

/** bg.shiporder.staging.add 加入发货台接口: one join info per stock order. */
export const stagingAddBody = (stockOrderSns: string[], deliveryAddressType = DELIVERY_ADDRESS_TYPE_MAINLAND) => ({
  joinInfoList: stockOrderSns.map((subPurchaseOrderSn) => ({ subPurchaseOrderSn, deliveryAddressType })),
});

/**
 * The stock orders staging.add did not join, with Temu's reason (result.joinErrorList, flagged by
 * existJoinErrorSubPurchase). A failed join is not an error envelope: the call succeeds and lists them.
 */
export const stagingJoinErrors = (result: unknown): Map<string, string> =>
  new Map(
    list(obj(result).joinErrorList).map((e) => [
      str(e.joinErrorSubPurchaseOrderSn),
      `${str(e.errorMsg)} (${str(e.errorCode)})`,
    ]),
  );

const ADDRESS_INTS = ['provinceCode', 'cityCode', 'districtCode'] as const;
const ADDRESS_TEXTS = ['provinceName', 'cityName', 'districtName', 'detailAddress', 'receiverName', 'phone'] as const;

/** The documented fields of a receive address, typed as documented (codes INTEGER, the rest STRING). */
export const receiveAddressOf = (value: unknown): TJson => {
  const a = obj(value);
  const out: TJson = {};
  for (const k of ADDRESS_INTS) {
    if (a[k] !== undefined && a[k] !== null) {
      out[k] = num(a[k]);
    }
  }
  for (const k of ADDRESS_TEXTS) {
    if (a[k] !== undefined && a[k] !== null) {
      out[k] = str(a[k]);
    }
  }
  return out;
};

/**
 * Splits the shipped units into `boxes` packages (our box count, clamped to 1…units): box i holds units
 * [⌊i·T/N⌋, ⌊(i+1)·T/N⌋) of the SKUs taken in order, so every box has at least one unit and the package details
 * add up to each SKU's shipped quantity, as Temu checks.
 */
export const packagesOf = (skus: TShipSku[], boxes: number): TPackageInfo[] => {
  const lines = skus.filter((s) => s.quantity > 0);
  const total = lines.reduce((n, s) => n + s.quantity, 0);
  const n = Math.max(1, Math.min(Math.floor(boxes), total));
  const out: TPackageInfo[] = [];
  let sku = 0;
  let usedOfSku = 0;
  for (let i = 0; i < n; i += 1) {
    let room = Math.floor(((i + 1) * total) / n) - Math.floor((i * total) / n);
    const details: TPackageInfo['packageDetailSaveInfos'] = [];
    for (let line = lines[sku]; room > 0 && line; line = lines[sku]) {
      const take = Math.min(room, line.quantity - usedOfSku);
      details.push({ productSkuId: line.productSkuId, skuNum: take });
      room -= take;
      usedOfSku += take;
      if (usedOfSku === line.quantity) {
        sku += 1;
        usedOfSku = 0;
      }
    }
    out.push({ packageDetailSaveInfos: details });
  }
  return out;
};

const detailsOf = (skus: TShipSku[]) =>
  skus.filter((s) => s.quantity > 0).map((s) => ({ productSkuId: s.productSkuId, deliverSkuNum: s.quantity }));

/** bg.shiporderv3.create 创建发货单接口v3: one group per receiving sub-warehouse, one create info per stock order. */
export const shipOrderCreateBody = (input: {
  groups: TReceiveGroup[];
  skusBySn: Map<string, TShipSku[]>;
  deliveryAddressId: number;
  boxes: number;
}) => ({
  deliveryOrderCreateGroupList: input.groups
    .map((g) => ({
      subWarehouseId: g.subWarehouseId,
      receiveAddressInfo: receiveAddressOf(g.receiveAddressInfo),
      deliveryOrderCreateInfos: g.subPurchaseOrderSnList
        .filter((sn) => input.skusBySn.has(sn))
        .map((sn) => {
          const skus = input.skusBySn.get(sn) ?? [];
          return {
            subPurchaseOrderSn: sn,
            deliveryAddressId: input.deliveryAddressId,
            deliverOrderDetailInfos: detailsOf(skus),
            packageInfos: packagesOf(skus, input.boxes),
          };
        }),
    }))
    .filter((g) => g.deliveryOrderCreateInfos.length > 0),
});

/** bg.shiporder.package.edit 发货包裹编辑: the shipped SKUs and their packages. */
export const packageEditBody = (deliveryOrderSn: string, skus: TShipSku[], boxes: number) => ({
  deliveryOrderSn,
  deliverOrderDetailInfos: detailsOf(skus),
  packageInfos: packagesOf(skus, boxes),
});

/** bg.shiporder.packing.send 装箱发货接口, shipping by a third-party carrier the seller booked (deliverMethod 3). */
export const packingSendBody = (input: {
  deliveryOrderSns: string[];
  deliveryAddressId: number;
  company: { id: number; name: string };
  trackingNo: string;
  boxes: number;
}) => ({
  deliveryOrderSnList: input.deliveryOrderSns,
  deliverMethod: DELIVER_METHOD_THIRD_PARTY,
  deliveryAddressId: input.deliveryAddressId,
  thirdPartyExpressDeliveryInfoVO: {
    expressCompanyId: input.company.id,
    expressCompanyName: input.company.name,
    expressDeliverySn: input.trackingNo,
    expressPackageNum: input.boxes,
  },
});
