import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { createInbox } from './inbox.js';
import { fakeClock, signedSendSms, T0, toQuery } from './sms-test-kit.js';

const clock = fakeClock();
let app: ReturnType<typeof buildSandbox>;

beforeEach(() => {
  clock.set(T0);
  app = buildSandbox({ now: clock.now });
});
afterEach(() => app.close());

type TSend = Parameters<typeof signedSendSms>[0];
const send = async (input: Omit<TSend, 'now'> = {}) => {
  const res = await app.inject({
    method: 'GET',
    url: `/aliyun-sms/?${toQuery(signedSendSms({ now: clock.now(), ...input }))}`,
  });
  return { status: res.statusCode, ...res.json() };
};
const inbox = async (query = '') => (await app.inject({ method: 'GET', url: `/sms/messages${query}` })).json();

describe('SendSms business checks (HTTP 200, Code ≠ OK)', () => {
  it.each([
    [{ phone: '12345' }, 'isv.MOBILE_NUMBER_ILLEGAL'],
    [{ phone: '13800138000,123' }, 'isv.MOBILE_NUMBER_ILLEGAL'],
    [{ overrides: { SignName: '别人的签名' } }, 'isv.SMS_SIGNATURE_ILLEGAL'],
    [{ overrides: { TemplateCode: 'SMS_000' } }, 'isv.SMS_TEMPLATE_ILLEGAL'],
    [{ overrides: { TemplateParam: 'not json' } }, 'isv.TEMPLATE_MISSING_PARAMETERS'],
    [{ overrides: { TemplateParam: '{"other":"1"}' } }, 'isv.TEMPLATE_MISSING_PARAMETERS'],
    [{ overrides: { TemplateParam: undefined } }, 'isv.TEMPLATE_MISSING_PARAMETERS'],
    [{ overrides: { TemplateParam: '{"code":123456}' } }, 'isv.INVALID_JSON_PARAM'],
  ] as const)('%o → %s', async (input, code) => {
    const body = await send(input);
    expect(body).toMatchObject({ status: 200, Code: code });
    expect(body.BizId).toBeUndefined();
    expect(await inbox()).toEqual([]);
  });

  it('requires PhoneNumbers, SignName and TemplateCode', async () => {
    const body = await send({ overrides: { SignName: undefined } });
    expect(body).toMatchObject({ status: 400, Code: 'MissingSignName' });
  });

  it('accepts +86 numbers and stores the bare number', async () => {
    expect((await send({ phone: '+8613900139000' })).Code).toBe('OK');
    expect((await inbox('?phone=139 0013 9000'))[0].phone).toBe('13900139000');
  });
});

describe('flow control', () => {
  it('allows one message per minute per phone and template', async () => {
    expect((await send()).Code).toBe('OK');
    expect(await send()).toMatchObject({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' });
    expect((await send({ phone: '13900139000' })).Code).toBe('OK');
    clock.advance(60_000);
    expect((await send()).Code).toBe('OK');
    expect(await inbox('?phone=13800138000')).toHaveLength(2);
  });

  it('allows 5 per hour and 10 per day per phone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send()).Code).toBe('OK');
      clock.advance(61_000);
    }
    expect((await send()).Message).toBe('触发小时级流控Permits:5');
    clock.advance(60 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await send()).Code).toBe('OK');
      clock.advance(61_000);
    }
    clock.advance(60 * 60_000);
    expect((await send()).Message).toBe('触发天级流控Permits:10');
    expect(await inbox()).toHaveLength(10);
  });

  it('is reset together with the inbox by DELETE /sms/messages', async () => {
    expect((await send()).Code).toBe('OK');
    expect((await app.inject({ method: 'DELETE', url: '/sms/messages' })).statusCode).toBe(204);
    expect(await inbox()).toEqual([]);
    expect((await send()).Code).toBe('OK');
  });
});

describe('inbox', () => {
  it('lists newest first and drops the oldest past the cap', () => {
    const box = createInbox(2);
    for (const code of ['1111', '2222', '3333']) {
      box.add({ phone: '13800138000', text: code, code, sentAt: new Date(T0).toISOString() });
    }
    expect(box.list().map((m) => m.code)).toEqual(['3333', '2222']);
  });

  it('renders the HTML page with escaped content', async () => {
    await send({ code: '246810' });
    const res = await app.inject({ method: 'GET', url: '/sms?phone=<b>' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&lt;b&gt;');
    expect(res.body).not.toContain('<b>');
    const all = await app.inject({ method: 'GET', url: '/sms' });
    expect(all.body).toContain('246810');
    expect(all.body).toContain('短信收件箱');
  });
});
