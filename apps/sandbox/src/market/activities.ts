import { dayIdx, dayIndexOf, dayParts, dayStartMs, dayStr, isoAt, mondayOf } from './days.js';
import { skuRefs, soldUnits } from './demand.js';
import { shopOf, type TEngine, type TSkcInt } from './engine.js';
import { intIn, SALT, unit } from './hash.js';
import { unitsBefore } from './orders.js';
import type { TActivity, TEnrollment } from './world-types.js';

const KINDS = {
  flash: { type: '限时秒杀', code: 1 },
  clearance: { type: '清仓甩卖', code: 2 },
  promo: { type: '大促', code: 3 },
};
type TKind = keyof typeof KINDS;

// Platform-wide promotions (month, date) .. (month, date) in Beijing time.
const PROMOS: { name: string; from: [number, number]; to: [number, number] }[] = [
  { name: '618年中大促', from: [6, 10], to: [6, 20] },
  { name: '双11大促', from: [11, 1], to: [11, 11] },
  { name: '黑五大促', from: [11, 20], to: [12, 2] },
  { name: '圣诞大促', from: [12, 5], to: [12, 20] },
];

const ACTIVITY_WINDOW_DAYS = 180;
const UPCOMING_DAYS = 14;

const make = (ord: number, shopId: number, kind: TKind, name: string, start: number, end: number): TActivity => ({
  // Derived from the start day (not a running number) so ids stay stable as 'today' moves.
  activityId: 900_000_000_000 + ord * 10_000_000 + (start % 100_000) * 10 + KINDS[kind].code,
  shopId,
  name,
  type: KINDS[kind].type,
  startDay: dayStr(start),
  endDay: dayStr(end),
});

/** Activities of the last ~6 months and the next 2 weeks: weekly flash sales, clearances, calendar promotions. */
export const activitiesOf = (e: TEngine, shopId: number): TActivity[] => {
  const { ord, opened } = shopOf(e, shopId);
  const from = Math.max(opened, e.today - ACTIVITY_WINDOW_DAYS);
  const to = e.today + UPCOMING_DAYS;
  const out: TActivity[] = [];
  for (let m = mondayOf(from); m <= to; m += 7) {
    if (unit(e.h(SALT.activity, ord, m)) < 0.45) {
      const start = m + intIn(e.h(SALT.activity, ord, m, 1), 0, 3);
      out.push(make(ord, shopId, 'flash', `${KINDS.flash.type} ${dayStr(start).slice(5)}场`, start, start + 2));
    }
    if (Math.floor(m / 7) % 5 === ord % 5) {
      out.push(make(ord, shopId, 'clearance', `${KINDS.clearance.type}（${dayStr(m).slice(0, 7)}）`, m, m + 13));
    }
  }
  for (let year = dayParts(from).year; year <= dayParts(to).year; year += 1) {
    for (const p of PROMOS) {
      const start = dayIdx(`${year}-${String(p.from[0]).padStart(2, '0')}-${String(p.from[1]).padStart(2, '0')}`);
      const end = dayIdx(`${year}-${String(p.to[0]).padStart(2, '0')}-${String(p.to[1]).padStart(2, '0')}`);
      if (end >= from && start <= to) {
        out.push(make(ord, shopId, 'promo', `${year} ${p.name}`, start, end));
      }
    }
  }
  return out
    .filter((a) => dayIdx(a.startDay) >= from)
    .sort((a, b) => a.startDay.localeCompare(b.startDay) || a.activityId - b.activityId);
};

/** SKCs enrolled in an activity: clearances take the slowest sellers, the others any SKC on sale. */
const enrolled = (e: TEngine, skcs: TSkcInt[], a: TActivity, start: number, end: number): TSkcInt[] => {
  const pool = skcs.filter((s) => s.created < start && (s.off === null || s.off > end));
  const clearance = a.type === KINDS.clearance.type;
  const source = clearance ? [...pool].sort((x, y) => x.lambda - y.lambda).slice(0, 30) : pool;
  const count = Math.min(source.length, intIn(e.h(SALT.activity, a.activityId % 1e9, 2), clearance ? 3 : 2, 6));
  const picked = new Set<TSkcInt>();
  for (let k = 0; picked.size < count; k += 1) {
    picked.add(source[e.h(SALT.activity, a.activityId % 1e9, 3, k) % source.length]!);
  }
  return [...picked];
};

/**
 * Enrolments of started activities. Activity stock is committed up front (sometimes too little, so it runs
 * out) and the remaining stock is sampled every 6 h from the start until the end or `now`, following sales.
 */
export const enrollmentsOf = (e: TEngine, shopId: number, now: Date): TEnrollment[] => {
  const shop = shopOf(e, shopId);
  const nowMs = now.getTime();
  const refs = skuRefs(e, shop);
  const out: TEnrollment[] = [];
  for (const a of activitiesOf(e, shopId)) {
    const start = dayIdx(a.startDay);
    const end = dayIdx(a.endDay);
    if (dayStartMs(start) > nowMs) {
      continue;
    }
    enrolled(e, e.catalog(shopId), a, start, end).forEach((skc, k) => {
      const mine = refs.filter((r) => r.skc === skc);
      let planned = 0;
      for (let d = start; d <= end; d += 1) {
        planned += mine.reduce((sum, r) => sum + soldUnits(r, d), 0);
      }
      const factor = 0.6 + 0.9 * unit(e.h(SALT.activity, skc.key, start, 4));
      const total = Math.max(20, Math.round((planned * factor) / 10) * 10);
      const records: TEnrollment['records'] = [];
      const last = Math.min(dayStartMs(end + 1), nowMs);
      let soldBefore = 0;
      for (let t = dayStartMs(start); t <= last; t += 6 * 3_600_000) {
        const d = dayIndexOf(t);
        const soldToday = mine.reduce((sum, r) => sum + unitsBefore(r, d, t), 0);
        if (t === dayStartMs(d) && d > start) {
          soldBefore += mine.reduce((sum, r) => sum + soldUnits(r, d - 1), 0);
        }
        records.push({ at: isoAt(t), remaining: Math.max(0, total - soldBefore - soldToday), total });
      }
      out.push({
        enrollId: a.activityId * 10 + k,
        activityId: a.activityId,
        shopId,
        skcId: skc.skc.skcId,
        activityStock: total,
        records,
      });
    });
  }
  return out;
};
