import { TEMU_CODES, TemuOpenError } from '../temu-open/envelope.js';
import type { TParams } from '../temu-open/params.js';

/**
 * The request bodies of the shipping writes as 备货及发货API组 documents them (required fields 是必填, types INTEGER /
 * STRING / LIST / OBJECT), nested as hiscaler/temu-go sends them and sellers found the real gateway to check.
 * A missing required field or a wrong type is refused with the gateway's business error, naming the field path.
 */
const bad = (message: string) => new TemuOpenError(TEMU_CODES.paramInvalid, message);

type TObj = Record<string, unknown>;

const isObj = (v: unknown): v is TObj => typeof v === 'object' && v !== null && !Array.isArray(v);
const absent = (v: unknown) => v === undefined || v === null;

const int = (o: TObj, key: string, path: string, required = true): number | null => {
  const v = o[key];
  if (absent(v)) {
    if (required) {
      throw bad(`${path}${key} 不能为空`);
    }
    return null;
  }
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw bad(`${path}${key} 参数类型错误, 应为 INTEGER`);
  }
  return n;
};

const text = (o: TObj, key: string, path: string, required = true): string | null => {
  const v = o[key];
  if (absent(v) || v === '') {
    if (required) {
      throw bad(`${path}${key} 不能为空`);
    }
    return null;
  }
  if (typeof v !== 'string') {
    throw bad(`${path}${key} 参数类型错误, 应为 STRING`);
  }
  return v;
};

const items = (o: TObj, key: string, path: string): unknown[] => {
  const v = o[key];
  if (absent(v)) {
    throw bad(`${path}${key} 不能为空`);
  }
  if (!Array.isArray(v)) {
    throw bad(`${path}${key} 参数类型错误, 应为 LIST`);
  }
  if (v.length === 0) {
    throw bad(`${path}${key} 不能为空`);
  }
  return v;
};

const objects = (o: TObj, key: string, path: string): [TObj, string][] =>
  items(o, key, path).map((v, i) => {
    if (!isObj(v)) {
      throw bad(`${path}${key}[${i}] 参数类型错误, 应为 OBJECT`);
    }
    return [v, `${path}${key}[${i}].`];
  });

const object = (o: TObj, key: string, path: string, required: boolean): TObj | null => {
  const v = o[key];
  if (absent(v)) {
    if (required) {
      throw bad(`${path}${key} 不能为空`);
    }
    return null;
  }
  if (!isObj(v)) {
    throw bad(`${path}${key} 参数类型错误, 应为 OBJECT`);
  }
  return v;
};

export type TShipLines = {
  /** productSkuId → 发货sku数目 */
  details: Map<number, number>;
  /** one entry per 包裹: productSkuId → skuNum */
  packages: Map<number, number>[];
};

/** deliverOrderDetailInfos + packageInfos, with the packages adding up to each SKU's shipped quantity. */
const shipLines = (o: TObj, path: string): TShipLines => {
  const details = new Map<number, number>();
  for (const [d, p] of objects(o, 'deliverOrderDetailInfos', path)) {
    const sku = int(d, 'productSkuId', p) as number;
    details.set(sku, (details.get(sku) ?? 0) + (int(d, 'deliverSkuNum', p) as number));
  }
  const packages = objects(o, 'packageInfos', path).map(([pkg, p]) => {
    const lines = new Map<number, number>();
    for (const [d, dp] of objects(pkg, 'packageDetailSaveInfos', p)) {
      const sku = int(d, 'productSkuId', dp) as number;
      lines.set(sku, (lines.get(sku) ?? 0) + (int(d, 'skuNum', dp) as number));
    }
    return lines;
  });
  for (const [sku, n] of details) {
    const packed = packages.reduce((sum, l) => sum + (l.get(sku) ?? 0), 0);
    if (n <= 0 || packed !== n) {
      throw bad(`${path}packageInfos 包裹明细与发货数量不一致: skuId ${sku}`);
    }
  }
  for (const l of packages) {
    for (const sku of l.keys()) {
      if (!details.has(sku)) {
        throw bad(`${path}packageInfos 包含不在发货单详情中的 skuId ${sku}`);
      }
    }
  }
  return { details, packages };
};

