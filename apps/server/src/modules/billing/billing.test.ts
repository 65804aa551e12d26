import { addMonthsCn, Topics } from '@ksa/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { coupons, renewalOrderShops, renewalPayments } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import {
  billingCounts,
  deliverAlipay,
  deliverWechat,
  expiryOf,
  newCoupons,
  orderRow,
  payAtCashier,
  payOnPhone,
  realWechat,
  reforgeAlipay,
  reforgeWechat,
  seedShop,
  startNotifyRelay,
  until,
} from './billing.fixture.js';
import { reconcileOpenOrders } from './billing-sync.service.js';

const engines = await availableEngines();
const DAY = 86_400_000;
/** The signature with its first character changed (never to itself). */
const otherFirstChar = (sig: string) => `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;

describe.each(engines)('[BILLING] renewal orders and payments on %s', (engine) => {
  let h: THarness;
  let relay: Awaited<ReturnType<typeof startNotifyRelay>>;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  const pushed: { topic: string; payload: any }[] = [];

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    relay = await startNotifyRelay(h);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    const publish = h.app.deps.realtime.publish;
    h.app.deps.realtime.publish = async (topic, payload) => {
      pushed.push({ topic, payload });
      await publish(topic, payload);
    };
  });
  afterAll(async () => {
    await relay?.close();
    await h?.close();
  });

  const submit = (body: Record<string, unknown>, token = boss.token) => h.post('/api/pay/submitOrder', body, token);
  const redeem = (code: string, token = boss.token) =>
    h.get(`/api/pay/destructionCet?certNo=${encodeURIComponent(code)}`, token);
  const couponInfo = async (token = boss.token) => (await h.get('/api/pay/getCouponInfo', token)).body.data as any[];

  it('prices on the server: 69 × months × shops − 30 per redeemed coupon; a wrong price or bad input changes nothing', async () => {
    const a = await seedShop(h, boss.uid, '定价店A', new Date(Date.now() + 5 * DAY));
    const b = await seedShop(h, boss.uid, '定价店B', null);
    const foreign = await seedShop(h, other.uid, '别人的店', null);
    const [c1, c2, c3] = await newCoupons(h, 3);
    expect((await redeem(c1!)).body).toMatchObject({
      code: 0,
      msg: '核销成功',
      data: { alreadyRedeemed: false, coupon: { value: '30.00' } },
    });
    expect((await redeem(c1!)).body).toMatchObject({
      code: 0,
      msg: '该券码已核销，可直接使用',
      data: { alreadyRedeemed: true },
    });
    expect((await redeem(c2!)).body.code).toBe(0);
    expect((await redeem(c2!, other.token)).body).toMatchObject({ code: 1, msg: '该券码已被使用' });
    expect((await redeem('NO-SUCH-CODE')).body).toMatchObject({ code: 1, errorId: 'COUPON_NOT_FOUND' });
    expect((await h.get('/api/pay/destructionCet?certNo=', boss.token)).body.msg).toBe('优惠券码不能为空');
    const mine = await couponInfo();
    expect(mine.map((c) => c.couponNo).sort()).toEqual([c1, c2].sort());
    const ids = mine.map((c) => String(c.couponId));
    const third = (await h.db.db.select().from(coupons).where(eq(coupons.code, c3!)))[0]!.id;
    expect((await h.get('/api/pay/couponValues', boss.token)).body.data).toMatchObject({
      couponValue: '30.00',
      onePrice: '69.00',
    });

    const before = await billingCounts(h);
    const good = { shopIds: `${a},${b}`, month: '3', payType: '2', couponIds: ids.join(','), price: '354.00' };
    const refused: [Record<string, unknown>, string][] = [
      [{ ...good, price: '414.00' }, 'RENEW_PRICE_MISMATCH'],
      [{ ...good, price: '353.99' }, 'RENEW_PRICE_MISMATCH'],
      [{ ...good, price: 'abc' }, 'RENEW_PRICE_FORMAT'],
      [{ ...good, month: '0' }, 'RENEW_MONTH_INVALID'],
      [{ ...good, month: '361' }, 'RENEW_MONTH_INVALID'],
      [{ ...good, month: '1.5' }, 'RENEW_MONTH_INVALID'],
      [{ ...good, payType: '3' }, 'PAY_TYPE_INVALID'],
      [{ ...good, month: '1', price: '108.00' }, 'COUPON_TOO_MANY'],
      [{ ...good, couponIds: `${ids[0]},${third}` }, 'COUPON_UNAVAILABLE'],
      [{ ...good, shopIds: `${a},${foreign}` }, 'NOT_FOUND'],
    ];
    for (const [body, errorId] of refused) {
      const res = await submit(body);
      expect(res.body.errorId, JSON.stringify(body)).toBe(errorId);
    }
    const mismatch = await submit({ ...good, price: '414.00' });
    expect(mismatch.body.msg).toBe('订单金额已变化，应付 ¥354.00，请确认后重新提交');
    expect((mismatch.body as { errorParams?: unknown }).errorParams).toEqual({ price: '354.00' });
    expect((await submit(good, other.token)).status).toBe(404);
    expect(await billingCounts(h)).toEqual(before);

    const ok = await submit(good);
    expect(ok.body).toMatchObject({
      code: 0,
      data: { totalPrice: '354.00', amountFen: 35400, currency: 'CNY', state: 'created' },
    });
    expect(ok.body.data.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    // The coupons are held by the open order: a second order cannot use them, and the first one's cancel frees them.
    expect((await couponInfo()).every((c) => c.reservedBy === ok.body.data.orderNo)).toBe(true);
    expect((await submit({ ...good, couponIds: ids[0] })).body.errorId).toBe('COUPON_UNAVAILABLE');
    const cancelled = await h.get(`/api/pay/cancelOrder?orderNo=${ok.body.data.orderNo}`, boss.token);
    expect(cancelled.body.data.state).toBe('closed');
    expect((await couponInfo()).every((c) => c.reservedBy === null)).toBe(true);
    expect(await payOnPhone(h, ok.body.data.codeUrl)).toContain('关闭');
    expect((await h.get(`/api/pay/getOrderStatus?orderNo=${ok.body.data.orderNo}`, other.token)).status).toBe(404);
    // A number, without decimals, is the same price; one shop for one month with no coupon is 69.
    expect((await submit({ shopIds: String(b), month: '1', payType: '2', price: '69' })).body.data.totalPrice).toBe(
      '69.00',
    );
  });

  it('a paid WeChat notification from the sandbox extends each shop once from max(now, expiry) by calendar months, even delivered again 20 times at once', async () => {
    const future = new Date(Date.now() + 10 * DAY);
    const live = await seedShop(h, boss.uid, '未到期店', future);
    const expired = await seedShop(h, boss.uid, '已到期店', new Date(Date.now() - 3 * DAY));
    const [code] = await newCoupons(h, 1);
    const coupon = (await redeem(code!)).body.data.coupon.couponId;
    const order = (
      await submit({
        shopIds: [live, expired].join(','),
        month: '2',
        payType: '2',
        couponIds: String(coupon),
        price: '246.00',
      })
    ).body.data;
    relay.state.mode = 'forward';
    relay.state.wechat.length = 0;
    const paidFrom = Date.now();
    expect(await payOnPhone(h, order.codeUrl)).toContain('支付成功');
    await until(async () => (await orderRow(h, order.orderNo)).state === 'applied');
    const first = realWechat(relay.state.wechat);
    expect(first).toHaveLength(1);
    // The sandbox's WECHATPAY/SIGNTEST probe came first and was refused.
    expect(relay.state.wechat.length).toBe(2);

    expect((await expiryOf(h, live))!.getTime()).toBe(addMonthsCn(future, 2).getTime());
    const fromNow = (await expiryOf(h, expired))!.getTime();
    expect(fromNow).toBeGreaterThanOrEqual(addMonthsCn(new Date(paidFrom - 1000), 2).getTime());
    expect(fromNow).toBeLessThanOrEqual(addMonthsCn(new Date(Date.now()), 2).getTime());
    const status = (await h.get(`/api/pay/getOrderStatus?orderNo=${order.orderNo}`, boss.token)).body.data;
    expect(status).toMatchObject({ state: 'applied', couponCount: 1, totalPrice: '246.00' });
    expect(status.shops.find((s: any) => s.shopId === live).expireBefore).toBe(future.toISOString());
    expect((await h.db.db.select().from(coupons).where(eq(coupons.id, coupon)))[0]!.usedAt).not.toBeNull();
    expect(
      pushed.filter((p) => p.topic === Topics.orderFinished(boss.uid) && p.payload.orderNo === order.orderNo),
    ).toEqual([
      { topic: Topics.orderFinished(boss.uid), payload: { orderNo: order.orderNo, ok: true, state: 'applied' } },
    ]);

    const snapshot = await billingCounts(h);
    const again = await Promise.all(Array.from({ length: 20 }, () => deliverWechat(h, first[0]!)));
    expect(again.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    expect(await billingCounts(h)).toEqual(snapshot);
    const [paidRows] = await rows<{ n: number }>(
      h.db.db,
      sql`select count(*)::int as n from audit_log where event = 'op.renew.paid' and detail->>'orderNo' = ${order.orderNo}`,
    );
    expect(paidRows?.n).toBe(1);
    // The BOSS's operation log says the renewal and the coupon in words (it showed op.renew.* and op.coupon.redeem).
    const log = (await h.post('/api/order/getOperationLog', { pageSize: 50 }, boss.token)).body.data.list as {
      detail: string;
      text: { id: string };
    }[];
    const lines = log.filter((l) => l.detail.includes(order.orderNo));
    expect(lines.map((l) => l.text.id)).toEqual(['renewPaid', 'renewSubmitCoupons']);
    expect(lines[0]!.detail).toBe(`续费订单 ${order.orderNo} 已支付 ¥246.00，所选店铺有效期延长 2 个月`);
    expect(lines[1]!.detail).toBe(`提交续费订单 ${order.orderNo}（2 个店铺 × 2 个月，用券 1 张，¥246.00，微信支付）`);
    expect(log.find((l) => l.detail.includes(code!))).toMatchObject({
      text: { id: 'couponRedeemCode' },
      detail: `核销优惠券 ${code}（面值 ¥30.00）`,
    });
    expect(log.map((l) => l.detail).join('\n')).not.toMatch(/op\./);
  });

  it('the first delivery racing 99 duplicates applies once; tampered, probe, stale, wrong-amount/currency/merchant notifications are refused and change nothing', async () => {
    const shop = await seedShop(h, boss.uid, '并发店', new Date(Date.now() + DAY));
    const before = (await expiryOf(h, shop))!;
    const order = (await submit({ shopIds: String(shop), month: '1', payType: '2', price: '69.00' })).body.data;
    relay.state.mode = 'capture';
    relay.state.wechat.length = 0;
    await payOnPhone(h, order.codeUrl);
    await until(() => realWechat(relay.state.wechat).length === 1);
    const [note] = realWechat(relay.state.wechat);
    const probe = relay.state.wechat.find((n) => n.headers['wechatpay-signature']?.startsWith('WECHATPAY/SIGNTEST/'))!;
    const unchanged = await billingCounts(h);
    const refusals = [
      probe,
      { ...note!, body: note!.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      {
        ...note!,
        headers: { ...note!.headers, 'wechatpay-signature': otherFirstChar(note!.headers['wechatpay-signature']!) },
      },
      {
        ...note!,
        headers: { ...note!.headers, 'wechatpay-timestamp': String(Math.floor(Date.now() / 1000) - 86_400) },
      },
      reforgeWechat(note!, (t) => {
        t.amount.total = 1;
        t.amount.payer_total = 1;
      }),
      reforgeWechat(note!, (t) => {
        t.amount.currency = 'USD';
      }),
      reforgeWechat(note!, (t) => {
        t.mchid = '1230000109';
      }),
      reforgeWechat(note!, (t) => {
        t.out_trade_no = 'KSA20000101000000NOSUCHORD';
      }),
    ];
    for (const n of refusals) {
      const res = await deliverWechat(h, n);
      expect(res.statusCode, n.body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.json()).toEqual({ code: 'FAIL', message: '失败' });
    }
    expect(await billingCounts(h)).toEqual(unchanged);
    expect((await orderRow(h, order.orderNo)).state).toBe('created');

    const answers = await Promise.all(Array.from({ length: 100 }, () => deliverWechat(h, note!)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(204));
    expect((await expiryOf(h, shop))!.getTime()).toBe(addMonthsCn(before, 1).getTime());
    const o = await orderRow(h, order.orderNo);
    expect(o.state).toBe('applied');
    expect(await h.db.db.select().from(renewalPayments).where(eq(renewalPayments.orderId, o.id))).toHaveLength(1);
  });

  it('pays by Alipay page pay: the notification applies once, the return goes to /paySuccess; forged ones are refused', async () => {
    const shop = await seedShop(h, boss.uid, '支付宝店', new Date(Date.now() - DAY));
    const order = (
      await submit({
        shopIds: String(shop),
        month: '12',
        payType: '1',
        price: '828.00',
        pageUrl: 'https://evil.example/x',
      })
    ).body.data;
    expect(order.codeUrl).toBeNull();
    expect(order.payUrl).toContain('/alipay/gateway.do?');
    // A pageUrl on another origin is not used as the return page (no open redirect).
    expect(new URL(order.payUrl).searchParams.get('return_url')).toMatch(/^http:\/\/localhost(:80)?\/paySuccess$/);
    relay.state.mode = 'capture';
    relay.state.alipay.length = 0;
    expect(await payAtCashier(h, order.payUrl)).toMatch(/^http:\/\/localhost(:80)?\/paySuccess\?/);
    await until(() => relay.state.alipay.length === 1);
    const [note] = relay.state.alipay;
    const unchanged = await billingCounts(h);
    for (const forged of [
      { ...note!, total_amount: '1.00' },
      reforgeAlipay(note!, { total_amount: '1.00', receipt_amount: '1.00', buyer_pay_amount: '1.00' }),
      reforgeAlipay(note!, { seller_id: '2088000000000009' }),
      reforgeAlipay(note!, { app_id: '9021000000000000' }),
    ]) {
      expect((await deliverAlipay(h, forged)).body).toBe('fail');
    }
    expect((await deliverAlipay(h, reforgeAlipay(note!, { trade_status: 'WAIT_BUYER_PAY' }))).body).toBe('success');
    expect(await billingCounts(h)).toEqual(unchanged);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliverAlipay(h, note!)));
    expect(answers.map((r) => r.body)).toEqual(Array(20).fill('success'));
    const after = (await expiryOf(h, shop))!;
    expect(after.getTime()).toBeGreaterThan(addMonthsCn(new Date(Date.now() - 60_000), 12).getTime());
    expect((await orderRow(h, order.orderNo)).state).toBe('applied');
    expect(await h.db.db.select().from(renewalOrderShops).where(eq(renewalOrderShops.shopId, shop))).toHaveLength(1);
  });

  it('reconciliation finishes a paid order whose notification never arrived, exactly once, and closes expired unpaid ones', async () => {
    const shop = await seedShop(h, boss.uid, '对账店', new Date(Date.now() + 2 * DAY));
    const before = (await expiryOf(h, shop))!;
    const paid = (await submit({ shopIds: String(shop), month: '1', payType: '2', price: '69.00' })).body.data;
    const [code] = await newCoupons(h, 1);
    const coupon = String((await redeem(code!)).body.data.coupon.couponId);
    const unpaid = (
      await submit({ shopIds: String(shop), month: '1', payType: '1', couponIds: coupon, price: '39.00' })
    ).body.data;
    relay.state.mode = 'capture';
    relay.state.wechat.length = 0;
    await payOnPhone(h, paid.codeUrl);
    await until(() => realWechat(relay.state.wechat).length === 1);
    expect((await orderRow(h, paid.orderNo)).state).toBe('created');

    h.clock.advance(2 * 60_000);
    // Earlier tests left open orders too; this pass must finish the paid one and leave the unpaid one open.
    expect((await reconcileOpenOrders(h.app.deps)).failed).toBe(0);
    expect((await orderRow(h, unpaid.orderNo)).state).toBe('created');
    expect((await orderRow(h, paid.orderNo)).state).toBe('applied');
    expect((await expiryOf(h, shop))!.getTime()).toBe(addMonthsCn(before, 1).getTime());
    // The notification arriving late, and the next pass, change nothing.
    expect((await deliverWechat(h, realWechat(relay.state.wechat)[0]!)).statusCode).toBe(204);
    expect((await expiryOf(h, shop))!.getTime()).toBe(addMonthsCn(before, 1).getTime());

    h.clock.advance(h.app.deps.config.payment.orderTtlMinutes * 60_000);
    expect((await reconcileOpenOrders(h.app.deps)).failed).toBe(0);
    expect((await orderRow(h, unpaid.orderNo)).state).toBe('closed');
    expect((await couponInfo()).find((c) => String(c.couponId) === coupon)?.reservedBy).toBeNull();
    expect(pushed.some((p) => p.payload.orderNo === unpaid.orderNo && p.payload.errorId === 'PAY_ORDER_CLOSED')).toBe(
      true,
    );
    expect((await expiryOf(h, shop))!.getTime()).toBe(addMonthsCn(before, 1).getTime());
  });

  it('lists the BOSS own orders only, newest first', async () => {
    const mine = (await h.post('/api/pay/getOrderList', { pageIndex: 1, pageSize: 100 }, boss.token)).body.data;
    expect(mine.total).toBeGreaterThan(3);
    expect(mine.list[0].createdAt >= mine.list.at(-1).createdAt).toBe(true);
    expect((await h.post('/api/pay/getOrderList', {}, other.token)).body.data).toEqual({ total: 0, list: [] });
  });
});
