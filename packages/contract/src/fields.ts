import { z } from 'zod';
import type { TErrorId } from './errors.js';
import { CODE_RE, Limits, PASSWORD_RE, PHONE_RE } from './limits.js';

const msg = (id: TErrorId) => id;

/** Form-encoded bodies carry strings; JSON clients may send numbers for phones and codes. */
const numberToString = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

/**
 * A required text field with the spec's two messages: one when it is missing or empty,
 * one when it is present but malformed (wrong type, too long, wrong pattern).
 */
export const textField = (required: TErrorId, format: TErrorId, re?: RegExp, max: number = Limits.maxStringLength) => {
  let s = z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? msg(required) : msg(format)) })
    .trim()
    .min(1, { error: msg(required) })
    .max(max, { error: msg(format) });
  if (re) {
    s = s.regex(re, { error: msg(format) });
  }
  return z.preprocess(numberToString, s);
};

export const phoneField = (required: TErrorId = 'PHONE_REQUIRED', format: TErrorId = 'PHONE_FORMAT') =>
  textField(required, format, PHONE_RE, Limits.phoneLength);
export const passwordField = (required: TErrorId = 'PASSWORD_REQUIRED', format: TErrorId = 'PASSWORD_FORMAT') =>
  z.preprocess(
    numberToString,
    z
      .string({ error: (iss) => (iss.input === undefined || iss.input === null ? msg(required) : msg(format)) })
      .min(1, { error: msg(required) })
      .regex(PASSWORD_RE, { error: msg(format) }),
  );
export const codeField = (required: TErrorId = 'CODE_REQUIRED', format: TErrorId = 'CODE_WRONG') =>
  textField(required, format, CODE_RE, Limits.codeLength);

/** 'true'/'1'/true → true; anything else false (form bodies send text). */
export const boolField = () =>
  z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()).optional();

/** A shop id as the spec's request layer reads it: 'x-123' means 123. */
export const parseShopId = (v: unknown): number | null => {
  if (typeof v === 'number') {
    return Number.isSafeInteger(v) && v > 0 ? v : null;
  }
  if (typeof v !== 'string') {
    return null;
  }
  const tail = v.includes('-') ? v.slice(v.lastIndexOf('-') + 1) : v;
  return /^\d{1,15}$/.test(tail.trim()) && Number(tail) > 0 ? Number(tail) : null;
};

/** shopIds given as a list or as a comma string are the same (spec §5 Request layer). */
export const parseShopIds = (v: unknown): number[] | null => {
  const parts = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').filter((p) => p.trim() !== '') : [v];
  const ids = parts.map(parseShopId);
  return ids.every((id): id is number => id !== null) ? ids : null;
};
