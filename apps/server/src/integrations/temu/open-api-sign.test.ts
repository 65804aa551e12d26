import { describe, expect, it } from 'vitest';
import { signTemu } from './open-api-sign.js';

describe('signTemu', () => {
  it('matches the official US Developer Guide example', () => {
    const params = {
      access_token: '2nifvmpyymvypwmcms5ct4uqqudrwgpmzbcnmkt1jzjkuaf3x56iixym',
      app_key: 'f9d5cc9313893a20d5aa85c654e8f503',
      data_type: 'JSON',
      sendRequestList: [
        {
          orderSendInfoList: [
            {
              quantity: 1,
              orderSn: '211-21905473070712792',
              parentOrderSn: 'PO-211-21905452099192792',
              goodsId: 601099548666279,
              skuId: 17592352673534,
            },
          ],
          carrierId: '699272611',
          trackingNumber: '270324232756',
        },
      ],
      sendType: 0,
      timestamp: 1711009072,
      type: 'bg.logistics.shipment.confirm',
    };
    expect(signTemu(params, 'c7e0a1a63542be4de3cb5488f9fba8149e8fc290')).toBe('4CCF219942D4180C6DDA3CE36C1B838F');
  });

  const local = {
    type: 'bg.goods.salesv2.get',
    app_key: 'k1',
    access_token: 't1',
    timestamp: '1711009072',
    data_type: 'JSON',
    pageNo: 1,
    pageSize: 20,
    isCustomGoods: false,
    productSkcIdList: [111, 222],
  };

  it('matches the local vector with numbers, booleans and arrays', () => {
    expect(signTemu(local, 's3cret')).toBe('8CD13415133157BA61EBB1C4D1313298');
  });

  it('ignores key order, an existing sign and null/undefined values', () => {
    const shuffled = Object.fromEntries(Object.entries(local).reverse());
    expect(signTemu({ ...shuffled, sign: 'OLD', extra: null, other: undefined }, 's3cret')).toBe(
      '8CD13415133157BA61EBB1C4D1313298',
    );
  });

  it('signs a numeric timestamp like its string form', () => {
    expect(signTemu({ ...local, timestamp: 1711009072 }, 's3cret')).toBe('8CD13415133157BA61EBB1C4D1313298');
  });
});
