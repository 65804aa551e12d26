import { PayType, type TPayType } from '@ksa/contract';
import { createAlipayClient, fenToYuan, type TAlipayClient } from '../../integrations/alipay/alipay-client.js';
import type { TAlipayConfig } from '../../integrations/alipay/alipay-config.js';
import { createWechatPayClient, type TWechatPayClient } from '../../integrations/wechatpay/wechatpay-client.js';
import type { TWechatPayConfig } from '../../integrations/wechatpay/wechatpay-config.js';

export type TProviderName = 'wechatpay' | 'alipay';

/** What a provider says about one of our orders, in billing's terms. */
export type TProviderTrade =
  | { state: 'paid'; tradeNo: string; amountFen: number; currency: string; paidAt: Date | null }
  /** Not paid (yet): NOTPAY/USERPAYING/WAIT_BUYER_PAY, or Alipay before the buyer scanned (NOT_EXIST). */
  | { state: 'open' }
  | { state: 'closed' }
  /** The provider has never seen the order (WeChat ORDER_NOT_EXIST). */
  | { state: 'missing' };

export type TCreateInput = {
  orderNo: string;
  amountFen: number;
  subject: string;
  expireAt: Date;
  notifyUrl: string;
  returnUrl: string;
};

/** One payment method behind billing: create the payment, ask about it, close it. */
export type TPayProvider = {
  name: TProviderName;
  create: (input: TCreateInput) => Promise<{ codeUrl: string | null; payUrl: string | null }>;
  query: (orderNo: string) => Promise<TProviderTrade>;
  /** 'paid' when the buyer paid meanwhile (finish the order instead); 'missing' when there was nothing to close. */
  close: (orderNo: string) => Promise<'closed' | 'paid' | 'missing'>;
};

export type TPayProviders = {
  byType: (payType: TPayType) => TPayProvider;
  wechat: TWechatPayClient;
  alipay: TAlipayClient;
};

const wechatProvider = (wx: TWechatPayClient): TPayProvider => ({
  name: 'wechatpay',
  create: async (o) => {
    const { codeUrl } = await wx.createNativeOrder({
      outTradeNo: o.orderNo,
      description: o.subject,
      amountFen: o.amountFen,
      notifyUrl: o.notifyUrl,
      expireAt: o.expireAt,
    });
    return { codeUrl, payUrl: null };
  },
  query: async (orderNo) => {
    const t = await wx.queryOrder(orderNo);
    if (!t) {
      return { state: 'missing' };
    }
    if ((t.state === 'SUCCESS' || t.state === 'REFUND') && t.transactionId) {
      return {
        state: 'paid',
        tradeNo: t.transactionId,
        amountFen: t.amountFen,
        currency: t.currency,
        paidAt: t.paidAt,
      };
    }
    return t.state === 'CLOSED' || t.state === 'REVOKED' || t.state === 'PAYERROR'
      ? { state: 'closed' }
      : { state: 'open' };
  },
  close: (orderNo) => wx.closeOrder(orderNo),
});

const alipayProvider = (alipay: TAlipayClient): TPayProvider => ({
  name: 'alipay',
  create: async (o) => ({
    codeUrl: null,
    payUrl: alipay.pagePayUrl({
      outTradeNo: o.orderNo,
      subject: o.subject,
      totalAmount: fenToYuan(o.amountFen),
      returnUrl: o.returnUrl,
      notifyUrl: o.notifyUrl,
      expireAt: o.expireAt,
    }),
  }),
  query: async (orderNo) => {
    const t = await alipay.queryTrade(orderNo);
    if ((t.state === 'TRADE_SUCCESS' || t.state === 'TRADE_FINISHED') && t.tradeNo && t.amountFen !== null) {
      return { state: 'paid', tradeNo: t.tradeNo, amountFen: t.amountFen, currency: 'CNY', paidAt: t.paidAt };
    }
    return t.state === 'TRADE_CLOSED' ? { state: 'closed' } : { state: 'open' };
  },
  close: (orderNo) => alipay.closeTrade(orderNo),
});

export const createPayProviders = (cfg: { wechatpay: TWechatPayConfig; alipay: TAlipayConfig }): TPayProviders => {
  const wechat = createWechatPayClient(cfg.wechatpay);
  const alipay = createAlipayClient(cfg.alipay);
  const providers = { wechat: wechatProvider(wechat), alipay: alipayProvider(alipay) };
  return {
    byType: (payType) => (payType === PayType.wechat ? providers.wechat : providers.alipay),
    wechat,
    alipay,
  };
};
