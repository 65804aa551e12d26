import formbody from '@fastify/formbody';
import { createInbox } from '@ksa/sandbox/sms/inbox';
import { wechatpayPlugin } from '@ksa/sandbox/wechatpay/wechatpay-plugin';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { SANDBOX_WECHATPAY } from './sandbox-credentials.js';

// The sandbox driven by the published SDK (wechatpay-axios-plugin): the SDK signs the requests and rejects any
// 2xx answer whose Wechatpay-Signature does not verify, so every successful call below checks the answer format.
const sandbox = Fastify();
const merchant = Fastify();
const received: { headers: Record<string, unknown>; body: string }[] = [];
let failFirst = 0;
let base = '';
let notifyUrl = '';

const sdk = (privateKey: string = SANDBOX_WECHATPAY.merchantPrivateKey) =>
  new Wechatpay({
    mchid: SANDBOX_WECHATPAY.mchid,
    serial: SANDBOX_WECHATPAY.merchantSerial,
    privateKey,
    certs: { [SANDBOX_WECHATPAY.platformPublicKeyId]: SANDBOX_WECHATPAY.platformPublicKey },
    baseURL: `${base}/wechatpay/`,
  });

const order = (no: string, total = 6900) => ({
  appid: SANDBOX_WECHATPAY.appid,
  mchid: SANDBOX_WECHATPAY.mchid,
  description: '跨境卖家助手-续费1个月',
  out_trade_no: no,
  notify_url: notifyUrl,
  amount: { total, currency: 'CNY' },
});

type TNative = { data: { code_url: string }; headers: Record<string, string> };
const native = (wx: Wechatpay, body: object) => wx.chain('v3/pay/transactions/native').post(body) as Promise<TNative>;

const failure = async (p: PromiseLike<unknown>) => {
  try {
    await p;
  } catch (error) {
    const e = error as { response: { status: number; data: { code: string; message: string } } };
    return { status: e.response.status, ...e.response.data };
  }
  throw new Error('expected a failure');
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(check()).toBe(true);
};

beforeAll(async () => {
  sandbox.register(formbody);
  sandbox.register(wechatpayPlugin({ now: Date.now, inbox: createInbox() }, { timeFactor: 1000, refundSettleMs: 5 }));
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  merchant.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  merchant.post('/pay/notify', async (req, reply) => {
    received.push({ headers: req.headers, body: String(req.body) });
    if (String(req.headers['wechatpay-signature']).startsWith('WECHATPAY/SIGNTEST/')) {
      return reply.code(401).send({ code: 'FAIL', message: '签名错误' });
    }
    if (failFirst > 0) {
      failFirst--;
      return reply.code(500).send({ code: 'FAIL', message: '失败' });
    }
    return reply.code(204).send();
  });
  notifyUrl = `${await merchant.listen({ port: 0, host: '127.0.0.1' })}/pay/notify`;
});
afterAll(async () => {
  await sandbox.close();
  await merchant.close();
});

