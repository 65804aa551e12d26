import { createSign } from 'node:crypto';
import { signContent } from '@ksa/sandbox/alipay/alipay-crypto';
import { SANDBOX_ALIPAY_PRIVATE_KEY } from '@ksa/sandbox/alipay/sandbox-keys';
import { describe, expect, it } from 'vitest';
import { createAlipayClient } from './alipay-client.js';
import { loadAlipayConfig } from './alipay-config.js';
import { fenToYuan, parseAlipayTime, yuanToFen } from './alipay-types.js';

// Alipay's "自行实现签名" worked example (opendocs 02kf5q): its request parameters and the content string the
// document says is signed. The document's sign value cannot be recomputed (the app's private key is not published),
// so the content rule is checked here and the RSA2 step against alipay-sdk with our sandbox key.
const EXAMPLE_PARAMS = {
  app_id: '2014072300007148',
  method: 'alipay.mobile.public.menu.add',
  charset: 'GBK',
  sign_type: 'RSA2',
  timestamp: '2014-07-24 03:07:50',
  biz_content:
    '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}',
  sign: 'e9zEAe4TTQ4LPLQvETPoLGXTiURcxiAKfMVQ6Hrrsx2hmyIEGvSfAQzbLxHrhyZ48wOJXTsD4FPnt+YGdK57+fP1BCbf9rIVycfjhYCqlFhbTu9pFnZgT55W+xbAFb9y7vL0MyAxwXUXvZtQVqEwW7pURtKilbcBTEW7TAxzgro=',
  version: '1.0',
};
const EXAMPLE_CONTENT = `app_id=2014072300007148&biz_content=${EXAMPLE_PARAMS.biz_content}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`;

describe('Alipay published examples', () => {
  it('builds the documented content string: sorted, raw values, sign left out, sign_type kept', () => {
    expect(signContent(EXAMPLE_PARAMS, ['sign'])).toBe(EXAMPLE_CONTENT);
    expect(signContent({ ...EXAMPLE_PARAMS, notify_url: '' }, ['sign'])).toBe(EXAMPLE_CONTENT);
  });

  it('alipay-sdk (through verifyReturn) accepts an RSA2 signature over that content and refuses a changed value', () => {
    const sign = createSign('RSA-SHA256').update(EXAMPLE_CONTENT, 'utf8').sign(SANDBOX_ALIPAY_PRIVATE_KEY, 'base64');
    const client = createAlipayClient({ ...loadAlipayConfig({}), appId: '2014072300007148' });
    expect(client.verifyReturn({ ...EXAMPLE_PARAMS, sign })).toBe(true);
    expect(client.verifyReturn({ ...EXAMPLE_PARAMS, sign, timestamp: '2014-07-24 03:07:51' })).toBe(false);
  });

  it('converts amounts and China times exactly', () => {
    expect(yuanToFen('69.00')).toBe(6900);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('1.001')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(fenToYuan(13800)).toBe('138.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(parseAlipayTime('2014-07-24 03:07:50')?.toISOString()).toBe('2014-07-23T19:07:50.000Z');
  });
});
