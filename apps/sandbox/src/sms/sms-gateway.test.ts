import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { ALIYUN_RPC_EXAMPLE } from './aliyun-rpc-example.js';
import { fakeClock, signedSendSms, T0, toQuery } from './sms-test-kit.js';

const clock = fakeClock();
let app: ReturnType<typeof buildSandbox>;

beforeEach(() => {
  clock.set(T0);
  app = buildSandbox({ now: clock.now });
});
afterEach(() => app.close());

const sendGet = (params: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/aliyun-sms/?${toQuery(params)}` });
const inbox = async (phone?: string) =>
  (await app.inject({ method: 'GET', url: `/sms/messages${phone ? `?phone=${phone}` : ''}` })).json();

describe('Aliyun SMS gateway checks', () => {
  it('accepts a signed GET and delivers it to the inbox', async () => {
    const res = await sendGet(signedSendSms({ now: clock.now(), phone: '13800138000', code: '654321' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Code: 'OK', Message: 'OK' });
    expect(body.BizId).toMatch(/^\d+\^0$/);
    expect(body.RequestId).toMatch(/^[0-9A-F-]{36}$/);
    expect(await inbox('13800138000')).toEqual([
      {
        phone: '13800138000',
        code: '654321',
        text: '【跨境卖家助手】您的验证码为：654321，5分钟内有效，请勿泄露于他人！',
        sentAt: new Date(T0).toISOString(),
      },
    ]);
  });

  it('accepts a signed form POST, also without the trailing slash', async () => {
    const params = signedSendSms({ now: clock.now(), method: 'POST' });
    const res = await app.inject({
      method: 'POST',
      url: '/aliyun-sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toQuery(params),
    });
    expect(res.json()).toMatchObject({ Code: 'OK' });
    expect(await inbox()).toHaveLength(1);
  });

  it('accepts the official example request and answers in XML', async () => {
    clock.set(Date.parse('2017-07-12T02:42:19Z'));
    const official = { ...ALIYUN_RPC_EXAMPLE.params, Signature: ALIYUN_RPC_EXAMPLE.signature };
    const res = await sendGet(official);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain('<Code>OK</Code>');
    expect((await inbox('15300000001'))[0]).toMatchObject({ code: null, text: expect.stringContaining('尊敬的test') });
  });

  it('rejects a wrong signature and stores nothing', async () => {
    const res = await sendGet(signedSendSms({ now: clock.now(), secret: 'not-the-secret' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'SignatureDoesNotMatch', HostId: 'dysmsapi.aliyuncs.com' });
    expect(res.json().Message).toContain('server string to sign is:GET&%2F&AccessKeyId');
    expect(res.json().Recommend).toContain('SignatureDoesNotMatch');
    expect(await inbox()).toEqual([]);
  });

  it('rejects a request signed for POST but sent as GET', async () => {
    const res = await sendGet(signedSendSms({ now: clock.now(), method: 'POST' }));
    expect(res.json().Code).toBe('SignatureDoesNotMatch');
  });

  it('rejects an unknown AccessKeyId with 404', async () => {
    const res = await sendGet(signedSendSms({ now: clock.now(), overrides: { AccessKeyId: 'nobody' } }));
    expect(res.statusCode).toBe(404);
    expect(res.json().Code).toBe('InvalidAccessKeyId.NotFound');
    expect(await inbox()).toEqual([]);
  });

  it('rejects timestamps more than 15 minutes off, either way, and malformed ones', async () => {
    for (const offset of [-15 * 60_000 - 1000, 15 * 60_000 + 1000]) {
      const res = await sendGet(signedSendSms({ now: clock.now() + offset }));
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe('InvalidTimeStamp.Expired');
    }
    const ok = await sendGet(signedSendSms({ now: clock.now() - 14 * 60_000 }));
    expect(ok.json().Code).toBe('OK');
    for (const Timestamp of ['2025-03-01 08:00:00', '2025-03-01T08:00:00+08:00', '2025-02-30T08:00:00Z']) {
      const res = await sendGet(signedSendSms({ now: clock.now(), phone: '13900139000', overrides: { Timestamp } }));
      expect(res.json().Code).toBe('InvalidTimeStamp.Format');
    }
    expect(await inbox()).toHaveLength(1);
  });

  it('rejects a replayed SignatureNonce and stores the message once', async () => {
    const params = signedSendSms({ now: clock.now() });
    expect((await sendGet(params)).json().Code).toBe('OK');
    clock.advance(2 * 60_000); // past flow control, inside the 15-minute window
    const again = await sendGet({ ...params });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('SignatureNonceUsed');
    expect(await inbox()).toHaveLength(1);
  });

  it('names the first missing common parameter', async () => {
    for (const name of ['AccessKeyId', 'Signature', 'Timestamp', 'SignatureNonce', 'Version', 'Action']) {
      const params = signedSendSms({ now: clock.now() });
      delete params[name];
      const res = await sendGet(params);
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe(`Missing${name}`);
    }
  });

  it('checks Action, Version and the signature method', async () => {
    const cases = [
      [{ Action: 'QuerySendDetails' }, 404, 'InvalidAction.NotFound'],
      [{ Version: '2018-01-01' }, 400, 'InvalidVersion'],
      [{ SignatureMethod: 'HMAC-SHA256' }, 400, 'InvalidSignatureMethod'],
      [{ SignatureVersion: '2.0' }, 400, 'InvalidSignatureVersion'],
    ] as const;
    for (const [overrides, status, code] of cases) {
      const res = await sendGet(signedSendSms({ now: clock.now(), overrides }));
      expect([res.statusCode, res.json().Code]).toEqual([status, code]);
    }
  });

  it('answers a gateway error in XML when Format=XML', async () => {
    const res = await sendGet(signedSendSms({ now: clock.now(), secret: 'x', overrides: { Format: 'XML' } }));
    expect(res.body).toMatch(/^<\?xml.*<Error>.*<Code>SignatureDoesNotMatch<\/Code>/);
  });
});
