import { BOSS, r, type TRouteDef } from './route-def.js';

const pay = (method: 'GET' | 'POST', name: string, write: boolean, summary: string) =>
  r({ method, path: `/api/pay/${name}`, access: BOSS, write, tag: 'billing', summary });

/** Spec data §7 'Renewal and coupons (prefix /api/pay)', plus the order status and history it implies. */
export const BillingRoutes = {
  paySubmitOrder: pay(
    'POST',
    'submitOrder',
    true,
    '续费下单：shopIds、month（1-360）、payType（2 微信 / 1 支付宝）、price（元，须与服务端计算一致）、couponIds、pageUrl',
  ),
  payOrderStatus: pay('GET', 'getOrderStatus', false, '订单状态（未支付时向支付渠道查询一次）'),
  payCancelOrder: pay('GET', 'cancelOrder', true, '取消支付：在支付渠道关单并释放优惠券'),
  payOrderList: pay('POST', 'getOrderList', false, '续费订单记录（分页）'),
  payRedeemCoupon: pay('GET', 'destructionCet', true, '核销券码（certNo）'),
  payCouponInfo: pay('GET', 'getCouponInfo', false, '已核销未使用的优惠券'),
  payCouponValues: pay('GET', 'couponValues', false, '每张优惠券抵扣金额与月单价'),
  payWechatNotify: r({
    method: 'POST',
    path: '/api/pay/wechat/notify',
    access: 'public',
    write: false,
    tag: 'billing',
    summary: '微信支付结果通知（验签、解密；成功 204，失败 4xx {code:"FAIL"}）',
  }),
  payAlipayNotify: r({
    method: 'POST',
    path: '/api/pay/alipay/notify',
    access: 'public',
    write: false,
    tag: 'billing',
    summary: '支付宝异步通知（验签；成功返回 success）',
  }),
} as const satisfies Record<string, TRouteDef>;
