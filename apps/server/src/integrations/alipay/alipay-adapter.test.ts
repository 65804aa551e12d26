import { generateKeyPairSync } from 'node:crypto';
import formbody from '@fastify/formbody';
import { alipayPlugin } from '@ksa/sandbox/alipay/alipay-plugin';
import { createInbox } from '@ksa/sandbox/sms/inbox';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlipayClient } from './alipay-client.js';
import { loadAlipayConfig, type TAlipayConfig } from './alipay-config.js';
import { AlipayError } from './alipay-types.js';

// The adapter against the sandbox over HTTP, with the sandbox defaults loadAlipayConfig gives.
const sandbox = Fastify();
const receiver = Fastify();
const notified: Record<string, string>[] = [];
let cfg: TAlipayConfig;
let base = '';
let notifyUrl = '';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(check()).toBe(true);
};

const failure = (fn: () => unknown): AlipayError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AlipayError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected an AlipayError');
};

/** Opens the page-pay URL like the browser and presses 确认付款; returns where the browser is sent back to. */
const payInBrowser = async (url: string): Promise<URL> => {
  const toCashier = await fetch(url, { redirect: 'manual' });
  const cashier = new URL(toCashier.headers.get('location') ?? '', base);
  const token = cashier.searchParams.get('token') ?? '';
  expect(await (await fetch(cashier)).text()).toContain('确认付款');
  const paid = await fetch(`${base}/alipay/cashier/pay`, {
    method: 'POST',
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
  return new URL(paid.headers.get('location') ?? '');
};

beforeAll(async () => {
  sandbox.register(formbody);
  sandbox.register(alipayPlugin({ now: Date.now, inbox: createInbox() }, { timeFactor: 2000 }));
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  receiver.register(formbody);
  receiver.post('/api/pay/alipay/notify', async (req) => {
    notified.push(req.body as Record<string, string>);
    return 'success';
  });
  notifyUrl = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/api/pay/alipay/notify`;
  cfg = loadAlipayConfig({ SANDBOX_URL: base });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('Alipay adapter', () => {
  it('loads the sandbox app by default and refuses half a production configuration', () => {
    expect(cfg).toMatchObject({
      gateway: `${base}/alipay/gateway.do`,
      appId: '9021000140000001',
      sellerId: '2088721000000001',
    });
    expect(() => loadAlipayConfig({ ALIPAY_APP_ID: '2021000000000000' })).toThrow(/ALIPAY_PUBLIC_KEY/);
  });

  it('reports NOT_EXIST and closes nothing before the buyer pays; pays, verifies return and notify', async () => {
    const alipay = createAlipayClient(cfg);
    const input = {
      outTradeNo: 'KSAADP0001',
      subject: '跨境卖家助手-续费',
      totalAmount: '138.00',
      returnUrl: 'http://127.0.0.1:8080/paySuccess',
      notifyUrl,
      expireAt: new Date(Date.now() + 30 * 60_000),
    };
    const url = alipay.pagePayUrl(input);
    expect(alipay.pagePayForm(input)).toContain(`action="${base}/alipay/gateway.do?`);
    expect(await alipay.queryTrade('KSAADP0001')).toMatchObject({ state: 'NOT_EXIST', amountFen: null });
    expect(await alipay.closeTrade('KSAADP0001')).toBe('missing');

    notified.length = 0;
    const back = await payInBrowser(url);
    expect(back.pathname).toBe('/paySuccess');
    expect(alipay.verifyReturn(Object.fromEntries(back.searchParams))).toBe(true);
    await until(() => notified.length === 1);
    const params = notified[0] ?? {};
    const note = alipay.verifyNotify(params);
    expect(note).toMatchObject({
      outTradeNo: 'KSAADP0001',
      tradeStatus: 'TRADE_SUCCESS',
      totalAmount: '138.00',
      amountFen: 13800,
      appId: cfg.appId,
      sellerId: cfg.sellerId,
      refundFee: null,
    });
    const query = await alipay.queryTrade('KSAADP0001');
    expect(query).toMatchObject({ state: 'TRADE_SUCCESS', amountFen: 13800, tradeNo: note.tradeNo });
    expect(query.paidAt?.getTime()).toBe(note.paidAt?.getTime());
    expect(await alipay.closeTrade('KSAADP0001')).toBe('paid');

    expect(failure(() => alipay.verifyNotify({ ...params, total_amount: '0.01' })).code).toBe('SIGN_INVALID');
    expect(failure(() => alipay.verifyNotify({ ...params, sign: undefined })).code).toBe('SIGN_INVALID');
    expect(failure(() => createAlipayClient({ ...cfg, appId: '2021000000000009' }).verifyNotify(params)).code).toBe(
      'APP_ID_MISMATCH',
    );
    expect(failure(() => createAlipayClient({ ...cfg, sellerId: '2088000000000009' }).verifyNotify(params)).code).toBe(
      'SELLER_MISMATCH',
    );
  });

  it('refunds once per out_request_no and reports the refund notification', async () => {
    const alipay = createAlipayClient(cfg);
    await payInBrowser(
      alipay.pagePayUrl({
        outTradeNo: 'KSAADP0002',
        subject: '续费',
        totalAmount: '69.00',
        returnUrl: 'http://127.0.0.1:9/r',
        notifyUrl,
      }),
    );
    notified.length = 0;
    const refund = { outTradeNo: 'KSAADP0002', refundAmount: '20.00', outRequestNo: 'RF1', reason: '测试' };
    expect(await alipay.refund(refund)).toMatchObject({ refundFee: '20.00', fundChange: true });
    expect(await alipay.refund(refund)).toMatchObject({ refundFee: '20.00', fundChange: false });
    await expect(alipay.refund({ ...refund, outRequestNo: 'RF2', refundAmount: '50.00' })).rejects.toMatchObject({
      code: '40004',
      subCode: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
    });
    await until(() => notified.some((p) => p.refund_fee === '20.00'));
    const note = alipay.verifyNotify(notified.find((p) => p.refund_fee === '20.00') ?? {});
    expect(note).toMatchObject({ tradeStatus: 'TRADE_SUCCESS', refundFee: '20.00' });
  });

  it('closes a scanned, unpaid trade (WAIT_BUYER_PAY); the cashier and a new page request then refuse it', async () => {
    const alipay = createAlipayClient(cfg);
    const input = {
      outTradeNo: 'KSAADP0004',
      subject: '续费',
      totalAmount: '69.00',
      returnUrl: 'http://127.0.0.1:9/r',
      notifyUrl,
    };
    const toCashier = await fetch(alipay.pagePayUrl(input), { redirect: 'manual' });
    const token = new URL(toCashier.headers.get('location') ?? '', base).searchParams.get('token') ?? '';
    const scanned = await fetch(`${base}/alipay/cashier/scan`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    });
    expect(await scanned.text()).toContain('已扫码');
    expect(await alipay.queryTrade('KSAADP0004')).toMatchObject({
      state: 'WAIT_BUYER_PAY',
      amountFen: 6900,
      paidAt: null,
    });
    expect(await alipay.closeTrade('KSAADP0004')).toBe('closed');
    expect(await alipay.closeTrade('KSAADP0004')).toBe('closed');
    expect((await alipay.queryTrade('KSAADP0004')).state).toBe('TRADE_CLOSED');
    const pay = await fetch(`${base}/alipay/cashier/pay`, { method: 'POST', body: new URLSearchParams({ token }) });
    expect(await pay.text()).toContain('已支付或已关闭');
    const again = await fetch(alipay.pagePayUrl(input), { redirect: 'manual' });
    expect(await again.text()).toContain('ACQ.TRADE_HAS_CLOSE');
  });

  it('refuses to sign a malformed amount and surfaces a bad answer signature', async () => {
    const alipay = createAlipayClient(cfg);
    expect(() =>
      alipay.pagePayUrl({
        outTradeNo: 'KSAADP0003',
        subject: 's',
        totalAmount: '1.234',
        returnUrl: 'http://x/r',
        notifyUrl,
      }),
    ).toThrow(AlipayError);
    // Answers checked against another Alipay public key: the SDK's validateSign must refuse the genuine signature.
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const otherKey = createAlipayClient({ ...cfg, alipayPublicKey: publicKey });
    await expect(otherKey.queryTrade('KSAADP0001')).rejects.toThrow(/验签失败/);
  });
});
