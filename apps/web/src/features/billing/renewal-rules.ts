import { Limits, renewalStartAt, renewedExpiry } from '@ksa/contract';
import { BEIJING, formatBeijingDate } from '../../lib/beijing-time';
import { toNumeric } from '../../lib/numeric';

const { monthsMin, monthsMax } = Limits.renewal;

/** Spec §5 months: digits only (anything else stripped), 1 when empty, at most 360. */
export const parseMonths = (text: string): number => {
  const digits = toNumeric(text).replace(/\./g, '');
  const n = digits === '' ? monthsMin : Number(digits.slice(0, 4));
  return Math.min(monthsMax, Math.max(monthsMin, n));
};

/** The day (Beijing calendar, YYYY-MM-DD) a shop's renewal would start and end on, as the modal shows them. */
export const renewalDays = (expireDate: string | null, months: number, now: Date) => {
  const expireAt = expireDate ? new Date(expireDate) : null;
  return { from: bjDay(renewalStartAt(expireAt, now)), to: bjDay(renewedExpiry(expireAt, now, months)) };
};

/** The Beijing calendar day renewals are counted in (the business day, whatever zone dates are shown in). */
export const bjDay = (d: Date) => formatBeijingDate(d, BEIJING);

/** A typed code that was not redeemed blocks the submit (spec §5 '请先核销已输入的券码'). */
export const hasUnredeemedCode = (typed: string) => typed.trim() !== '';
