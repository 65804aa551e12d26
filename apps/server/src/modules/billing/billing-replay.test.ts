import { addMonthsCn } from '@ksa/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalPayments } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import {
  billingCounts,
  deliverAlipay,
  deliverWechat,
  expiryOf,
  orderRow,
  payAtCashier,
  payOnPhone,
  realWechat,
  seedShop,
  startNotifyRelay,
  until,
} from './billing.fixture.js';

const engines = await availableEngines();
const DAY = 86_400_000;

describe.each(engines)('[BILLING] notifications replayed a day later on %s', (engine) => {
  let h: THarness;
  let relay: Awaited<ReturnType<typeof startNotifyRelay>>;
  let boss: Awaited<ReturnType<typeof registerBoss>>;

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    relay = await startNotifyRelay(h);
    boss = await registerBoss(h);
  });
  afterAll(async () => {
    await relay?.close();
    await h?.close();
  });

  it('an Alipay notification replayed a day later (clock moved) extends nothing', async () => {
    const before = new Date(Date.now() + 3 * DAY);
    const shop = await seedShop(h, boss.uid, '重放店', before);
    const order = (
      await h.post(
        '/api/pay/submitOrder',
        { shopIds: String(shop), month: '1', payType: '1', price: '69.00' },
        boss.token,
      )
    ).body.data;
    relay.state.mode = 'capture';
    relay.state.alipay.length = 0;
    await payAtCashier(h, order.payUrl);
    await until(() => relay.state.alipay.length === 1);
    const [note] = relay.state.alipay;
    expect((await deliverAlipay(h, note!)).body).toBe('success');
    const once = addMonthsCn(before, 1).getTime();
    expect((await expiryOf(h, shop))!.getTime()).toBe(once);
    const settled = await billingCounts(h);

    h.clock.advance(DAY);
    // The same signed notification, a day on: acknowledged (Alipay stops), nothing extended or recorded again.
    expect((await deliverAlipay(h, note!)).body).toBe('success');
    expect((await deliverAlipay(h, note!)).body).toBe('success');
    expect((await expiryOf(h, shop))!.getTime()).toBe(once);
    expect(await billingCounts(h)).toEqual(settled);
    const row = await orderRow(h, order.orderNo);
    expect(row.state).toBe('applied');
    expect(await h.db.db.select().from(renewalPayments).where(eq(renewalPayments.orderId, row.id))).toHaveLength(1);
  });

  it('a WeChat Pay notification replayed a day later extends nothing either', async () => {
    const before = new Date(Date.now() + 3 * DAY);
    const shop = await seedShop(h, boss.uid, '微信重放店', before);
    const order = (
      await h.post(
        '/api/pay/submitOrder',
        { shopIds: String(shop), month: '1', payType: '2', price: '69.00' },
        boss.token,
      )
    ).body.data;
    relay.state.mode = 'capture';
    relay.state.wechat.length = 0;
    await payOnPhone(h, order.codeUrl);
    await until(() => realWechat(relay.state.wechat).length === 1);
    const [note] = realWechat(relay.state.wechat);
    expect((await deliverWechat(h, note!)).statusCode).toBe(204);
    const once = addMonthsCn(before, 1).getTime();
    expect((await expiryOf(h, shop))!.getTime()).toBe(once);
    const settled = await billingCounts(h);
    h.clock.advance(DAY);
    await deliverWechat(h, note!);
    expect((await expiryOf(h, shop))!.getTime()).toBe(once);
    expect(await billingCounts(h)).toEqual(settled);
  });
});
