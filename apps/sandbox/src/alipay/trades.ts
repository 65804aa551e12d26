import { randomBytes } from 'node:crypto';

export type TTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';

/** A page-pay request as the cashier received it; no trade exists at Alipay until the buyer pays. */
export type TPageRequest = {
  token: string;
  appId: string;
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  body?: string;
  passbackParams?: string;
  notifyUrl?: string;
  returnUrl?: string;
  createdAt: number;
  expiresAt: number;
};

export type TAlipayTrade = {
  appId: string;
  tradeNo: string;
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  body?: string;
  passbackParams?: string;
  status: TTradeStatus;
  notifyUrl?: string;
  createdAt: number;
  paidAt?: number;
  buyerId: string;
  buyerLogonId: string;
  /** out_request_no → refunded amount in fen. */
  refunds: Map<string, number>;
};

const digits = (n: number): string => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

export const createTradeStore = () => {
  const pages = new Map<string, TPageRequest>();
  const trades = new Map<string, TAlipayTrade>();
  const key = (appId: string, outTradeNo: string) => `${appId}\n${outTradeNo}`;

  return {
    addPage: (page: Omit<TPageRequest, 'token'>): TPageRequest => {
      const stored = { ...page, token: randomBytes(16).toString('base64url') };
      pages.set(stored.token, stored);
      return stored;
    },
    page: (token: string) => pages.get(token),
    trade: (appId: string, outTradeNo: string) => trades.get(key(appId, outTradeNo)),
    tradeByNo: (appId: string, tradeNo: string) =>
      [...trades.values()].find((t) => t.appId === appId && t.tradeNo === tradeNo),
    /** The buyer scanned the cashier's code (or logged in): from now on the trade exists, WAIT_BUYER_PAY. */
    scan: (page: TPageRequest, now: number, datePart: string): TAlipayTrade => {
      const existing = trades.get(key(page.appId, page.outTradeNo));
      if (existing) {
        return existing;
      }
      const trade: TAlipayTrade = {
        appId: page.appId,
        tradeNo: `${datePart}22001${digits(15)}`,
        outTradeNo: page.outTradeNo,
        totalAmount: page.totalAmount,
        subject: page.subject,
        body: page.body,
        passbackParams: page.passbackParams,
        status: 'WAIT_BUYER_PAY',
        notifyUrl: page.notifyUrl,
        createdAt: now,
        buyerId: `2088${digits(12)}`,
        buyerLogonId: 'ksa***@sandbox.com',
        refunds: new Map(),
      };
      trades.set(key(page.appId, page.outTradeNo), trade);
      return trade;
    },
    /** Pays a scanned trade; the notify and return use the URLs of the page request the buyer paid from. */
    pay: (trade: TAlipayTrade, page: TPageRequest, now: number): TAlipayTrade => {
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = now;
      trade.notifyUrl = page.notifyUrl;
      return trade;
    },
  };
};

export type TTradeStore = ReturnType<typeof createTradeStore>;

/** "69" / "69.5" / "69.00" → fen; null unless a positive amount with at most two decimals in Alipay's range. */
export const amountFen = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
    return null;
  }
  const [whole = '0', frac = ''] = text.split('.');
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return fen >= 1 && fen <= 100_000_000_00 ? fen : null;
};

export const fenText = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
