import { totals } from '@ksa/sandbox/market/truth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bjDay } from '../../lib/days.js';
import { availableEngines } from '../../test/engines.js';
import type { THarness } from '../../test/harness.js';
import { bindDemoBoss } from './truth-fixture.js';

const engines = await availableEngines();

/** 10:40 Beijing time today: a seller who binds the Temu account this morning and looks at 今日. */
const T = Date.parse(`${bjDay(new Date())}T02:40:00Z`);

/**
 * The Temu seller centre reports daily sales only, so the same minute of yesterday is known only from the
 * running totals our own sync recorded yesterday. A shop bound today has none: the comparison must still show
 * a figure (all of yesterday, said so), never 上一周期无数据 or ¥0.00 while the chart has yesterday's sales.
 */
describe.each(engines)('[DASHBOARD] today against yesterday for a Temu shop bound today on %s', (engine) => {
  let h: THarness;
  let token: string;
  let byExternal: Map<number, number>;
  const today = bjDay(new Date(T));
  const yesterday = addDays(today, -1);
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await h.post(path, body, token);
    expect(res.body.code, `${path}: ${res.body.msg}`).toBe(0);
    return res.body.data;
  };

  beforeAll(async () => {
    ({ h, token, byExternal } = await bindDemoBoss(engine, T, { travelTo: true }));
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('compares today with all of yesterday, for all shops and for one shop, and says so', async () => {
    const temu = [...byExternal.keys()];
    const whole = totals(h.sandbox.world, temu, yesterday, yesterday, new Date(T));
    expect(whole.salesCents).toBeGreaterThan(0);
    const q = { shopId: 100, startTime: today, endTime: today, currency: 'own' };
    const sales = await post('/api/order/getHistoryTotalSales', q);
    expect(sales.value).toBe(totals(h.sandbox.world, temu, today, today, new Date(T)).salesCents);
    expect(sales.previous).toBe(whole.salesCents);
    expect(sales.previousFrom).toBe(yesterday);
    expect(sales.previousUntil).toBeNull();
    const units = await post('/api/order/getHistorySaleVolume', q);
    expect(units.previous).toBe(whole.units);

    const [ext, shopId] = [...byExternal.entries()][0]!;
    const one = await post('/api/order/getHistoryTotalSales', { ...q, shopId });
    expect(one.previous).toBe(totals(h.sandbox.world, [ext], yesterday, yesterday, new Date(T)).salesCents);
  });

  it('店铺统计: yesterday is the day the chart shows, not ¥0.00', async () => {
    const lately = await post('/api/order/getShopLatelySalesInfos', { shopId: 100, currency: 'own' });
    const chartYesterday = lately.days.find((d: { day: string }) => d.day === yesterday);
    expect(chartYesterday.salesCents).toBeGreaterThan(0);
    expect(lately.yesterdayFull.salesCents).toBe(chartYesterday.salesCents);
    expect(lately.yesterday.salesCents).toBe(chartYesterday.salesCents);
    expect(lately.yesterdayUntil).toBeNull();
  });
});
