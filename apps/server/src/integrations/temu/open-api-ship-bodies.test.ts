import { describe, expect, it } from 'vitest';
import {
  packageEditBody,
  packagesOf,
  packingSendBody,
  shipOrderCreateBody,
  stagingAddBody,
  stagingJoinErrors,
} from './open-api-ship-bodies.js';

// A receiveaddressv2.get group in the documented fields (备货及发货API组, 大仓收货地址查询v2), codes sent as strings
// as some gateways do, plus a field the create call does not document.
const group = {
  subWarehouseId: 9001,
  receiveAddressInfo: {
    provinceName: '广东省',
    provinceCode: '440000',
    cityName: '广州市',
    cityCode: 440100,
    districtName: '花都区',
    districtCode: 440114,
    detailAddress: '狮岭镇 物流园 A2',
    receiverName: '花都仓收货组',
    phone: '02000009001',
    warehouseName: '广州花都仓',
  },
  subPurchaseOrderSnList: ['WB2506010001', 'WB2506010002'],
};
const { warehouseName: _, ...documented } = group.receiveAddressInfo;
const skus = [
  { productSkuId: 71, quantity: 3 },
  { productSkuId: 72, quantity: 2 },
];

describe('Temu shipping bodies (备货及发货API组, nested as hiscaler/temu-go sends them)', () => {
  it('splits the shipped units into the box count, every box non-empty, adding up per SKU', () => {
    expect(packagesOf(skus, 2)).toEqual([
      { packageDetailSaveInfos: [{ productSkuId: 71, skuNum: 2 }] },
      {
        packageDetailSaveInfos: [
          { productSkuId: 71, skuNum: 1 },
          { productSkuId: 72, skuNum: 2 },
        ],
      },
    ]);
    // More boxes than units: one unit a box; no boxes asked: one box.
    expect(packagesOf([{ productSkuId: 1, quantity: 2 }], 9)).toHaveLength(2);
    expect(packagesOf(skus, 0)).toHaveLength(1);
  });

  it('bg.shiporderv3.create: groups by sub-warehouse with its receive address, per stock order SKUs and packages', () => {
    const body = shipOrderCreateBody({
      groups: [group],
      skusBySn: new Map([['WB2506010001', skus]]),
      deliveryAddressId: 1011,
      boxes: 1,
    });
    expect(body).toEqual({
      deliveryOrderCreateGroupList: [
        {
          subWarehouseId: 9001,
          // the documented fields only, codes as INTEGER
          receiveAddressInfo: { ...documented, provinceCode: 440000 },
          deliveryOrderCreateInfos: [
            {
              subPurchaseOrderSn: 'WB2506010001',
              deliveryAddressId: 1011,
              deliverOrderDetailInfos: [
                { productSkuId: 71, deliverSkuNum: 3 },
                { productSkuId: 72, deliverSkuNum: 2 },
              ],
              packageInfos: [
                {
                  packageDetailSaveInfos: [
                    { productSkuId: 71, skuNum: 3 },
                    { productSkuId: 72, skuNum: 2 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('bg.shiporder.package.edit: the shipping order, its SKUs and the packages', () => {
    expect(packageEditBody('FH2506010001S1', skus, 2)).toEqual({
      deliveryOrderSn: 'FH2506010001S1',
      deliverOrderDetailInfos: [
        { productSkuId: 71, deliverSkuNum: 3 },
        { productSkuId: 72, deliverSkuNum: 2 },
      ],
      packageInfos: packagesOf(skus, 2),
    });
  });

  it('bg.shiporder.packing.send: order list, 发货方式 3 (third party), address id and the third-party block', () => {
    expect(
      packingSendBody({
        deliveryOrderSns: ['FH2506010001S1'],
        deliveryAddressId: 1011,
        company: { id: 2, name: '中通快递' },
        trackingNo: 'ZT1234567890',
        boxes: 2,
      }),
    ).toEqual({
      deliveryOrderSnList: ['FH2506010001S1'],
      deliverMethod: 3,
      deliveryAddressId: 1011,
      thirdPartyExpressDeliveryInfoVO: {
        expressCompanyId: 2,
        expressCompanyName: '中通快递',
        expressDeliverySn: 'ZT1234567890',
        expressPackageNum: 2,
      },
    });
  });
});

describe('Temu 加入发货台 (bg.shiporder.staging.add, 备货及发货API组)', () => {
  it('sends one join info per stock order with the documented fields, mainland non-bonded by default', () => {
    expect(stagingAddBody(['WB2506010001', 'WB2506010002'])).toEqual({
      joinInfoList: [
        { subPurchaseOrderSn: 'WB2506010001', deliveryAddressType: 4 },
        { subPurchaseOrderSn: 'WB2506010002', deliveryAddressType: 4 },
      ],
    });
    expect(stagingAddBody(['WB2506010001'], 2).joinInfoList[0]?.deliveryAddressType).toBe(2);
  });

  it('reads the stock orders that did not join from joinErrorList, and none from a clean answer', () => {
    const answer = {
      existJoinErrorSubPurchase: true,
      joinErrorList: [
        { joinErrorSubPurchaseOrderSn: 'WB2506010002', errorCode: 5005, errorMsg: '不可加入发货台', extraInfoMap: {} },
      ],
    };
    expect([...stagingJoinErrors(answer)]).toEqual([['WB2506010002', '不可加入发货台 (5005)']]);
    expect(stagingJoinErrors({ existJoinErrorSubPurchase: false, joinErrorList: [] }).size).toBe(0);
    expect(stagingJoinErrors({}).size).toBe(0);
  });
});
