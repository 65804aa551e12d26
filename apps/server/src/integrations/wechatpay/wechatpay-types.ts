export type TWechatTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

/** What billing needs from a transaction (query answer or decrypted notification). */
export type TWechatTransaction = {
  outTradeNo: string;
  state: TWechatTradeState;
  amountFen: number;
  currency: string;
  transactionId: string | null;
  paidAt: Date | null;
  mchid: string;
  appid: string;
  attach: string;
};

/** WeChat Pay's own code (SIGN_ERROR, ORDERPAID, ORDER_NOT_EXIST…) or ours for local checks (SIGN_TEST…). */
export class WechatPayError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status = 0) {
    super(`WeChat Pay ${code}: ${message}`);
    this.name = 'WechatPayError';
    this.code = code;
    this.status = status;
  }
}

export const toTransaction = (t: Record<string, unknown>): TWechatTransaction => {
  const amount = (t.amount ?? {}) as { total?: unknown; currency?: unknown };
  if (typeof t.out_trade_no !== 'string' || typeof t.trade_state !== 'string' || !Number.isInteger(amount.total)) {
    throw new WechatPayError('PARAM_ERROR', 'transaction malformed', 400);
  }
  return {
    outTradeNo: t.out_trade_no,
    state: t.trade_state as TWechatTradeState,
    amountFen: Number(amount.total),
    currency: typeof amount.currency === 'string' ? amount.currency : 'CNY',
    transactionId: typeof t.transaction_id === 'string' ? t.transaction_id : null,
    paidAt: typeof t.success_time === 'string' ? new Date(t.success_time) : null,
    mchid: String(t.mchid ?? ''),
    appid: String(t.appid ?? ''),
    attach: typeof t.attach === 'string' ? t.attach : '',
  };
};
