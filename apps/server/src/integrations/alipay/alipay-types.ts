export type TAlipayTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

/** Alipay's code/sub_code (40004 ACQ.TRADE_NOT_EXIST…) or ours for local checks (SIGN_INVALID, APP_ID_MISMATCH…). */
export class AlipayError extends Error {
  readonly code: string;
  readonly subCode: string;

  constructor(code: string, subCode: string, message: string) {
    super(`Alipay ${code}${subCode ? ` ${subCode}` : ''}: ${message}`);
    this.name = 'AlipayError';
    this.code = code;
    this.subCode = subCode;
  }
}

/** "69.00" → 6900; null when not a non-negative amount with at most two decimals. */
export const yuanToFen = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(value)) {
    return null;
  }
  const [whole = '0', frac = ''] = value.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
};

/** 6900 → "69.00", the form total_amount and refund_amount take. */
export const fenToYuan = (fen: number): string => {
  if (!Number.isInteger(fen) || fen < 0) {
    throw new RangeError(`not an amount in fen: ${fen}`);
  }
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
};

/** Alipay writes times as "yyyy-MM-dd HH:mm:ss" in China time. */
export const parseAlipayTime = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value)) {
    return null;
  }
  return new Date(`${value.slice(0, 19).replace(' ', 'T')}+08:00`);
};

export const formatAlipayTime = (d: Date): string =>
  new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
