import { formatCount, formatDateTime, formatMoney, formatMoneyShort, formatPercent } from '../../lib/format';

// One-argument helpers (table columns pass them as `render`, which adds more arguments), in the display
// language. Figures are in yuan today; a figure in another currency calls lib/format with its code.

/** Money in yuan from cents, two decimals, grouped as the display language groups. */
export const yuan = (cents: number) => formatMoney(cents, 'CNY');
/** Compact money for chart axes (¥1.2万 in Chinese, CN¥12.3K in English). */
export const yuanShort = (cents: number) => formatMoneyShort(cents, 'CNY');
export const count = (n: number) => formatCount(n);
/** A share (0–1) as a whole percentage. */
export const percent = (ratio: number) => formatPercent(ratio);
/** A change in percent with one decimal (0.123 → 12.3%). */
export const percent1 = (ratio: number) => formatPercent(ratio, 1);
/** An ISO instant as the display language writes date and time. */
export const dateTime = (iso: string) => formatDateTime(iso);
