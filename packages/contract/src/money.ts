import { z } from 'zod';
import { issue } from './errors.js';

/**
 * Money on the wire and in the database is an integer of minor units with its ISO 4217 currency.
 * Most currencies have 2 minor digits; these have none (amounts are whole units).
 */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'HUF', 'TWD', 'IDR']);

export const minorDigits = (currency: string): number => (ZERO_DECIMAL.has(currency) ? 0 : 2);

/** The currencies a seller may choose to see figures in (the ECB publishes a rate for each). */
export const DisplayCurrencies = [
  'CNY',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'HKD',
  'AUD',
  'CAD',
  'KRW',
  'MXN',
  'BRL',
  'PLN',
] as const;
export type TDisplayCurrency = (typeof DisplayCurrencies)[number];
export const DEFAULT_DISPLAY_CURRENCY: TDisplayCurrency = 'CNY';

/** Costs are entered in yuan: what the seller pays the factory, whatever the shop's sales currency. */
export const COST_CURRENCY = 'CNY';

export const ZDisplayCurrencySchema = z.enum(DisplayCurrencies, { error: issue('BAD_REQUEST') });
export const ZSetDisplayCurrencyRequestSchema = z.object({ currency: ZDisplayCurrencySchema });

/**
 * What every money figure carries: the currency its amounts are in and, when they were converted, the
 * ECB publication day of the latest rate used (the rate date the seller sees). rateDay is null when no
 * amount needed converting.
 */
export const ZMoneyMetaSchema = z.object({ currency: z.string(), rateDay: z.string().nullable() });
export type TMoneyMeta = z.infer<typeof ZMoneyMetaSchema>;