const ADDRESS_INTS = ['districtCode', 'provinceCode', 'cityCode'];
const ADDRESS_TEXTS = ['cityName', 'districtName', 'phone', 'receiverName', 'detailAddress', 'provinceName'];

export type TCreateInfo = TShipLines & { subPurchaseOrderSn: string; deliveryAddressId: number | null };
export type TCreateGroup = { subWarehouseId: number; orders: TCreateInfo[] };

/** bg.shiporderv3.create 创建发货单接口v3. */
export const parseShipOrderCreate = (params: TParams): TCreateGroup[] =>
  objects(params, 'deliveryOrderCreateGroupList', '').map(([g, gp]) => {
    const subWarehouseId = int(g, 'subWarehouseId', gp) as number;
    const address = object(g, 'receiveAddressInfo', gp, true) as TObj;
    for (const k of ADDRESS_INTS) {
      int(address, k, `${gp}receiveAddressInfo.`, false);
    }
    for (const k of ADDRESS_TEXTS) {
      text(address, k, `${gp}receiveAddressInfo.`, false);
    }
    const orders = objects(g, 'deliveryOrderCreateInfos', gp).map(([o, op]) => ({
      subPurchaseOrderSn: text(o, 'subPurchaseOrderSn', op) as string,
      deliveryAddressId: int(o, 'deliveryAddressId', op, false),
      ...shipLines(o, op),
    }));
    return { subWarehouseId, orders };
  });

/** bg.shiporder.package.edit 发货包裹编辑. */
export const parsePackageEdit = (params: TParams): TShipLines & { deliveryOrderSn: string } => ({
  deliveryOrderSn: text(params, 'deliveryOrderSn', '') as string,
  ...shipLines(params, ''),
});

export type TPackingSend = {
  deliveryOrderSnList: string[];
  deliverMethod: number;
  deliveryAddressId: number;
  thirdParty: { expressCompanyId: number; expressCompanyName: string; expressDeliverySn: string } | null;
};

/** bg.shiporder.packing.send 装箱发货接口; the block of the chosen 发货方式 (1 自送, 2 公司指定物流, 3 第三方物流) is required. */
export const parsePackingSend = (params: TParams): TPackingSend => {
  const deliveryOrderSnList = items(params, 'deliveryOrderSnList', '').map((v, i) => {
    if (typeof v !== 'string' || v === '') {
      throw bad(`deliveryOrderSnList[${i}] 参数类型错误, 应为 STRING`);
    }
    return v;
  });
  const deliverMethod = int(params, 'deliverMethod', '') as number;
  if (![1, 2, 3].includes(deliverMethod)) {
    throw bad(`deliverMethod 无效的发货方式: ${deliverMethod}`);
  }
  const deliveryAddressId = int(params, 'deliveryAddressId', '') as number;
  const vo = object(params, 'thirdPartyExpressDeliveryInfoVO', '', deliverMethod === 3);
  const self = object(params, 'selfDeliveryInfo', '', deliverMethod === 1);
  if (self) {
    text(self, 'driverName', 'selfDeliveryInfo.');
    text(self, 'plateNumber', 'selfDeliveryInfo.');
  }
  object(params, 'thirdPartyDeliveryInfo', '', deliverMethod === 2);
  const p = 'thirdPartyExpressDeliveryInfoVO.';
  const thirdParty = vo
    ? {
        expressCompanyId: int(vo, 'expressCompanyId', p) as number,
        expressDeliverySn: text(vo, 'expressDeliverySn', p) as string,
        expressCompanyName: text(vo, 'expressCompanyName', p) as string,
      }
    : null;
  if (vo) {
    int(vo, 'expressPackageNum', p, false);
  }
  return { deliveryOrderSnList, deliverMethod, deliveryAddressId, thirdParty };
};
