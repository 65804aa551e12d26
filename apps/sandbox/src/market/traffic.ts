import { addDays, beijingDayOf, beijingMidnight, DAY_MS } from '../temu-open/beijing-time.js';
import { hash, intIn, SALT, unit } from './hash.js';
import type { TMarketWorld } from './world-types.js';

/**
 * One shop-day of the seller centre's 流量分析 (traffic): what only the logged-in seller centre shows (the open
 * API has no traffic, research §1.7). 曝光 exposure, 点击 clicks, 访客 visitors, 加购 add-to-cart, 支付买家 buyers.
 */
export type TTrafficDay = {
  day: string;
  exposure: number;
  clicks: number;
  visitors: number;
  addToCart: number;
  buyers: number;
};

/**
 * Traffic follows the day's sales: buyers from the units sold, visitors from a per-day conversion rate, clicks and
 * exposure from per-day click rates, plus browsing that did not buy. Pure in (seed, shop, day, units), so tests can
 * recompute it; today's browsing grows with the part of the day that has passed (like today's sales do).
 */
export const trafficDays = (
  world: TMarketWorld,
  shopId: number,
  from: string,
  to: string,
  now: Date,
): TTrafficDay[] => {
  const shop = world.shop(shopId);
  if (!shop) {
    return [];
  }
  const today = beijingDayOf(now.getTime());
  const first = shop.openedDay > from ? shop.openedDay : from;
  const last = to < today ? to : today;
  if (first > last) {
    return [];
  }
  const units = new Map<string, number>();
  for (const r of world.skuDays(shopId, first, last, now)) {
    units.set(r.day, (units.get(r.day) ?? 0) + r.units);
  }
  const out: TTrafficDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const n = Number(day.replaceAll('-', ''));
    const h = (k: number) => hash(world.seed >>> 0, SALT.traffic, shopId, n, k);
    const elapsed = day === today ? Math.min(1, (now.getTime() - beijingMidnight(day)) / DAY_MS) : 1;
    const sold = units.get(day) ?? 0;
    const buyers = sold === 0 ? 0 : Math.max(1, Math.round(sold * (0.7 + 0.25 * unit(h(1)))));
    const conversion = 0.02 + 0.04 * unit(h(2));
    const visitors = Math.ceil(buyers / conversion) + Math.round(intIn(h(3), 5, 40) * elapsed);
    const addToCart = buyers + Math.round((visitors - buyers) * (0.05 + 0.07 * unit(h(4))));
    const clicks = Math.round(visitors * (1.15 + 0.45 * unit(h(5))));
    const exposure = Math.round(clicks / (0.015 + 0.03 * unit(h(6))));
    out.push({ day, exposure, clicks, visitors, addToCart, buyers });
  }
  return out;
};
