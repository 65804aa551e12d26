import type { TRetryingDelivery } from '../wechatpay/retrying-delivery.js';
import { alipayTime } from './alipay-crypto.js';
import { sendAlipayNotify, tradeNotifyParams } from './alipay-notify.js';
import type { TGatewayRequest } from './gateway-params.js';
import { amountFen, fenText, type TAlipayTrade, type TTradeStore } from './trades.js';

const SUCCESS = { code: '10000', msg: 'Success' };

const businessError = (sub_code: string, sub_msg: string, extra: object = {}) => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code,
  sub_msg,
  ...extra,
});

const findTrade = (store: TTradeStore, req: TGatewayRequest): TAlipayTrade | undefined => {
  const { out_trade_no, trade_no } = req.biz;
  if (typeof trade_no === 'string' && trade_no) {
    return store.tradeByNo(req.app.appId, trade_no);
  }
  return typeof out_trade_no === 'string' ? store.trade(req.app.appId, out_trade_no) : undefined;
};

const missingKey = (req: TGatewayRequest) =>
  typeof req.biz.out_trade_no !== 'string' && typeof req.biz.trade_no !== 'string'
    ? {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.missing-required-arg',
        sub_msg: '缺少out_trade_no或trade_no',
      }
    : null;

/** alipay.trade.query / close / refund / fastpay.refund.query: the answer object inside `<method>_response`. */
export const tradeMethods = (deps: { store: TTradeStore; delivery: TRetryingDelivery; now: () => number }) => {
  const refundedFen = (t: TAlipayTrade) => [...t.refunds.values()].reduce((a, b) => a + b, 0);

  const methods: Record<string, (req: TGatewayRequest) => object> = {
    'alipay.trade.query': (req) => {
      const trade = findTrade(deps.store, req);
      if (!trade) {
        // For page pay the trade only exists once the buyer has scanned or logged in at the cashier.
        return (
          missingKey(req) ??
          businessError('ACQ.TRADE_NOT_EXIST', '交易不存在', {
            out_trade_no: req.biz.out_trade_no,
            buyer_pay_amount: '0.00',
            invoice_amount: '0.00',
            point_amount: '0.00',
            receipt_amount: '0.00',
          })
        );
      }
      const paid = trade.status !== 'WAIT_BUYER_PAY';
      return {
        ...SUCCESS,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: trade.buyerLogonId,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        buyer_pay_amount: paid ? trade.totalAmount : '0.00',
        point_amount: '0.00',
        invoice_amount: paid ? trade.totalAmount : '0.00',
        receipt_amount: paid ? trade.totalAmount : '0.00',
        ...(trade.paidAt !== undefined ? { send_pay_date: alipayTime(trade.paidAt) } : {}),
        buyer_user_id: trade.buyerId,
        buyer_open_id: '',
      };
    },
    'alipay.trade.close': (req) => {
      const trade = findTrade(deps.store, req);
      if (!trade) {
        return missingKey(req) ?? businessError('ACQ.TRADE_NOT_EXIST', '交易不存在');
      }
      if (trade.status !== 'WAIT_BUYER_PAY') {
        return businessError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      }
      trade.status = 'TRADE_CLOSED';
      return { ...SUCCESS, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    },
    'alipay.trade.refund': (req) => {
      const trade = findTrade(deps.store, req);
      const refundFen = amountFen(req.biz.refund_amount);
      if (refundFen === null) {
        return {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-parameter',
          sub_msg: 'refund_amount参数不合法',
        };
      }
      if (!trade) {
        return missingKey(req) ?? businessError('ACQ.TRADE_NOT_EXIST', '交易不存在');
      }
      const outRequestNo =
        typeof req.biz.out_request_no === 'string' && req.biz.out_request_no
          ? req.biz.out_request_no
          : trade.outTradeNo;
      const answer = (fundChange: 'Y' | 'N') => ({
        ...SUCCESS,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: trade.buyerLogonId,
        fund_change: fundChange,
        refund_fee: fenText(refundedFen(trade)),
        gmt_refund_pay: alipayTime(deps.now()),
        buyer_user_id: trade.buyerId,
      });
      // The same out_request_no again is the same refund: answered, not paid twice.
      if (trade.refunds.has(outRequestNo)) {
        return answer('N');
      }
      if (trade.status !== 'TRADE_SUCCESS') {
        return businessError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      }
      const totalFen = amountFen(trade.totalAmount) ?? 0;
      if (refundedFen(trade) + refundFen > totalFen) {
        return businessError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      }
      trade.refunds.set(outRequestNo, refundFen);
      if (refundedFen(trade) === totalFen) {
        trade.status = 'TRADE_CLOSED';
      }
      if (trade.notifyUrl) {
        const params = tradeNotifyParams(req.app, trade, deps.now(), {
          outRequestNo,
          refundFeeFen: refundedFen(trade),
        });
        sendAlipayNotify(deps.delivery, trade.notifyUrl, params);
      }
      return answer('Y');
    },
    'alipay.trade.fastpay.refund.query': (req) => {
      const trade = findTrade(deps.store, req);
      if (!trade) {
        return missingKey(req) ?? businessError('ACQ.TRADE_NOT_EXIST', '交易不存在');
      }
      const outRequestNo = typeof req.biz.out_request_no === 'string' ? req.biz.out_request_no : trade.outTradeNo;
      const fen = trade.refunds.get(outRequestNo);
      // An unknown refund number answers 10000 without refund fields, as Alipay does.
      return {
        ...SUCCESS,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        out_request_no: outRequestNo,
        ...(fen !== undefined
          ? { refund_amount: fenText(fen), total_amount: trade.totalAmount, refund_status: 'REFUND_SUCCESS' }
          : {}),
      };
    },
  };
  return methods;
};
