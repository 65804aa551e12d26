import { dayStr, mondayOf } from './days.js';
import { shopOf, type TEngine } from './engine.js';
import { SALT, unit } from './hash.js';
import type { TDeliveryRating } from './world-types.js';

const levelOf = (score: number): TDeliveryRating['level'] => {
  if (score >= 95) {
    return 'S';
  }
  if (score >= 90) {
    return 'A';
  }
  if (score >= 85) {
    return 'B';
  }
  return score >= 75 ? 'C' : 'none';
};

/**
 * Weekly delivery assessment (发货考核) for every completed week since the shop opened. The first two weeks
 * of a shop are not assessed yet ('none', score 0); later weeks scatter around the shop's own standard.
 */
export const deliveryRatingsOf = (e: TEngine, shopId: number): TDeliveryRating[] => {
  const { ord, opened } = shopOf(e, shopId);
  const base = 80 + 16 * unit(e.h(SALT.rating, ord));
  const out: TDeliveryRating[] = [];
  for (let week = mondayOf(opened); week + 6 < e.today; week += 7) {
    if (week < opened + 14) {
      out.push({ shopId, weekStartDay: dayStr(week), level: 'none', score: 0 });
      continue;
    }
    const noise = (unit(e.h(SALT.rating, ord, week)) - 0.5) * 14;
    const score = Math.round(Math.min(100, Math.max(60, base + noise)) * 10) / 10;
    out.push({ shopId, weekStartDay: dayStr(week), level: levelOf(score), score });
  }
  return out;
};
