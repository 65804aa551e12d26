import { BEIJING, formatBeijingDate } from '../../lib/beijing-time';
/** The day in Beijing time (the marketplaces' calendar), as the close-time of 今日不再提示 is kept. */
export const bjDay = (d: Date) => formatBeijingDate(d, BEIJING);

export const CLOSED_KEY = 'expiryTipsClosedDay';

/** 今日不再提示 holds for the rest of the day it was ticked on. */
export const dismissedToday = (stored: string | null, now: Date) => stored === bjDay(now);

/** Spec §4: the renewal starts today when the shop has expired, else at its current expiry. */
export const renewalStart = (expireDate: string | null, now: Date) =>
  !expireDate || Date.parse(expireDate) <= now.getTime() ? bjDay(now) : bjDay(new Date(expireDate));
