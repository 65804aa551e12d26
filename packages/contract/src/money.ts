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
