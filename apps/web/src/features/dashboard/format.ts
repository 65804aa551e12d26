import { minorDigits } from '@ksa/contract';
import i18n from 'i18next';

const lang = () => i18n.language || 'zh-CN';

/** An amount in minor units with its currency, in the display language's format (¥1,234.50, US$12.00). */
export const money = (cents: number, currency = 'CNY') => {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(lang(), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 10 ** digits);
};
/** Money in yuan (costs are entered in yuan). */
export const yuan = (cents: number) => money(cents, 'CNY');
/** Compact money for chart axes (¥1.2万, US$12K). */
export const moneyShort = (cents: number, currency = 'CNY') =>
  new Intl.NumberFormat(lang(), { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(
    cents / 10 ** minorDigits(currency),
  );
/** The currency's symbol alone, for axis names and column titles. */
export const currencySymbol = (currency = 'CNY') =>
  new Intl.NumberFormat(lang(), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;
export const count = (n: number) => n.toLocaleString(lang());
/** A share 0..1 as a whole percentage. */
export const pct = (share: number) => `${Math.round(share * 100)}%`;
/** A table cell of an amount whose row carries its currency. */
export const moneyCell = <T extends object>(v: number, r: T) => money(v, (r as { currency?: string }).currency);
