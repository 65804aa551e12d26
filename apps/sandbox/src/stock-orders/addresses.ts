import type { TShop } from '../market/world-types.js';
import type { WAREHOUSES } from './world-orders.js';

/**
 * Addresses the shipping calls need, fixed per warehouse and per shop: the platform warehouses' receiving
 * addresses (bg.shiporder.receiveaddressv2.get, 大仓收货地址) and the seller's own delivery addresses
 * (bg.mall.address.get, 卖家地址查询), in the fields and types Temu documents.
 */
const RECEIVE: Record<(typeof WAREHOUSES)[number]['warehouseId'], Record<string, string | number>> = {
  9001: {
    provinceName: '广东省',
    provinceCode: 440000,
    cityName: '广州市',
    cityCode: 440100,
    districtName: '花都区',
    districtCode: 440114,
  },
  9002: {
    provinceName: '广东省',
    provinceCode: 440000,
    cityName: '东莞市',
    cityCode: 441900,
    districtName: '虎门镇',
    districtCode: 441900,
  },
  9003: {
    provinceName: '浙江省',
    provinceCode: 330000,
    cityName: '金华市',
    cityCode: 330700,
    districtName: '义乌市',
    districtCode: 330782,
  },
  9004: {
    provinceName: '广东省',
    provinceCode: 440000,
    cityName: '深圳市',
    cityCode: 440300,
    districtName: '龙华区',
    districtCode: 440309,
  },
};

export const receiveAddressOf = (warehouse: (typeof WAREHOUSES)[number]) => ({
  ...RECEIVE[warehouse.warehouseId],
  detailAddress: warehouse.address,
  receiverName: `${warehouse.name}收货组`,
  phone: `0200000${warehouse.warehouseId}`,
});

const GUANGZHOU_BAIYUN = {
  provinceName: '广东省',
  provinceCode: 440000,
  cityName: '广州市',
  cityCode: 440100,
  districtName: '白云区',
  districtCode: 440111,
};
const YIWU = { ...RECEIVE[9003], districtName: '义乌市' };

/** Two delivery addresses per shop, the first the default; ids derive from the shop so they are stable. */
export const mallAddresses = (shop: TShop) =>
  [
    { label: '主仓', place: GUANGZHOU_BAIYUN, detail: `太和镇 物流园 ${(shop.shopId % 90) + 10} 号` },
    { label: '备用仓', place: YIWU, detail: `福田街道 ${(shop.shopId % 50) + 1} 号` },
  ].map((a, i) => ({
    id: shop.shopId * 10 + i + 1,
    mallId: shop.shopId,
    isDefault: i === 0,
    addressLabel: a.label,
    ...a.place,
    addressDetail: a.detail,
  }));
