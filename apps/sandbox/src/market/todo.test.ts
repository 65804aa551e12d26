import { describe, expect, it } from 'vitest';
import { DAY_MS } from './days.js';
import { NEW_PRODUCT_DECLARING_DAYS, RETURN_PENDING_DAYS } from './todo.js';
import { createWorld } from './world.js';

const NOW = new Date('2026-11-21T06:00:00Z');
const demo = () => createWorld({ profile: 'demo', now: () => NOW });

describe('the seller centre to-do counts (价格申报, 异常, 退货待签收)', () => {
  it('follow the shop: every product still in its first days is in 价格申报; returns are those of the last week', () => {
    const w = demo();
    for (const shop of w.shops.filter((s) => s.platform === 'temu').slice(0, 4)) {
      const todo = w.todo(shop.shopId);
      const today = '2026-11-21';
      const onShelf = w
        .skcs(shop.shopId)
        .filter((k) => k.createdDay <= today && (k.offShelfDay === null || k.offShelfDay > today));
      const fresh = onShelf.filter(
        (k) =>
          Date.parse(`${today}T00:00:00Z`) - Date.parse(`${k.createdDay}T00:00:00Z`) <
          NEW_PRODUCT_DECLARING_DAYS * DAY_MS,
      );
      expect(todo.priceDeclaring).toBeGreaterThanOrEqual(fresh.length);
      expect(todo.priceDeclaring).toBeLessThanOrEqual(onShelf.length);
      expect(todo.abnormal).toBeLessThanOrEqual(onShelf.length - fresh.length);
      const since = new Date(NOW.getTime() - RETURN_PENDING_DAYS * DAY_MS);
      expect(todo.returnsPending).toBe(w.returns(shop.shopId, since, NOW).length);
      expect(todo.at).toBe(NOW.toISOString());
    }
  });

  it('are the same for a shop at one moment, in any world made with the same seed', () => {
    const id = demo().shops[0]!.shopId;
    expect(demo().todo(id)).toEqual(demo().todo(id));
    // Across the demo's shops the counts are not all zero (the dashboard would have nothing to show).
    const w = demo();
    const all = w.shops.filter((s) => s.platform === 'temu').map((s) => w.todo(s.shopId));
    expect(all.reduce((a, t) => a + t.priceDeclaring, 0)).toBeGreaterThan(0);
    expect(all.reduce((a, t) => a + t.abnormal, 0)).toBeGreaterThan(0);
  });

  it('an unknown shop is an error, like its finance', () => {
    expect(() => demo().todo(1)).toThrow(/unknown shop/);
  });
});
