import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import { signParams } from '@ksa/sandbox/alipay/alipay-notify';
import { WECHATPAY_MERCHANTS } from '@ksa/sandbox/wechatpay/merchants';
import { encryptResource, platformSignatureHeaders } from '@ksa/sandbox/wechatpay/wechatpay-crypto';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { rows } from '../../db/client.js';
import { renewalOrders, shops } from '../../db/schema/index.js';
import { decryptResource } from '../../integrations/wechatpay/wechatpay-notify.js';
import type { THarness } from '../../test/harness.js';
import { insertCoupons } from './coupons.repo.js';

export type TCaptured = { headers: Record<string, string>; body: string };
export type TAlipayCaptured = Record<string, string>;

/**
 * Sits between the sandbox and the server: records every notification and, in 'forward' mode, hands it to the
 * server (answering what the server answered); in 'capture' mode it only records (answering as a merchant that
 * accepted), so a test can deliver it itself, many times at once.
 */
export const startNotifyRelay = async (h: THarness) => {
  const relay = Fastify();
  const state = {
    mode: 'forward' as 'forward' | 'capture',
    wechat: [] as TCaptured[],
    alipay: [] as TAlipayCaptured[],
  };
  relay.register(formbody);
  relay.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  relay.post('/api/pay/wechat/notify', async (req, reply) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => k.startsWith('wechatpay-') || k === 'content-type'),
    ) as Record<string, string>;
    const captured = { headers, body: String(req.body) };
    state.wechat.push(captured);
    if (state.mode === 'capture') {
      return reply.code(204).send();
    }
    const res = await deliverWechat(h, captured);
    return reply.code(res.statusCode).send(res.body);
  });
  relay.post('/api/pay/alipay/notify', async (req) => {
    const params = req.body as TAlipayCaptured;
    state.alipay.push(params);
    return state.mode === 'capture' ? 'success' : (await deliverAlipay(h, params)).body;
  });
  const url = await relay.listen({ port: 0, host: '127.0.0.1' });
  h.app.deps.config.payment.notifyBaseUrl = url;
  return { state, close: () => relay.close() };
};

export const deliverWechat = (h: THarness, n: TCaptured) =>
  h.app.inject({ method: 'POST', url: '/api/pay/wechat/notify', headers: n.headers, payload: n.body });

export const deliverAlipay = (h: THarness, params: TAlipayCaptured) =>
  h.app.inject({
    method: 'POST',
    url: '/api/pay/alipay/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });

/** The real (non-probe) TRANSACTION.SUCCESS notifications captured so far. */
export const realWechat = (list: TCaptured[]) =>
  list.filter((n) => !n.headers['wechatpay-signature']?.startsWith('WECHATPAY/SIGNTEST/'));

const merchant = WECHATPAY_MERCHANTS['1900000109']!;

/**
 * A notification signed and encrypted with the sandbox provider's own keys but with a changed transaction: what a
 * provider-side bug or a leaked key would send. Our checks beyond the signature must refuse it.
 */
type TTransaction = {
  mchid: string;
  out_trade_no: string;
  amount: { total: number; payer_total?: number; currency: string };
};

export const reforgeWechat = (n: TCaptured, change: (t: TTransaction) => void): TCaptured => {
  const body = JSON.parse(n.body);
  const t: TTransaction = JSON.parse(
    decryptResource(merchant.apiV3Key, body.resource.ciphertext, body.resource.nonce, body.resource.associated_data),
  );
  change(t);
  const { ciphertext, nonce } = encryptResource(JSON.stringify(t), merchant.apiV3Key, 'transaction');
  const next = JSON.stringify({ ...body, resource: { ...body.resource, ciphertext, nonce } });
  const headers = Object.fromEntries(
    Object.entries(platformSignatureHeaders(next, Date.now())).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return { headers: { ...headers, 'content-type': 'application/json' }, body: next };
};

/** An Alipay notification re-signed with the sandbox's Alipay key after a change. */
export const reforgeAlipay = (params: TAlipayCaptured, change: Partial<TAlipayCaptured>): TAlipayCaptured => {
  const { sign: _sign, ...rest } = params;
  return signParams({ ...rest, ...change } as Record<string, string>);
};

/** Opens the code_url on the sandbox's phone page and presses 扫码支付. */
export const payOnPhone = async (h: THarness, codeUrl: string) => {
  const pr = new URL(codeUrl).searchParams.get('pr') ?? '';
  const res = await fetch(`${h.sandboxUrl}/wechatpay/scan/pay`, { method: 'POST', body: new URLSearchParams({ pr }) });
  return res.text();
};

/** Follows the Alipay page-pay URL to the sandbox cashier and presses 确认付款. */
export const payAtCashier = async (h: THarness, payUrl: string) => {
  const toCashier = await fetch(payUrl, { redirect: 'manual' });
  const cashier = new URL(toCashier.headers.get('location') ?? '', h.sandboxUrl);
  const token = cashier.searchParams.get('token') ?? '';
  const paid = await fetch(`${h.sandboxUrl}/alipay/cashier/pay`, {
    method: 'POST',
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
  return paid.headers.get('location') ?? (await paid.text());
};

export const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) {
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
};

export const seedShop = async (h: THarness, bossId: number, name: string, expireAt: Date | null) =>
  (
    await h.db.db
      .insert(shops)
      .values({ bossId, platform: 'temu', externalId: `bill-${randomBytes(6).toString('hex')}`, name, expireAt })
      .returning({ id: shops.id })
  )[0]!.id;

export const expiryOf = async (h: THarness, shopId: number) =>
  (await h.db.db.select({ e: shops.expireAt }).from(shops).where(eq(shops.id, shopId)))[0]!.e;

export const orderRow = async (h: THarness, orderNo: string) =>
  (await h.db.db.select().from(renewalOrders).where(eq(renewalOrders.orderNo, orderNo)))[0]!;

/** Rows of the billing tables and the log, to prove a refused request wrote nothing. */
export const billingCounts = async (h: THarness) =>
  (
    await rows<Record<string, number>>(
      h.db.db,
      sql`select (select count(*)::int from renewal_orders) orders, (select count(*)::int from renewal_order_shops) lines, (select count(*)::int from renewal_payments) payments, (select count(*)::int from coupons where owner_boss_id is not null) owned, (select count(*)::int from coupons where order_id is not null) held, (select count(*)::int from coupons where used_at is not null) used, (select count(*)::int from audit_log where event like 'op.renew.%') renewals, (select coalesce(sum(extract(epoch from expire_at))::bigint, 0)::text from shops) expiries`,
    )
  )[0]!;

export const newCoupons = async (h: THarness, n: number, valueFen = 3000) =>
  (
    await insertCoupons(
      h.db.db,
      Array.from({ length: n }, () => `KSA-${randomBytes(8).toString('hex').toUpperCase()}`),
      valueFen,
    )
  ).map((c) => c.code);
