/**
 * The numeric helper (data-and-tools §5): strips letters, Chinese and symbols, keeps the first decimal
 * point, and optionally limits the digits after it. '１２.３a4' → '12.34'; with decimals 1 → '12.3'.
 */
export const toNumeric = (text: string, decimals?: number) => {
  // Full-width digits and point count as digits and point.
  const half = text.replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const kept = half.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) {
    return kept;
  }
  const whole = kept.slice(0, dot);
  const frac = kept.slice(dot + 1).replace(/\./g, '');
  return `${whole}.${decimals === undefined ? frac : frac.slice(0, decimals)}`;
};
