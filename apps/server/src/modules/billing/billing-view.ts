import { fenToYuanText, type TRenewalOrder } from '@ksa/contract';
import type { TOrderRow, TOrderShopRow } from './billing.repo.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An order as the BOSS sees it (status poll, history, receipt). */
export const toOrderView = (o: TOrderRow, lines: TOrderShopRow[]): TRenewalOrder => ({
  orderNo: o.orderNo,
  payType: o.payType,
  state: o.state,
  month: o.months,
  totalPrice: fenToYuanText(o.amountFen),
  amountFen: o.amountFen,
  currency: o.currency,
  unitPrice: fenToYuanText(o.unitPriceFen),
  couponCount: o.couponIds.length,
  couponValue: fenToYuanText(o.couponValueFen),
  shops: lines
    .filter((l) => l.orderId === o.id)
    .map((l) => ({
      shopId: l.shopId,
      platform: l.platform,
      mallName: l.shopName,
      expireBefore: iso(l.expireBefore),
      expireAfter: iso(l.expireAfter),
    })),
  providerTradeNo: o.providerTradeNo,
  createdAt: o.createdAt.toISOString(),
  paidAt: iso(o.paidAt),
  closedAt: iso(o.closedAt),
  expireAt: o.expireAt.toISOString(),
});
