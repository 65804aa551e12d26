import { formatCount, formatDateTime, formatMoney, formatMoneyShort, formatPercent } from '../../lib/format';

// The dashboard's helpers over lib/format, in the display language. Every amount carries its currency
// from the server (money, moneyCell); yuan is for costs, which sellers enter in yuan.

/** An amount in minor units with its currency (¥1,234.50, US$12.00). */
export const money = (cents: number, currency = 'CNY') => formatMoney(cents, currency);
/** Money in yuan (costs). */
export const yuan = (cents: number) => formatMoney(cents, 'CNY');
/** Compact money for chart axes (¥1.2万, US$12K). */
export const moneyShort = (cents: number, currency = 'CNY') => formatMoneyShort(cents, currency);
/** Compact yuan for chart axes. */
export const yuanShort = (cents: number) => formatMoneyShort(cents, 'CNY');
/** The currency's symbol alone, for selectors and titles. */
export const currencySymbol = (currency = 'CNY') =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;
export const count = (n: number) => formatCount(n);
/** A share (0–1) as a whole percentage. */
export const percent = (ratio: number) => formatPercent(ratio);
export const pct = percent;
/** A change in percent with one decimal (0.123 → 12.3%). */
export const percent1 = (ratio: number) => formatPercent(ratio, 1);
/** An ISO instant as the display language writes date and time. */
export const dateTime = (iso: string) => formatDateTime(iso);
/** A table cell of an amount whose row carries its currency. */
export const moneyCell = <T extends object>(v: number, r: T) => money(v, (r as { currency?: string }).currency);
