/** Money in yuan from cents, two decimals, thousands separated. */
export const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Compact money for chart axes. */
export const yuanShort = (cents: number) =>
  Math.abs(cents) >= 1_000_000 ? `¥${(cents / 1_000_000).toFixed(1)}万` : `¥${Math.round(cents / 100)}`;
export const count = (n: number) => n.toLocaleString('zh-CN');
