import formbody from '@fastify/formbody';
import { createInbox } from '@ksa/sandbox/sms/inbox';
import { wechatpayPlugin } from '@ksa/sandbox/wechatpay/wechatpay-plugin';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatPayClient } from './wechatpay-client.js';
import { loadWechatPayConfig, type TWechatPayConfig } from './wechatpay-config.js';
import { verifyAndDecryptNotification } from './wechatpay-notify.js';
import { WechatPayError } from './wechatpay-types.js';

// The adapter against the sandbox over HTTP, with the sandbox defaults loadWechatPayConfig gives.
const sandbox = Fastify();
const receiver = Fastify();
type TReceived = { headers: Record<string, string | string[] | undefined>; body: string };
const received: TReceived[] = [];
let cfg: TWechatPayConfig;
let notifyUrl = '';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(check()).toBe(true);
};

const rejection = (fn: () => unknown): WechatPayError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof WechatPayError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a WechatPayError');
};

const payOnPhone = async (codeUrl: string, base: string) => {
  const pr = new URL(codeUrl).searchParams.get('pr') ?? '';
  const res = await fetch(`${base}/wechatpay/scan/pay`, { method: 'POST', body: new URLSearchParams({ pr }) });
  expect(await res.text()).toContain('支付成功');
};

let base = '';
beforeAll(async () => {
  sandbox.register(formbody);
  sandbox.register(wechatpayPlugin({ now: Date.now, inbox: createInbox() }, { timeFactor: 1000, refundSettleMs: 5 }));
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  receiver.post('/api/pay/wechat/notify', async (req, reply) => {
    received.push({ headers: req.headers, body: String(req.body) });
    return reply.code(204).send();
  });
  notifyUrl = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/api/pay/wechat/notify`;
  cfg = loadWechatPayConfig({ SANDBOX_URL: base });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('WeChat Pay adapter', () => {
  it('loads the sandbox merchant by default and refuses half a production configuration', () => {
    expect(cfg).toMatchObject({ baseUrl: `${base}/wechatpay/`, mchid: '1900000109', appid: 'wx-sandbox-app' });
    expect(() => loadWechatPayConfig({ WECHATPAY_MCHID: '1230000109' })).toThrow(/WECHATPAY_APIV3_KEY/);
  });

  it('orders, pays, verifies and decrypts the notification, and rejects probes, replays and tampering', async () => {
    const wx = createWechatPayClient(cfg);
    const expireAt = new Date(Date.now() + 30 * 60_000);
    const { codeUrl } = await wx.createNativeOrder({
      outTradeNo: 'KSA-A-0001',
      description: '跨境卖家助手-续费',
      amountFen: 13800,
      notifyUrl,
      expireAt,
    });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(await wx.queryOrder('KSA-A-0001')).toMatchObject({ state: 'NOTPAY', amountFen: 13800, transactionId: null });
    expect(await wx.queryOrder('KSA-A-NONE')).toBeNull();

    received.length = 0;
    await payOnPhone(codeUrl, base);
    await until(() => received.length === 2);
    const [probe, real] = received as [TReceived, TReceived];
    expect(rejection(() => wx.verifyAndDecryptNotification(probe.headers, probe.body)).code).toBe('SIGN_TEST');

    const note = wx.verifyAndDecryptNotification(real.headers, real.body);
    expect(note.eventType).toBe('TRANSACTION.SUCCESS');
    expect(note.transaction).toMatchObject({
      outTradeNo: 'KSA-A-0001',
      state: 'SUCCESS',
      amountFen: 13800,
      currency: 'CNY',
      mchid: '1900000109',
      appid: 'wx-sandbox-app',
    });
    expect(note.transaction?.transactionId).toMatch(/^4200\d{24}$/);
    const queried = await wx.queryOrder('KSA-A-0001');
    expect(queried).toMatchObject({ state: 'SUCCESS', transactionId: note.transaction?.transactionId });
    expect(queried?.paidAt?.getTime()).toBe(note.transaction?.paidAt?.getTime());

    const sixMinutesLater = Date.now() + 6 * 60_000;
    expect(rejection(() => verifyAndDecryptNotification(cfg, real.headers, real.body, sixMinutesLater)).code).toBe(
      'TIMESTAMP_EXPIRED',
    );
    const tampered = real.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ');
    expect(rejection(() => wx.verifyAndDecryptNotification(real.headers, tampered)).code).toBe('SIGN_ERROR');
    expect(
      rejection(() =>
        wx.verifyAndDecryptNotification({ ...real.headers, 'wechatpay-serial': 'PUB_KEY_ID_X' }, real.body),
      ).code,
    ).toBe('SERIAL_UNKNOWN');
    expect(
      rejection(() => verifyAndDecryptNotification({ ...cfg, mchid: '1230000109' }, real.headers, real.body)).code,
    ).toBe('MCHID_MISMATCH');
    expect(
      rejection(() => verifyAndDecryptNotification({ ...cfg, appid: 'wx-other' }, real.headers, real.body)).code,
    ).toBe('APPID_MISMATCH');
    expect(
      rejection(() =>
        verifyAndDecryptNotification({ ...cfg, apiV3Key: 'ksaSandboxApiV3Key0123456789abcX' }, real.headers, real.body),
      ).code,
    ).toBe('DECRYPT_ERROR');
  });

  it('closes unpaid orders, reports paid and unknown ones, refunds once per out_refund_no', async () => {
    const wx = createWechatPayClient(cfg);
    const { codeUrl } = await wx.createNativeOrder({
      outTradeNo: 'KSA-A-0002',
      description: '续费',
      amountFen: 6900,
      notifyUrl,
    });
    expect(await wx.closeOrder('KSA-A-0002')).toBe('closed');
    expect(await wx.closeOrder('KSA-A-0002')).toBe('closed');
    expect((await wx.queryOrder('KSA-A-0002'))?.state).toBe('CLOSED');
    expect(await wx.closeOrder('KSA-A-0001')).toBe('paid');
    expect(await wx.closeOrder('KSA-A-NONE')).toBe('missing');
    const scan = await (await fetch(`${base}/wechatpay/scan?pr=${new URL(codeUrl).searchParams.get('pr')}`)).text();
    expect(scan).toContain('订单已关闭');

    await expect(
      wx.createNativeOrder({ outTradeNo: 'KSA-A-0001', description: '续费', amountFen: 1, notifyUrl }),
    ).rejects.toMatchObject({ code: 'ORDERPAID', status: 400 });
    await wx.createNativeOrder({ outTradeNo: 'KSA-A-0003', description: '续费', amountFen: 6900, notifyUrl });
    await expect(
      wx.createNativeOrder({ outTradeNo: 'KSA-A-0003', description: '续费', amountFen: 100, notifyUrl }),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST', status: 400 });

    const refund = {
      outTradeNo: 'KSA-A-0001',
      outRefundNo: 'KSA-R-0001',
      refundFen: 13800,
      totalFen: 13800,
      notifyUrl,
    };
    expect(await wx.refund(refund)).toMatchObject({ status: 'PROCESSING', amountFen: 13800 });
    expect((await wx.refund(refund)).outRefundNo).toBe('KSA-R-0001');
    const isRefund = (r: TReceived) =>
      r.body.includes('REFUND.SUCCESS') && !String(r.headers['wechatpay-signature']).startsWith('WECHATPAY/SIGNTEST/');
    await until(() => received.some(isRefund));
    const refundNote = received.find(isRefund) as TReceived;
    const decoded = wx.verifyAndDecryptNotification(refundNote.headers, refundNote.body);
    expect(decoded).toMatchObject({
      eventType: 'REFUND.SUCCESS',
      transaction: null,
      resource: { out_refund_no: 'KSA-R-0001' },
    });
    expect(await wx.queryRefund('KSA-R-0001')).toMatchObject({ status: 'SUCCESS', amountFen: 13800 });
    expect(await wx.queryRefund('KSA-R-NONE')).toBeNull();
    expect((await wx.queryOrder('KSA-A-0001'))?.state).toBe('REFUND');
  });
});
