import { addMonthsCn } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { expiryOf, payOnPhone } from './billing.fixture.js';

const engines = await availableEngines();
const DAY = 86_400_000;

describe.each(engines)('[BILLING] the trial belongs to the marketplace shop on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let token = '';

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    boss = await registerBoss(h);
    other = await registerBoss(h);
    const spare = h.sandbox.world.temuAccounts.find((a) => !a.demo)!;
    const tokens: any[] = await (await fetch(`${h.sandboxUrl}/temu-open/admin/tokens`))
      .json()
      .then((b: any) => b.tokens ?? b.list ?? b);
    token = tokens.find((t) => String(t.mallId) === String(spare.shopIds[0])).accessToken;
  });
  afterAll(async () => {
    await h?.close();
  });

  const bind = async (who: { token: string }) => {
    const res = await h.post('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: token }, who.token);
    expect(res.body.code, res.body.msg).toBe(0);
    await h.app.deps.syncQueue.idle();
    return res.body.data.shopId as number;
  };
  const unbind = async (who: { token: string }) => {
    const [acc] = (await h.post('/api/order/getTemuAccountList', {}, who.token)).body.data;
    expect((await h.post('/api/auth/deleteMyTemuAcount', { accountId: acc.accountId }, who.token)).body.code).toBe(0);
  };

  it('unbinding and binding again (by the same or another BOSS) keeps the trial end; a renewal is kept the same way', async () => {
    const boundAt = h.clock.now().getTime();
    const first = await bind(boss);
    const trialEnd = (await expiryOf(h, first))!;
    const trial = h.app.deps.config.trialDays * DAY;
    expect(trialEnd.getTime()).toBeGreaterThanOrEqual(boundAt + trial);
    expect(trialEnd.getTime()).toBeLessThanOrEqual(h.clock.now().getTime() + trial);

    // (The marketplaces check request times against real time, so the clock is not moved: a fresh trial would
    // end later than the first one, since binding again happens later.)
    await unbind(boss);
    const again = await bind(boss);
    expect((await expiryOf(h, again))!.getTime()).toBe(trialEnd.getTime());
    expect(trialEnd.getTime()).toBeLessThan(h.clock.now().getTime() + trial);

    await unbind(boss);
    const elsewhere = await bind(other);
    expect((await expiryOf(h, elsewhere))!.getTime()).toBe(trialEnd.getTime());

    // The other BOSS renews the shop for a month, from its current expiry.
    const order = (
      await h.post(
        '/api/pay/submitOrder',
        { shopIds: String(elsewhere), month: '1', payType: '2', price: '69.00' },
        other.token,
      )
    ).body.data;
    h.app.deps.config.payment.notifyBaseUrl = 'http://127.0.0.1:9';
    expect(await payOnPhone(h, order.codeUrl)).toContain('支付成功');
    await new Promise((r) => setTimeout(r, 2_100));
    // No notification reaches us here: the waiting modal's status poll asks WeChat Pay and applies the payment.
    const status = (await h.get(`/api/pay/getOrderStatus?orderNo=${order.orderNo}`, other.token)).body.data;
    expect(status.state).toBe('applied');
    const renewed = (await expiryOf(h, elsewhere))!;
    expect(renewed.getTime()).toBe(addMonthsCn(trialEnd, 1).getTime());

    await unbind(other);
    const back = await bind(boss);
    expect((await expiryOf(h, back))!.getTime()).toBe(renewed.getTime());
  });
});
