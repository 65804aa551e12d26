import { describe, expect, it } from 'vitest';
import { signTemu, temuSignString } from './sign.js';

describe('Temu signature', () => {
  it('matches the official US Developer Guide example', () => {
    const secret = 'c7e0a1a63542be4de3cb5488f9fba8149e8fc290';
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
    expect(signTemu(params, secret)).toBe('4CCF219942D4180C6DDA3CE36C1B838F');
  });

  it('matches the local salesv2 example, booleans and arrays as compact JSON', () => {
    const params = {
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
    expect(temuSignString(params, 's3cret')).toBe(
      's3cretaccess_tokent1app_keyk1data_typeJSONisCustomGoodsfalsepageNo1pageSize20productSkcIdList[111,222]timestamp1711009072typebg.goods.salesv2.gets3cret',
    );
    expect(signTemu(params, 's3cret')).toBe('8CD13415133157BA61EBB1C4D1313298');
  });

  it('leaves sign itself out of the signed string', () => {
    expect(signTemu({ a: '1', sign: 'X' }, 's')).toBe(signTemu({ a: '1' }, 's'));
  });
});
