import formbody from '@fastify/formbody';
import { alipayPlugin } from '@ksa/sandbox/alipay/alipay-plugin';
import { createInbox } from '@ksa/sandbox/sms/inbox';
import { AlipaySdk } from 'alipay-sdk';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ALIPAY } from './sandbox-credentials.js';

// The sandbox driven by the official alipay-sdk: requests are signed by the SDK, answers verified by it
// (validateSign), notifications and return parameters checked with its checkNotifySign / checkNotifySignV2.
const sandbox = Fastify();
const merchant = Fastify();
const notified: Record<string, string>[] = [];
let answerFailures = 0;
let base = '';
let merchantBase = '';

const sdk = (privateKey: string = SANDBOX_ALIPAY.appPrivateKey) =>
  new AlipaySdk({
    appId: SANDBOX_ALIPAY.appId,
    privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: SANDBOX_ALIPAY.alipayPublicKey,
    gateway: `${base}/alipay/gateway.do`,
  });

const biz = (outTradeNo: string, totalAmount = '69.00') => ({
  outTradeNo,
  totalAmount,
  subject: '跨境卖家助手-续费1个月',
  productCode: 'FAST_INSTANT_TRADE_PAY',
});

/** Follows the gateway's redirect to the cashier like a browser; returns the cashier's token. */
const openCashier = async (res: Response): Promise<string> => {
  expect(res.status).toBe(302);
  const cashier = new URL(res.headers.get('location') ?? '', base);
  const page = await (await fetch(cashier)).text();
  expect(page).toContain('确认付款');
  return cashier.searchParams.get('token') ?? '';
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(check()).toBe(true);
};

beforeAll(async () => {
  sandbox.register(formbody);
  sandbox.register(alipayPlugin({ now: Date.now, inbox: createInbox() }, { timeFactor: 2000 }));
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  merchant.register(formbody);
  merchant.post('/pay/alipay-notify', async (req) => {
    notified.push(req.body as Record<string, string>);
    if (answerFailures > 0) {
      answerFailures--;
      return 'fail';
    }
    return 'success';
  });
  merchantBase = await merchant.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.close();
  await merchant.close();
});

