import { createHash } from 'node:crypto';

/**
 * Temu open platform signature (research §1.3): every parameter except `sign`, keys in ASCII order,
 * `key + value` with no separator, wrapped in the app secret on both sides, MD5, uppercase hex.
 * Strings go in as they are; anything else as compact JSON of the parsed value, in received key order,
 * because that is what a client that signs `JSON.stringify` of each value and sends the same object produces.
 */
export const temuSignString = (params: Record<string, unknown>, secret: string): string => {
  const keys = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined)
    .sort();
  const body = keys
    .map((key) => {
      const value = params[key];
      return key + (typeof value === 'string' ? value : JSON.stringify(value));
    })
    .join('');

  return secret + body + secret;
};

export const signTemu = (params: Record<string, unknown>, secret: string): string =>
  createHash('md5').update(temuSignString(params, secret), 'utf8').digest('hex').toUpperCase();
