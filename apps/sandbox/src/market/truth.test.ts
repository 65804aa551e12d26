import { describe, expect, it } from 'vitest';
import { dayIdx, dayStartMs, dayStr } from './days.js';
import { deadStock, soldOutLosses, stockValue, totals } from './truth.js';
import { createWorld } from './world.js';

const NOW = new Date('2026-11-21T06:00:00Z');
const w = createWorld({ profile: 'demo', now: () => NOW });
const temuDemo = w.temuAccounts.filter((a) => a.demo).flatMap((a) => a.shopIds);
const back = (n: number) => dayStr(dayIdx(w.today) - n);

describe('market truth helpers', () => {
  it('totals match the order lines and the cost sheet', () => {
    const id = temuDemo[0]!;
    const t = totals(w, [id], back(6), w.today);
    const orders = w.orders(id, new Date(dayStartMs(dayIdx(back(6)))), NOW);
    const cost = new Map(w.costSheet(id).map((c) => [c.skuId, c.costCents]));
    expect(t.units).toBe(orders.reduce((a, o) => a + o.units, 0));
    expect(t.salesCents).toBe(orders.reduce((a, o) => a + o.salesCents, 0));
    expect(t.costCents).toBe(orders.reduce((a, o) => a + o.units * cost.get(o.skuId)!, 0));
    expect(t.profitCents).toBe(t.salesCents - t.costCents);
    expect(t.profitCents).toBeGreaterThan(0);
  });

  it('finds dead stock for 20-40% of on-shelf SKCs and values it at cost', () => {
    const dead = deadStock(w, temuDemo, w.today);
    const onShelf = temuDemo.flatMap((id) => w.skcs(id)).filter((s) => s.offShelfDay === null).length;
    const share = dead.count / onShelf;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    expect(dead.valueCents).toBeGreaterThan(0);
    expect(dead.valueCents).toBeLessThan(stockValue(w, temuDemo, w.today));
    // Each demo shop on its own stays in a plausible band too.
    for (const id of temuDemo) {
      const one = deadStock(w, [id], w.today).count / w.skcs(id).filter((s) => s.offShelfDay === null).length;
      expect(one).toBeGreaterThan(0.12);
      expect(one).toBeLessThan(0.5);
    }
  });

  it('reports sold-out losses only on days with zero stock', () => {
    const id = temuDemo[1]!;
    const losses = soldOutLosses(w, [id], back(90), back(1));
    expect(losses.skuDays).toBeGreaterThan(0);
    expect(losses.lostSalesCents).toBeGreaterThan(0);
    let zeroWithDemand = 0;
    for (let n = 90; n >= 1; n -= 1) {
      zeroWithDemand += w.stock(id, back(n)).filter((s) => s.warehouse === 0).length;
    }
    expect(zeroWithDemand).toBeGreaterThanOrEqual(losses.skuDays);
  });
});
