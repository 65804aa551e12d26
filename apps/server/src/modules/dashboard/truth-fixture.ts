import { rateOn } from '@ksa/sandbox/ecb/rates-world';
import { isTargetDay } from '@ksa/sandbox/ecb/target-days';
import type { TMarketWorld } from '@ksa/sandbox/market/world-types';
import { expect } from 'vitest';
import { empowerInSandbox } from '../../db/seed/sandbox-empower.js';
import { createEcbClient } from '../../integrations/fx/ecb-client.js';
import type { TEngine } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { refreshRates } from '../fx/fx.service.js';

/**
 * The ground-truth fixture: the sandbox world frozen at T (rate limits still pace on real time), a BOSS
 * who binds the demo Temu account, the first sync landed, and the world's cost sheet imported for all
 * of history (but for the SKUs `uncosted` names). byExternal maps the world's shop ids to ours.
 */
export const bindDemoBoss = async (
  engine: TEngine,
  T: number,
  opts: { travelTo?: boolean; uncosted?: (world: TMarketWorld) => Set<number> } = {},
) => {
  // travelTo: register at the real time (SMS signatures are checked against it), then move the server
  // and the world to T, a chosen moment in the past.
  let worldNow = opts.travelTo ? Date.now() : T;
  const h = await startHarness(engine, {}, undefined, { profile: 'tiny', now: () => worldNow, pacingNow: Date.now });
  const boss = await registerBoss(h);
  const token = boss.token;
  if (opts.travelTo) {
    worldNow = T;
    h.clock.advance(T - Date.now());
  }
  // The sandbox ECB's rates up to T, as the hourly refresh would have them.
  expect(await refreshRates(h.db.db, createEcbClient(h.sandboxUrl), T)).toBeGreaterThan(0);
  const acc = h.sandbox.world.temuAccounts.find((a) => a.demo)!;
  const sent = await h.post('/api/auth/sendTemuCode', { phone: acc.phone, password: acc.password }, token);
  if (sent.body.data.needCode) {
    const code = (await h.lastCode(acc.phone)) ?? '';
    expect(
      (await h.post('/api/auth/bindAccount', { phone: acc.phone, password: acc.password, code }, token)).body.code,
    ).toBe(0);
  }
  for (let i = 0; i < 100 && !(await h.post('/api/shop/getBossShopList', {}, token)).body.data.length; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const list = (await h.post('/api/shop/getBossShopList', {}, token)).body.data as { mallId: number }[];
  await waitForFullSync(
    h,
    list.map((s) => s.mallId),
  );
  const ext = await h.db.db.query.shops.findMany({ columns: { id: true, externalId: true } });
  const byExternal = new Map<number, number>(
    ext.filter((s) => list.some((l) => l.mallId === s.id)).map((s) => [Number(s.externalId), s.id]),
  );
  expect(byExternal.size).toBe(acc.shopIds.length);
  // The seller's cost sheet, imported for all of history.
  const skip = (opts.uncosted ?? (() => new Set<number>()))(h.sandbox.world);
  for (const [externalId, shopId] of byExternal) {
    const sheet = h.sandbox.world.costSheet(externalId).filter((r) => !skip.has(r.skuId));
    const rows = sheet.map((r) => ({
      shopId,
      skuId: String(r.skuId),
      cost: (r.costCents / 100).toFixed(2),
      effectiveFrom: '2000-01-01',
    }));
    const res = await h.post('/api/order/importProductCosts', { rows: JSON.stringify(rows) }, token);
    expect(res.body.code).toBe(0);
    // The sheet lists today's SKUs; a week back, the newest of them did not exist yet.
    if (!opts.travelTo) {
      expect(res.body.data.skipped).toBe(0);
    }
  }
  /** Moves the world and the server to another moment (travelTo fixtures only). */
  const travel = (ms: number) => {
    worldNow = ms;
    h.clock.advance(ms - h.clock.now().getTime());
  };
  return { h, token, byExternal, travel };
};

/** The BOSS authorizes the world's first Shein seller through the empower page; returns world id → our id. */
export const bindSheinSeller = async (h: THarness, token: string) => {
  const url = (await h.post('/api/shein/auth/authorizationUrl', { clientId: 'tab654321' }, token)).body.data as string;
  const seller = h.sandbox.world.sheinSellers[0]!;
  const { redirect: target } = await empowerInSandbox(h.sandboxUrl, url, seller.supplierId);
  await h.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  const ours = (await h.db.db.query.shops.findMany({ columns: { id: true, externalId: true, platform: true } })).filter(
    (s) => s.platform === 'shein',
  );
  await waitForFullSync(
    h,
    ours.map((s) => s.id),
  );
  return new Map(ours.map((s) => [Number(s.externalId), s.id] as const));
};

/**
 * Waits until every shop's first full sync has landed. The bind answers (and the shops show) before
 * their sync jobs are queued, so an idle queue alone does not mean the data is there.
 */
export const waitForFullSync = async (h: THarness, shopIds: number[]) => {
  for (let i = 0; i < 600; i++) {
    const states = await h.db.db.query.shopSyncState.findMany();
    const done = shopIds.every((id) => states.some((st) => st.shopId === id && st.lastFullSyncAt !== null));
    if (done) {
      await h.app.deps.syncQueue.idle();
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`shops ${shopIds.join(',')} never finished their first sync`);
};

/**
 * The sandbox ECB's factor from `from` to `to` (both 2-digit currencies) in force on a day: the rates of
 * the latest business day on or before it, computed from the sandbox world, not from our tables.
 */
export const worldFactor = (day: string, from: string, to: string, knownAt = Number.POSITIVE_INFINITY) => {
  let d = new Date(`${day}T00:00:00Z`);
  // A business day's rates are published at 15:00 UTC: before then, the day before's are in force.
  while (!isTargetDay(d) || d.getTime() + 15 * 3_600_000 > knownAt) {
    d = new Date(d.getTime() - 86_400_000);
  }
  const per = (c: string) => (c === 'EUR' ? 1 : rateOn(c, d));
  return per(to) / per(from);
};
