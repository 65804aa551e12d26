import { createHash } from 'node:crypto';

export type TTemuParams = Record<string, unknown>;

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How Temu writes one value into the sign string: strings verbatim, everything else as compact JSON (numbers as
 * digits, booleans as true/false, nested objects in insertion order, not re-sorted). The body is serialised from the
 * same object, so what is signed and what is sent cannot diverge.
 */
export const temuSignValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** §1.3: MD5(secret + sorted key+value pairs + secret), uppercase hex. `sign` itself and null/undefined are skipped. */
export const signTemu = (params: Readonly<TTemuParams>, appSecret: string): string => {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== null)
    .sort(byCodeUnit)
    .map((key) => `${key}${temuSignValue(params[key])}`)
    .join('');
  return createHash('md5').update(`${appSecret}${joined}${appSecret}`, 'utf8').digest('hex').toUpperCase();
};
