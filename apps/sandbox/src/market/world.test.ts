import { describe, expect, it } from 'vitest';
import { dayIdx, dayIndexOf, dayStartMs, dayStr } from './days.js';
import { createWorld } from './world.js';

const NOW = new Date('2026-11-21T06:00:00Z'); // 14:00 in Beijing
const fixed = () => NOW;
const tiny = (seed = 20261121) => createWorld({ seed, profile: 'tiny', now: fixed });
const daysBack = (n: number) => dayStr(dayIdx('2026-11-21') - n);

const snapshot = (seed: number) => {
  const w = tiny(seed);
  const id = w.shops[0]!.shopId;
  const since = new Date(NOW.getTime() - 20 * 86_400_000);
  return JSON.stringify([
    w.temuAccounts,
    w.sheinSellers,
    w.shops,
    w.shops.map((s) => w.skcs(s.shopId)),
    w.skuDays(id, daysBack(20), daysBack(0)),
    w.stock(id, daysBack(3)),
    w.orders(id, since, NOW).slice(0, 50),
    w.returns(id, since, NOW),
    w.reviews(id, since, NOW),
    w.finance(id),
    w.enrollments(id),
    w.deliveryRatings(id),
    w.notices(id, since, NOW),
    w.costSheet(id),
  ]);
};

describe('market world: determinism', () => {
  it('gives the same world for the same seed and a different one for another seed', () => {
    const a = snapshot(20261121);
    expect(snapshot(20261121)).toBe(a);
    expect(snapshot(7)).not.toBe(a);
  });

  it("takes 'today' from the clock in Beijing time", () => {
    const w = createWorld({ profile: 'tiny', now: () => new Date('2026-11-20T16:30:00Z') });
    expect(w.today).toBe('2026-11-21');
    expect(w.firstDay).toBe('2026-09-22');
  });
});

describe('market world: orders, daily sales and stock agree', () => {
  it('daily units equal the sum of that SKU-day order lines, today included up to now', () => {
    const w = tiny();
    for (const shop of w.shops) {
      const from = daysBack(6);
      const byKey = new Map<string, number>();
      for (const o of w.orders(shop.shopId, new Date(dayStartMs(dayIdx(from))), NOW)) {
        const day = dayStr(dayIndexOf(new Date(o.at)));
        const key = `${o.skuId}@${day}`;
        byKey.set(key, (byKey.get(key) ?? 0) + o.units);
        expect(o.salesCents).toBeGreaterThan(0);
      }
      const rows = w.skuDays(shop.shopId, from, w.today);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(byKey.get(`${r.skuId}@${r.day}`)).toBe(r.units);
      }
      expect(rows.reduce((a, r) => a + r.units, 0)).toBe([...byKey.values()].reduce((a, b) => a + b, 0));
    }
  });

  it('keeps stock non-negative and moving only by sales and (non-negative) restocks', () => {
    const w = tiny();
    for (const shop of w.shops) {
      let prev = new Map<number, number>();
      for (let n = 59; n >= 0; n -= 1) {
        const day = daysBack(n);
        const sold = new Map(w.skuDays(shop.shopId, day, day).map((r) => [r.skuId, r.units]));
        const stock = w.stock(shop.shopId, day);
        for (const s of stock) {
          expect(s.warehouse).toBeGreaterThanOrEqual(0);
          const before = prev.get(s.skuId);
          if (before !== undefined) {
            // warehouse(d) = warehouse(d-1) - sold(d) + restock(d), restock >= 0
            expect(s.warehouse - before + (sold.get(s.skuId) ?? 0)).toBeGreaterThanOrEqual(0);
          }
        }
        prev = new Map(stock.map((s) => [s.skuId, s.warehouse]));
      }
    }
  });

  it("grows 'today' as the clock moves and changes the last-10-minutes sum", () => {
    const w = createWorld({ profile: 'demo', now: fixed });
    const id = w.shops[0]!.shopId;
    const start = dayStartMs(dayIdx(w.today));
    let last = -1;
    const tenMinutes: number[] = [];
    for (let hour = 1; hour <= 23; hour += 2) {
      const at = new Date(start + hour * 3_600_000);
      const units = w.skuDays(id, w.today, w.today, at).reduce((a, r) => a + r.units, 0);
      expect(units).toBeGreaterThanOrEqual(last);
      last = units;
      const later = createWorld({ profile: 'demo', now: () => at });
      tenMinutes.push(later.orders(id, new Date(at.getTime() - 600_000), at).reduce((a, o) => a + o.units, 0));
    }
    expect(last).toBeGreaterThan(0);
    expect(new Set(tenMinutes).size).toBeGreaterThan(1);
    // Nothing is reported after now.
    expect(w.orders(id, NOW, new Date(NOW.getTime() + 3_600_000))).toEqual([]);
  });
});

describe('market world: after-sales, activities, ratings, notices, finance', () => {
  const w = createWorld({ profile: 'demo', now: fixed });
  const shop = w.shops[0]!;
  const since = new Date(NOW.getTime() - 30 * 86_400_000);

  it('returns 2-6% of units with Chinese reasons', () => {
    const units = w.skuDays(shop.shopId, daysBack(60), daysBack(0)).reduce((a, r) => a + r.units, 0);
    const returned = w.returns(shop.shopId, new Date(NOW.getTime() - 60 * 86_400_000), NOW);
    const rate = returned.reduce((a, r) => a + r.units, 0) / units;
    expect(rate).toBeGreaterThan(0.02);
    expect(rate).toBeLessThan(0.06);
    expect(returned.every((r) => /[\u4e00-\u9fa5]/.test(r.reason) && r.outboundAt < NOW.toISOString())).toBe(true);
  });

  it('has reviews, activities with decreasing remaining stock, weekly ratings and notices', () => {
    const reviews = w.reviews(shop.shopId, since, NOW);
    expect(reviews.length).toBeGreaterThan(50);
    expect(new Set(reviews.map((r) => r.stars)).size).toBeGreaterThanOrEqual(4);
    expect(w.activities(shop.shopId).length).toBeGreaterThan(5);
    const enrollments = w.enrollments(shop.shopId);
    expect(enrollments.length).toBeGreaterThan(5);
    for (const en of enrollments) {
      const remaining = en.records.map((r) => r.remaining);
      expect(remaining).toEqual([...remaining].sort((a, b) => b - a));
    }
    expect(enrollments.some((en) => en.records.at(-1)?.remaining === 0)).toBe(true);
    const ratings = w.deliveryRatings(shop.shopId);
    expect(ratings.length).toBeGreaterThan(100);
    expect(new Set(ratings.map((r) => r.level)).size).toBeGreaterThanOrEqual(3);
    const kinds = new Set(w.notices(shop.shopId, new Date(NOW.getTime() - 365 * 86_400_000), NOW).map((n) => n.kind));
    expect([...kinds].sort()).toEqual(['message', 'off_shelf', 'on_shelf', 'rule']);
  });

  it('has a balance and a pending amount in line with two weeks of sales', () => {
    const f = w.finance(shop.shopId);
    const twoWeeks = w.skuDays(shop.shopId, daysBack(13), daysBack(0)).reduce((a, r) => a + r.salesCents, 0);
    expect(f.pendingCents).toBeLessThanOrEqual(twoWeeks);
    expect(f.pendingCents).toBeGreaterThan(twoWeeks * 0.9);
    expect(f.balanceCents).toBeGreaterThan(0);
  });
});
