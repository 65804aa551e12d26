import type { TMkDeliveryRating } from '../marketplace-types.js';
import { list, num, obj, pick, str } from './market-read.js';

const LEVELS = new Set(['none', 'C', 'B', 'A', 'S']);

/** GET delivery-assessment → the weekly 发货考核 ratings, as a list or {list}. */
export const mapDeliveryRatings = (body: unknown): TMkDeliveryRating[] =>
  list(Array.isArray(body) ? body : pick(obj(body), 'list', 'ratings')).map((r) => {
    const level = str(r.level, 'none');
    return {
      weekStartDay: str(pick(r, 'weekStartDay', 'weekStart')),
      level: (LEVELS.has(level) ? level : 'none') as TMkDeliveryRating['level'],
      score: num(r.score),
    };
  });
