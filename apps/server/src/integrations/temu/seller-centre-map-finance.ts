import type { TMkFinance } from '../marketplace-types.js';
import { isoOf, num, obj, pick, str } from './market-read.js';

/** GET finance → {balanceCents, pendingCents, currency, at}: the 账户余额 page's figures. */
export const mapFinance = (body: unknown, now: Date): TMkFinance => {
  const b = obj(body);
  return {
    balanceCents: Math.round(num(pick(b, 'balanceCents'))),
    pendingCents: Math.round(num(pick(b, 'pendingCents'))),
    currency: str(b.currency, 'CNY'),
    at: isoOf(b.at) || now.toISOString(),
  };
};