describe('Alipay sandbox with alipay-sdk', () => {
  it('answers ACQ.TRADE_NOT_EXIST for query and close before the buyer pays, signed as the SDK verifies', async () => {
    const alipay = sdk();
    alipay.pageExecute('alipay.trade.page.pay', 'GET', { bizContent: biz('KSAALI0001') });
    const query = await alipay.exec(
      'alipay.trade.query',
      { bizContent: { outTradeNo: 'KSAALI0001' } },
      { validateSign: true },
    );
    expect(query).toMatchObject({ code: '40004', subCode: 'ACQ.TRADE_NOT_EXIST' });
    const close = await alipay.exec(
      'alipay.trade.close',
      { bizContent: { outTradeNo: 'KSAALI0001' } },
      { validateSign: true },
    );
    expect(close).toMatchObject({ code: '40004', subCode: 'ACQ.TRADE_NOT_EXIST' });
  });

  it('refuses a request signed with another key (isv.invalid-signature) and the SDK refuses a tampered answer', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const wrong = await sdk(privateKey).exec(
      'alipay.trade.query',
      { bizContent: { outTradeNo: 'X1' } },
      { validateSign: true },
    );
    expect(wrong).toMatchObject({ code: '40002', subCode: 'isv.invalid-signature' });

    const alipay = sdk();
    const signedQuery = alipay.sdkExecute('alipay.trade.query', { bizContent: { outTradeNo: 'X1' } });
    const raw = await fetch(`${base}/alipay/gateway.do?${signedQuery}`).then((r) => r.text());
    const { sign } = JSON.parse(raw) as { sign: string };
    const key = 'alipay_trade_query_response';
    expect(() => alipay.checkResponseSign(raw, key, sign, '')).not.toThrow();
    const tampered = raw.replace('ACQ.TRADE_NOT_EXIST', 'ACQ.SYSTEM_ERROR');
    expect(() => alipay.checkResponseSign(tampered, key, sign, '')).toThrow(/验签失败/);
  });

  it('pays by page pay (GET URL): cashier, signed return to return_url, notify retried until "success"', async () => {
    const alipay = sdk();
    const url = alipay.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: biz('KSAALI0002'),
      notifyUrl: `${merchantBase}/pay/alipay-notify`,
      returnUrl: 'http://127.0.0.1:9/paySuccess',
    });
    const token = await openCashier(await fetch(url, { redirect: 'manual' }));
    answerFailures = 1;
    notified.length = 0;
    const paid = await fetch(`${base}/alipay/cashier/pay`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.pathname).toBe('/paySuccess');
    const returned = Object.fromEntries(back.searchParams);
    expect(returned).toMatchObject({
      out_trade_no: 'KSAALI0002',
      total_amount: '69.00',
      method: 'alipay.trade.page.pay.return',
    });
    expect(alipay.checkNotifySign(returned)).toBe(true);

    await until(() => notified.length === 2);
    const notify = notified[1] ?? {};
    expect(notify).toMatchObject({
      trade_status: 'TRADE_SUCCESS',
      out_trade_no: 'KSAALI0002',
      app_id: SANDBOX_ALIPAY.appId,
      seller_id: SANDBOX_ALIPAY.sellerId,
    });
    expect(alipay.checkNotifySignV2(notify)).toBe(true);
    expect(alipay.checkNotifySignV2({ ...notify, total_amount: '0.01' })).toBe(false);

    const query = await alipay.exec(
      'alipay.trade.query',
      { bizContent: { outTradeNo: 'KSAALI0002' } },
      { validateSign: true },
    );
    expect(query).toMatchObject({ code: '10000', tradeStatus: 'TRADE_SUCCESS', totalAmount: '69.00' });
    const close = await alipay.exec(
      'alipay.trade.close',
      { bizContent: { outTradeNo: 'KSAALI0002' } },
      { validateSign: true },
    );
    expect(close).toMatchObject({ code: '40004', subCode: 'ACQ.TRADE_STATUS_ERROR' });
  });

  it('accepts the POST form page pay, then refunds once per out_request_no and refuses more than paid', async () => {
    const alipay = sdk();
    const form = alipay.pageExecute('alipay.trade.page.pay', 'POST', { bizContent: biz('KSAALI0003', '138') });
    const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], (m[2] ?? '').replaceAll('&quot;', '"')]),
    );
    const res = await fetch(action.replaceAll('&amp;', '&'), {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    const token = await openCashier(res);
    await fetch(`${base}/alipay/cashier/pay`, { method: 'POST', body: new URLSearchParams({ token }) });

    const refund = () =>
      alipay.exec(
        'alipay.trade.refund',
        { bizContent: { outTradeNo: 'KSAALI0003', refundAmount: '138.00', outRequestNo: 'R1' } },
        { validateSign: true },
      );
    expect(await refund()).toMatchObject({ code: '10000', fundChange: 'Y', refundFee: '138.00' });
    expect(await refund()).toMatchObject({ code: '10000', fundChange: 'N', refundFee: '138.00' });
    const more = await alipay.exec(
      'alipay.trade.refund',
      { bizContent: { outTradeNo: 'KSAALI0003', refundAmount: '1.00', outRequestNo: 'R2' } },
      { validateSign: true },
    );
    expect(more).toMatchObject({ code: '40004', subCode: 'ACQ.TRADE_STATUS_ERROR' });
    const q = await alipay.exec(
      'alipay.trade.query',
      { bizContent: { outTradeNo: 'KSAALI0003' } },
      { validateSign: true },
    );
    expect(q.tradeStatus).toBe('TRADE_CLOSED');
  });

  it('shows an error page for a page pay with a bad signature or amount instead of a cashier', async () => {
    const alipay = sdk();
    const url = new URL(alipay.pageExecute('alipay.trade.page.pay', 'GET', { bizContent: biz('KSAALI0004') }));
    url.searchParams.set(
      'biz_content',
      JSON.stringify({ ...JSON.parse(url.searchParams.get('biz_content') ?? '{}'), total_amount: '0.01' }),
    );
    const tampered = await fetch(url, { redirect: 'manual' });
    expect(tampered.status).toBe(200);
    expect(await tampered.text()).toContain('isv.invalid-signature');
    const bad = alipay.pageExecute('alipay.trade.page.pay', 'GET', { bizContent: biz('KSAALI0005', '1.001') });
    expect(await (await fetch(bad, { redirect: 'manual' })).text()).toContain('total_amount参数不合法');
  });
});
