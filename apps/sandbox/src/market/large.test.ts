import { describe, expect, it } from 'vitest';
import { dayIdx, dayStr } from './days.js';
import { createWorld } from './world.js';

const NOW = new Date('2026-11-21T06:00:00Z');

// Timing bounds are loose on purpose (CI machines vary); the printed figures are what to watch.
describe('market world: large profile performance', () => {
  it('creates the world quickly and answers 30 days of one shop quickly', () => {
    for (const historyDays of [730, 1460]) {
      let t = performance.now();
      const w = createWorld({ profile: 'large', historyDays, now: () => NOW });
      const createMs = performance.now() - t;
      const shop = w.shops[17]!;
      t = performance.now();
      w.skcs(shop.shopId);
      const catalogMs = performance.now() - t;
      const from = dayStr(dayIdx(w.today) - 30);
      const to = dayStr(dayIdx(w.today) - 1);
      w.skuDays(w.shops[3]!.shopId, from, to); // warm-up of the JIT on another shop
      t = performance.now();
      const rows = w.skuDays(shop.shopId, from, to);
      const skuDaysMs = performance.now() - t;
      t = performance.now();
      w.skuDays(shop.shopId, w.firstDay, w.today);
      const historyMs = performance.now() - t;
      console.log(
        `large/${historyDays}d: create ${createMs.toFixed(1)} ms, catalogue ${catalogMs.toFixed(1)} ms, ` +
          `skuDays 30d ${skuDaysMs.toFixed(1)} ms (${rows.length} rows), full history ${historyMs.toFixed(0)} ms`,
      );
      expect(createMs).toBeLessThan(1000);
      expect(skuDaysMs).toBeLessThan(150);
      expect(rows.length).toBeGreaterThan(1000);
    }
  });
});
