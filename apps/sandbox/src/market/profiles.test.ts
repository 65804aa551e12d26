import { describe, expect, it } from 'vitest';
import { dayIdx } from './days.js';
import { createWorld } from './world.js';

const NOW = new Date('2026-11-21T06:00:00Z');
const MOBILE = /^1[3-9]\d{9}$/;

describe('market world: profiles', () => {
  it('tiny: 1 Temu account with 2 shops, 1 Shein seller with 1 shop, 20 SKCs, 60 days, plus small spares', () => {
    const w = createWorld({ profile: 'tiny', now: () => NOW });
    expect(w.temuAccounts.filter((a) => a.demo).map((a) => a.shopIds.length)).toEqual([2]);
    expect(w.temuAccounts.filter((a) => !a.demo).map((a) => a.shopIds.length)).toEqual([1, 1]);
    expect(w.temuAccounts.filter((a) => !a.demo).map((a) => a.needsSmsCode)).toContain(true);
    expect(w.temuAccounts.filter((a) => !a.demo).map((a) => a.needsSmsCode)).toContain(false);
    expect(w.sheinSellers.map((s) => s.shopIds.length)).toEqual([1, 1]);
    expect(w.shops.map((s) => w.skcs(s.shopId).length).every((n) => n === 20)).toBe(true);
    expect(dayIdx(w.today) - dayIdx(w.firstDay)).toBe(60);
  });

  it('demo: the BOSS (2 Temu accounts / 6 shops, 1 Shein seller / 2 shops) plus spare accounts', () => {
    const w = createWorld({ profile: 'demo', now: () => NOW });
    const demoTemu = w.temuAccounts.filter((a) => a.demo);
    const spareTemu = w.temuAccounts.filter((a) => !a.demo);
    expect(demoTemu.map((a) => a.shopIds.length)).toEqual([3, 3]);
    const demoShops = demoTemu.flatMap((a) => a.shopIds).map((id) => w.shop(id)!);
    expect(new Set(demoShops.map((s) => s.semiManaged))).toEqual(new Set([true, false]));
    expect(w.sheinSellers.filter((s) => s.demo).map((s) => s.shopIds.length)).toEqual([2]);
    expect(spareTemu.length).toBeGreaterThanOrEqual(3);
    expect(spareTemu.every((a) => a.shopIds.length >= 2 && a.shopIds.length <= 3)).toBe(true);
    expect(new Set(spareTemu.map((a) => a.needsSmsCode))).toEqual(new Set([true, false]));
    const spareShein = w.sheinSellers.filter((s) => !s.demo);
    expect(spareShein.length).toBe(2);
    expect(spareShein.every((s) => s.shopIds.length >= 1 && s.shopIds.length <= 2)).toBe(true);
    const phones = w.temuAccounts.map((a) => a.phone);
    expect(phones.every((p) => MOBILE.test(p))).toBe(true);
    expect(new Set(phones).size).toBe(phones.length);
    expect(w.temuAccounts.every((a) => /^Temu@\d{4}[a-z]$/.test(a.password))).toBe(true);
    expect(new Set(w.shops.map((s) => s.shopId)).size).toBe(w.shops.length);
    expect(dayIdx(w.today) - dayIdx(w.firstDay)).toBe(730);
    // Phones are stable: the same on every run and every machine.
    expect(createWorld({ profile: 'demo', now: () => new Date() }).temuAccounts.map((a) => a.phone)).toEqual(phones);
  });

  it('demo catalogue: ~200 SKCs per shop, 1-6 SKUs, realistic prices and costs, new and off-shelf items', () => {
    const w = createWorld({ profile: 'demo', now: () => NOW });
    for (const shop of w.shops) {
      const skcs = w.skcs(shop.shopId);
      expect(skcs.length).toBe(200);
      const [lo, hi] = shop.platform === 'temu' ? [800, 20_000 * 3.8] : [300, 6000 * 3.8];
      for (const skc of skcs) {
        expect(skc.skus.length).toBeGreaterThanOrEqual(1);
        expect(skc.skus.length).toBeLessThanOrEqual(6);
        expect(skc.name).toMatch(/[\u4e00-\u9fa5]/);
        expect(skc.categoryPath.length).toBe(3);
        for (const sku of skc.skus) {
          expect(sku.priceCents).toBeGreaterThanOrEqual(lo);
          expect(sku.priceCents).toBeLessThanOrEqual(hi);
          expect(sku.costCents / sku.priceCents).toBeGreaterThanOrEqual(0.349);
          expect(sku.costCents / sku.priceCents).toBeLessThanOrEqual(0.751);
          expect(sku.className).toMatch(/^.+-.+$/);
        }
      }
      expect(skcs.some((s) => s.createdDay === w.today)).toBe(true);
      expect(skcs.filter((s) => dayIdx(w.today) - dayIdx(s.createdDay) < 30).length).toBeGreaterThan(5);
      expect(skcs.some((s) => s.offShelfDay !== null)).toBe(true);
    }
    const sheet = w.costSheet(w.shops[0]!.shopId);
    expect(sheet.length).toBe(w.skcs(w.shops[0]!.shopId).reduce((a, s) => a + s.skus.length, 0));
  });

  it('large: 50 shops (40 Temu + 10 Shein) with 200 SKCs and a configurable history', () => {
    const w = createWorld({ profile: 'large', now: () => NOW });
    expect(w.shops.filter((s) => s.platform === 'temu').length).toBe(40);
    expect(w.shops.filter((s) => s.platform === 'shein').length).toBe(10);
    expect(w.skcs(w.shops[49]!.shopId).length).toBe(200);
    const fourYears = createWorld({ profile: 'large', historyDays: 1460, now: () => NOW });
    expect(dayIdx(fourYears.today) - dayIdx(fourYears.firstDay)).toBe(1460);
  });
});
