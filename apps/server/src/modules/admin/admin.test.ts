import { addMonthsCn } from '@ksa/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { renewalOrderShops } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import {
  deliverWechat,
  expiryOf,
  orderRow,
  payAtCashier,
  payOnPhone,
  realWechat,
  seedShop,
  startNotifyRelay,
  until,
} from '../billing/billing.fixture.js';
import { createAdmin } from './admin-auth.service.js';

const engines = await availableEngines();
const DAY = 86_400_000;

describe.each(engines)('[ADMIN] the operator console on %s', (engine) => {
  let h: THarness;
  let relay: Awaited<ReturnType<typeof startNotifyRelay>>;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let admin = '';
  const adminPhone = freshPhone();

  const counts = async () =>
    (
      await rows<Record<string, number>>(
        h.db.db,
        sql`select (select count(*)::int from renewal_refunds) refunds, (select count(*)::int from coupon_batches) batches, (select count(*)::int from coupons) coupons, (select count(*)::int from admin_audit_log) audit, (select coalesce(sum(refunded_fen), 0)::int from renewal_orders) refunded, (select coalesce(sum(extract(epoch from expire_at))::bigint, 0)::text from shops) expiries`,
      )
    )[0]!;

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    relay = await startNotifyRelay(h);
    boss = await registerBoss(h);
    expect((await createAdmin(h.db.db, adminPhone, new Date())).created).toBe(true);
    expect((await createAdmin(h.db.db, adminPhone, new Date())).created).toBe(false);
  });
  afterAll(async () => {
    await relay?.close();
    await h?.close();
  });

  const adm = (path: string, body: Record<string, unknown> = {}, token = admin) =>
    h.post(`/api/admin/${path}`, body, token);

  it('logs an admin in by SMS code; other phones get no code; admin and seller tokens do not cross', async () => {
    const stranger = freshPhone();
    expect((await h.post('/api/admin/auth/sendCode', { phone: stranger })).body.code).toBe(0);
    expect(await h.lastCode(stranger)).toBeNull();
    // The BOSS's phone is no admin either, and a seller login code does not open the console.
    await h.post('/api/phone/sendPhoneCode', { phone: boss.phone });
    const sellerCode = (await h.lastCode(boss.phone))!;
    expect((await h.post('/api/admin/auth/login', { phone: boss.phone, code: sellerCode })).body.code).not.toBe(0);

    expect((await h.post('/api/admin/auth/sendCode', { phone: adminPhone })).body.code).toBe(0);
    const code = (await h.lastCode(adminPhone))!;
    expect(
      (await h.post('/api/admin/auth/login', { phone: adminPhone, code: '000000' === code ? '111111' : '000000' })).body
        .errorId,
    ).toBe('CODE_WRONG');
    const login = await h.post('/api/admin/auth/login', { phone: adminPhone, code });
    expect(login.body.code).toBe(0);
    admin = login.body.data.token;
    expect(admin.startsWith('adm_')).toBe(true);
    expect((await h.get('/api/admin/me', admin)).body.data.phone).toBe(adminPhone);

    // A seller token on an admin route: 403. An admin token on a seller route: no token at all (401).
    expect((await h.get('/api/admin/me', boss.token)).status).toBe(403);
    expect((await adm('tenants', {}, boss.token)).status).toBe(403);
    expect((await h.post('/api/order/getUserInfo', {}, admin)).status).toBe(401);
    expect((await h.post('/api/pay/getOrderList', {}, admin)).status).toBe(401);
    expect((await h.get('/api/admin/me', 'adm_forged')).status).toBe(401);
  });

  it('refunds a WeChat Pay order in full through the provider: the order shows it, unstarted months are taken back', async () => {
    const before = new Date(Date.now() + 5 * DAY);
    const shop = await seedShop(h, boss.uid, '退款店', before);
    const order = (
      await h.post(
        '/api/pay/submitOrder',
        { shopIds: String(shop), month: '2', payType: '2', price: '138.00' },
        boss.token,
      )
    ).body.data;
    await payOnPhone(h, order.codeUrl);
    await until(async () => (await orderRow(h, order.orderNo)).state === 'applied');
    expect((await expiryOf(h, shop))!.getTime()).toBe(addMonthsCn(before, 2).getTime());

    const tenants = (await adm('tenants', { keyword: boss.phone })).body.data;
    expect(tenants.total).toBe(1);
    expect(tenants.list[0].shops).toEqual([
      { shopId: shop, platform: 'temu', name: '退款店', expireAt: addMonthsCn(before, 2).toISOString() },
    ]);
    expect(tenants.list[0]).toMatchObject({ orderCount: 1, paidFen: 13800 });
    const live = (await adm('orders/provider', { orderNo: order.orderNo })).body.data;
    expect(live).toMatchObject({ provider: 'wechatpay', tradeState: 'SUCCESS', amountFen: 13800, refunds: [] });

    const unchanged = await counts();
    for (const bad of [
      { orderNo: order.orderNo, amount: '0', reason: '测试' },
      { orderNo: order.orderNo, amount: '138.01', reason: '测试' },
      { orderNo: order.orderNo, amount: '1.234', reason: '测试' },
      { orderNo: order.orderNo, reason: '' },
      { orderNo: 'NOSUCHORDER1', reason: '测试' },
    ]) {
      expect((await adm('orders/refund', bad)).body.code, JSON.stringify(bad)).not.toBe(0);
    }
    expect(await counts()).toEqual(unchanged);

    const res = (await adm('orders/refund', { orderNo: order.orderNo, reason: '客户申请退款' })).body;
    expect(res.code, res.msg).toBe(0);
    expect(res.data.order).toMatchObject({ state: 'refunded', refundedFen: 13800 });
    expect(res.data.refund).toMatchObject({ amountFen: 13800, state: 'processing', reason: '客户申请退款' });
    // Both months had not begun (the shop ran until `before`): the shop is back at its old expiry.
    expect((await expiryOf(h, shop))!.getTime()).toBe(before.getTime());
    // The sandbox settles the refund and sends REFUND.SUCCESS (signed, encrypted): ours is settled by it.
    await until(
      async () => (await adm('orders', { orderNo: order.orderNo })).body.data.list[0].refunds[0].state === 'success',
      5_000,
    );
    expect((await adm('orders/provider', { orderNo: order.orderNo })).body.data.refunds).toEqual([
      { refundNo: res.data.refund.refundNo, state: 'SUCCESS', amountFen: 13800 },
    ]);
    const after = (await adm('orders', { orderNo: order.orderNo })).body.data.list[0];
    expect(after.refunds).toMatchObject([{ state: 'success', amountFen: 13800 }]);
    expect((await adm('orders/provider', { orderNo: order.orderNo })).body.data.tradeState).toBe('REFUND');
    // Nothing left to refund: refused, nothing written.
    const settled = await counts();
    expect((await adm('orders/refund', { orderNo: order.orderNo, reason: '再退一次' })).body.errorId).toBe(
      'REFUND_NOT_ALLOWED',
    );
    expect(await counts()).toEqual(settled);

    const log = (await adm('audit', { pageSize: 100 })).body.data.list;
    const accepted = log.find((r: any) => r.action === 'refund.accepted' && r.target === order.orderNo);
    expect(accepted.before).toMatchObject({ state: 'applied', refundedFen: 0 });
    expect(accepted.after).toMatchObject({ state: 'refunded', refundedFen: 13800 });
    expect(accepted.after.shops[0].expireAt).toBe(before.toISOString());
    expect(log.some((r: any) => r.action === 'refund.request' && r.target === order.orderNo)).toBe(true);
  });

  it('a refund whose notification is lost is settled by the live provider query, with its audit row', async () => {
    const shop = await seedShop(h, boss.uid, '查询结算店', new Date(Date.now() + DAY));
    const order = (
      await h.post(
        '/api/pay/submitOrder',
        { shopIds: String(shop), month: '1', payType: '2', price: '69.00' },
        boss.token,
      )
    ).body.data;
    await payOnPhone(h, order.codeUrl);
    await until(async () => (await orderRow(h, order.orderNo)).state === 'applied');
    relay.state.mode = 'capture';
    relay.state.wechat.length = 0;
    try {
      const res = (await adm('orders/refund', { orderNo: order.orderNo, reason: '渠道通知丢失' })).body;
      expect(res.data.refund.state).toBe('processing');
      await until(() => realWechat(relay.state.wechat).length === 1, 5_000);
      const view = async () => (await adm('orders', { orderNo: order.orderNo })).body.data.list[0].refunds[0];
      expect((await view()).state).toBe('processing');
      const live = (await adm('orders/provider', { orderNo: order.orderNo })).body.data;
      expect(live.refunds).toEqual([{ refundNo: res.data.refund.refundNo, state: 'SUCCESS', amountFen: 6900 }]);
      expect((await view()).state).toBe('success');
      const log = (await adm('audit', { pageSize: 100 })).body.data.list;
      expect(log.find((r: any) => r.action === 'refund.settled' && r.target === order.orderNo)).toMatchObject({
        before: { state: 'processing' },
        after: { state: 'success', provider: 'SUCCESS' },
      });
      // The late notification is acknowledged and changes nothing.
      const settled = await counts();
      expect((await deliverWechat(h, realWechat(relay.state.wechat)[0]!)).statusCode).toBe(204);
      expect(await counts()).toEqual(settled);
      expect((await view()).state).toBe('success');
    } finally {
      relay.state.mode = 'forward';
    }
  });

  it('refunds an Alipay order in two parts: a partial refund keeps the time, the rest takes back the unstarted months', async () => {
    const shop = await seedShop(h, boss.uid, '支付宝退款店', new Date(Date.now() - DAY));
    const order = (
      await h.post(
        '/api/pay/submitOrder',
        { shopIds: String(shop), month: '3', payType: '1', price: '207.00' },
        boss.token,
      )
    ).body.data;
    await payAtCashier(h, order.payUrl);
    await until(async () => (await orderRow(h, order.orderNo)).state === 'applied');
    const extended = (await expiryOf(h, shop))!;

    const part = (await adm('orders/refund', { orderNo: order.orderNo, amount: '7.00', reason: '补偿' })).body;
    expect(part.code, part.msg).toBe(0);
    expect(part.data.order).toMatchObject({ state: 'applied', refundedFen: 700 });
    expect(part.data.refund).toMatchObject({ state: 'success', amountFen: 700 });
    expect((await expiryOf(h, shop))!.getTime()).toBe(extended.getTime());

    const rest = (await adm('orders/refund', { orderNo: order.orderNo, reason: '客户申请退款' })).body;
    expect(rest.data.order).toMatchObject({ state: 'refunded', refundedFen: 20700 });
    // The shop had expired, so the first month began at payment and is kept; months two and three go.
    const row = await orderRow(h, order.orderNo);
    const [line] = await h.db.db.select().from(renewalOrderShops).where(eq(renewalOrderShops.orderId, row.id));
    expect(line!.expireAfter!.getTime()).toBe(extended.getTime());
    expect((await expiryOf(h, shop))!.getTime()).toBe(addMonthsCn(row.appliedAt!, 1).getTime());

    const live = (await adm('orders/provider', { orderNo: order.orderNo })).body.data;
    expect(live.provider).toBe('alipay');
    expect(live.tradeState).toBe('TRADE_CLOSED');
    expect(live.refunds.map((r: any) => [r.state, r.amountFen])).toEqual([
      ['REFUND_SUCCESS', 700],
      ['REFUND_SUCCESS', 20000],
    ]);
  });

  it('creates a coupon batch, shows who redeemed which code; bad input makes nothing', async () => {
    const unchanged = await counts();
    for (const bad of [
      { count: '0', value: '30' },
      { count: '1001', value: '30' },
      { count: '2', value: '0' },
      { count: '2', value: 'x' },
    ]) {
      expect((await adm('coupons/createBatch', bad)).body.code).not.toBe(0);
    }
    expect(await counts()).toEqual(unchanged);
    const made = (await adm('coupons/createBatch', { count: '5', value: '50.00', note: '双十一' })).body;
    expect(made.code, made.msg).toBe(0);
    expect(made.data.codes).toHaveLength(5);
    expect(new Set(made.data.codes.map((c: any) => c.code)).size).toBe(5);
    for (const c of made.data.codes) {
      expect(c.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(c.valueFen).toBe(5000);
    }
    const code = made.data.codes[2].code;
    expect((await h.get(`/api/pay/destructionCet?certNo=${code}`, boss.token)).body.data.coupon.valueFen).toBe(5000);
    const view = (await adm('coupons/batchCodes', { batchId: made.data.batch.batchId })).body.data;
    expect(view.batch).toMatchObject({ count: 5, redeemed: 1, used: 0, note: '双十一', valueFen: 5000 });
    expect(view.codes.filter((c: any) => c.redeemedByPhone === boss.phone).map((c: any) => c.code)).toEqual([code]);
    const batches = (await adm('coupons/batches')).body.data;
    expect(batches[0]).toMatchObject({ batchId: made.data.batch.batchId, redeemed: 1 });
    expect((await adm('coupons/batchCodes', { batchId: '999999' })).body.errorId).toBe('COUPON_BATCH_NOT_FOUND');
  });

  it('charts revenue by Beijing month from payments and refunds; every action is in the audit log; logout ends the token', async () => {
    const rev = (await adm('revenue', { months: '3' })).body.data;
    expect(rev.months).toHaveLength(3);
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    expect(rev.months.at(-1)).toEqual({
      month,
      paidFen: 13800 + 6900 + 20700,
      refundedFen: 13800 + 6900 + 20700,
      netFen: 0,
      orders: 3,
    });
    const actions = (await adm('audit', { pageSize: 100 })).body.data.list.map((r: any) => r.action);
    for (const a of [
      'admin.create',
      'admin.login',
      'refund.request',
      'refund.accepted',
      'refund.settled',
      'coupon.batch.create',
    ]) {
      expect(actions).toContain(a);
    }
    expect((await adm('auth/logout')).body.code).toBe(0);
    expect((await h.get('/api/admin/me', admin)).status).toBe(401);
  });
});
