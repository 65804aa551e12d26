import { minorDigits } from '@ksa/contract';

/**
 * Converts an amount in minor units between currencies through the euro cross rate of one day:
 * amount × (to per EUR) / (from per EUR), rescaled between the currencies' minor digits and rounded
 * half away from zero to a whole minor unit.
 */
export const convertMinor = (amount: number, from: string, to: string, perEur: Record<string, number>): number => {
  if (from === to) {
    return amount;
  }
  const src = perEur[from];
  const dst = perEur[to];
  if (!src || !dst) {
    throw new Error(`no rate for ${from}→${to}`);
  }
  const scaled = (amount * dst * 10 ** (minorDigits(to) - minorDigits(from))) / src;

  return Math.sign(scaled) * Math.round(Math.abs(scaled));
};

/** The rate of `to` per one unit of `from` on that day (shown to the seller beside converted figures). */
export const crossRate = (from: string, to: string, perEur: Record<string, number>): number => {
  const src = perEur[from];
  const dst = perEur[to];
  if (!src || !dst) {
    throw new Error(`no rate for ${from}→${to}`);
  }

  return dst / src;
};