describe('WeChat Pay sandbox with wechatpay-axios-plugin', () => {
  it('creates a Native order, answers the same code for the same request and 201 商户订单号重复 for other parameters', async () => {
    const wx = sdk();
    const first = await native(wx, order('KSA-T-0001'));
    expect(first.data.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[\w-]+$/);
    expect(first.headers['wechatpay-serial']).toBe(SANDBOX_WECHATPAY.platformPublicKeyId);
    const again = await native(wx, order('KSA-T-0001'));
    expect(again.data.code_url).toBe(first.data.code_url);
    const other = await failure(native(wx, order('KSA-T-0001', 100)));
    expect(other).toEqual({ status: 400, code: 'INVALID_REQUEST', message: '201 商户订单号重复' });
  });

  it('refuses a request signed with another key (401 SIGN_ERROR) and bad parameters (PARAM_ERROR)', async () => {
    const { privateKey } = await import('node:crypto').then((c) =>
      c.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      }),
    );
    const wrong = await failure(native(sdk(privateKey), order('KSA-T-0002')));
    expect(wrong).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
    const bad = await failure(native(sdk(), { ...order('x'), out_trade_no: 'x' }));
    expect(bad).toMatchObject({ status: 400, code: 'PARAM_ERROR' });
  });

  it('refuses an Authorization timestamp more than 5 minutes old', async () => {
    const url = `/wechatpay/v3/pay/transactions/out-trade-no/KSA-T-0001?mchid=${SANDBOX_WECHATPAY.mchid}`;
    const ts = String(Math.floor(Date.now() / 1000) - 301);
    const nonce = Formatter.nonce();
    const signature = Rsa.sign(Formatter.request('GET', url, ts, nonce, ''), SANDBOX_WECHATPAY.merchantPrivateKey);
    const res = await fetch(`${base}${url}`, {
      headers: {
        Authorization: Formatter.authorization(
          SANDBOX_WECHATPAY.mchid,
          nonce,
          signature,
          ts,
          SANDBOX_WECHATPAY.merchantSerial,
        ),
      },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('SIGN_ERROR');
  });

  it('pays on the scan page, sends a probe and the notification until answered 204, then query says SUCCESS', async () => {
    const wx = sdk();
    const { data } = await native(wx, order('KSA-T-0003'));
    const pr = new URL(data.code_url).searchParams.get('pr') ?? '';
    const before = await wx
      .chain('v3/pay/transactions/out-trade-no/KSA-T-0003')
      .get({ params: { mchid: SANDBOX_WECHATPAY.mchid } });
    expect(before.data).toMatchObject({ trade_state: 'NOTPAY', amount: { total: 6900 } });
    const page = await (await fetch(`${base}/wechatpay/scan?pr=${pr}`)).text();
    expect(page).toContain('跨境卖家助手-续费1个月');
    expect(page).toContain('￥69.00');
    expect(page).toContain('扫码支付');
    // The sandbox home page's form takes the whole QR content, as a phone reads it.
    const pasted = await (await fetch(`${base}/wechatpay/scan?pr=${encodeURIComponent(data.code_url)}`)).text();
    expect(pasted).toContain('￥69.00');
    failFirst = 2;
    received.length = 0;
    const paid = await fetch(`${base}/wechatpay/scan/pay`, { method: 'POST', body: new URLSearchParams({ pr }) });
    expect(await paid.text()).toContain('支付成功');
    await until(() => received.length === 4);
    expect(String(received[0]?.headers['wechatpay-signature'])).toMatch(/^WECHATPAY\/SIGNTEST\//);
    const real = received.slice(1);
    expect(new Set(real.map((r) => r.body)).size).toBe(1);
    for (const r of real) {
      const h = r.headers as Record<string, string>;
      const message = Formatter.response(h['wechatpay-timestamp'] ?? '', h['wechatpay-nonce'] ?? '', r.body);
      expect(Rsa.verify(message, h['wechatpay-signature'] ?? '', SANDBOX_WECHATPAY.platformPublicKey)).toBe(true);
    }
    const event = JSON.parse(real[0]?.body ?? '{}');
    expect(event).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: { algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction', original_type: 'transaction' },
    });
    const after = await wx
      .chain('v3/pay/transactions/out-trade-no/KSA-T-0003')
      .get({ params: { mchid: SANDBOX_WECHATPAY.mchid } });
    expect(after.data).toMatchObject({
      trade_state: 'SUCCESS',
      trade_type: 'NATIVE',
      amount: { total: 6900, payer_total: 6900 },
    });
    const deliveries = (await (await fetch(`${base}/wechatpay/notifications`)).json()) as {
      kind: string;
      done: boolean;
      attempts: unknown[];
    }[];
    expect(deliveries.find((d) => d.kind === 'TRANSACTION.SUCCESS' && d.done)?.attempts).toHaveLength(3);
  });

  it('closes an unpaid order with 204 (a signed empty body), refuses a paid one, refunds a paid one', async () => {
    const wx = sdk();
    await native(wx, order('KSA-T-0004'));
    const closed = await wx
      .chain('v3/pay/transactions/out-trade-no/KSA-T-0004/close')
      .post({ mchid: SANDBOX_WECHATPAY.mchid });
    expect(closed.status).toBe(204);
    const q = await wx
      .chain('v3/pay/transactions/out-trade-no/KSA-T-0004')
      .get({ params: { mchid: SANDBOX_WECHATPAY.mchid } });
    expect(q.data.trade_state).toBe('CLOSED');
    const paid = await failure(
      wx.chain('v3/pay/transactions/out-trade-no/KSA-T-0003/close').post({ mchid: SANDBOX_WECHATPAY.mchid }),
    );
    expect(paid).toMatchObject({ status: 400, code: 'ORDERPAID' });
    const missing = await failure(
      wx.chain('v3/pay/transactions/out-trade-no/KSA-NOPE-1/close').post({ mchid: SANDBOX_WECHATPAY.mchid }),
    );
    expect(missing).toMatchObject({ status: 404, code: 'ORDER_NOT_EXIST' });

    received.length = 0;
    const refund = await wx.chain('v3/refund/domestic/refunds').post({
      out_trade_no: 'KSA-T-0003',
      out_refund_no: 'KSA-R-0003',
      notify_url: notifyUrl,
      amount: { refund: 6900, total: 6900, currency: 'CNY' },
    });
    expect(refund.data).toMatchObject({ status: 'PROCESSING', amount: { refund: 6900 } });
    await until(() => received.some((r) => JSON.parse(r.body).event_type === 'REFUND.SUCCESS'));
    const settled = await wx.chain('v3/refund/domestic/refunds/KSA-R-0003').get();
    expect(settled.data.status).toBe('SUCCESS');
    const over = await failure(
      wx.chain('v3/refund/domestic/refunds').post({
        out_trade_no: 'KSA-T-0003',
        out_refund_no: 'KSA-R-0004',
        amount: { refund: 1, total: 6900, currency: 'CNY' },
      }),
    );
    expect(over).toMatchObject({ status: 403, code: 'NOT_ENOUGH' });
  });
});
