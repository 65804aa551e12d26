import { buildSandbox } from '@ksa/sandbox/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAliyunSmsSender, SmsSendError } from './sms/sms-sender.js';
import { createWechatOAuth, WechatOAuthError } from './wechat/wechat-oauth.js';

// The adapters talk to the real sandbox over HTTP: they and the sandbox agree only through the protocols.
const sandbox = buildSandbox();
let base = '';

beforeAll(async () => {
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${base}/sms/messages`, { method: 'DELETE' });
});

const smsConfig = () => ({
  endpoint: `${base}/aliyun-sms/`,
  accessKeyId: 'sandbox-ak',
  accessKeySecret: 'sandbox-secret',
  signName: '跨境卖家助手',
  templateCode: 'SMS_LOGIN_0001',
});

type TInboxMessage = { phone: string; text: string; code: string | null; sentAt: string };
const inbox = async (phone: string) =>
  (await (await fetch(`${base}/sms/messages?phone=${phone}`)).json()) as TInboxMessage[];

const sendError = async (promise: Promise<unknown>): Promise<SmsSendError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
};

describe('Aliyun SMS sender against the sandbox', () => {
  it('delivers the code to the inbox', async () => {
    const { bizId } = await createAliyunSmsSender(smsConfig()).send({ phone: '13800138001', code: '135790' });
    expect(bizId).toBeTruthy();
    const [message] = await inbox('13800138001');
    expect(message).toMatchObject({ phone: '13800138001', code: '135790' });
    expect(message?.text).toContain('135790');
  });

  it('surfaces a wrong secret as SignatureDoesNotMatch without leaking the code', async () => {
    const sender = createAliyunSmsSender({ ...smsConfig(), accessKeySecret: 'wrong' });
    const error = await sendError(sender.send({ phone: '13800138002', code: '246801' }));
    expect(error.code).toBe('SignatureDoesNotMatch');
    expect(error.requestId).toBeTruthy();
    expect(error.message).not.toContain('246801');
    expect(await inbox('13800138002')).toEqual([]);
  });

  it('surfaces business refusals and flow control', async () => {
    const sender = createAliyunSmsSender(smsConfig());
    expect((await sendError(sender.send({ phone: '12345', code: '111111' }))).code).toBe('isv.MOBILE_NUMBER_ILLEGAL');
    await sender.send({ phone: '13800138003', code: '111111' });
    const limited = await sendError(sender.send({ phone: '13800138003', code: '222222' }));
    expect(limited.code).toBe('isv.BUSINESS_LIMIT_CONTROL');
  });

  it('reports transport failures and timeouts', async () => {
    const down = createAliyunSmsSender({ ...smsConfig(), endpoint: 'http://127.0.0.1:1/' });
    expect((await sendError(down.send({ phone: '13800138004', code: '1' }))).code).toBe('NetworkError');
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const slow = createAliyunSmsSender({ ...smsConfig(), fetch: hanging, timeoutMs: 20 });
    expect((await sendError(slow.send({ phone: '13800138004', code: '1' }))).code).toBe('Timeout');
  });
});

describe('WeChat OAuth against the sandbox', () => {
  const oauth = (appSecret = 'wx-sandbox-secret') =>
    createWechatOAuth({ openBaseUrl: `${base}/`, apiBaseUrl: base, appId: 'wx-sandbox-app', appSecret });

  // What the user's click on 确认登录 does inside the QR iframe.
  const scan = async (user: string) => {
    const url = new URL(oauth().qrConnectUrl('http://127.0.0.1:3000/api/auth/wechat/callback', 'st-42'));
    expect((await (await fetch(url)).text()).includes('确认登录')).toBe(true);
    const res = await fetch(`${base}/connect/qrconnect/confirm`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        appid: url.searchParams.get('appid') ?? '',
        redirect_uri: url.searchParams.get('redirect_uri') ?? '',
        state: url.searchParams.get('state') ?? '',
        user,
      }),
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.pathname).toBe('/api/auth/wechat/callback');
    expect(location.searchParams.get('state')).toBe('st-42');

    return location.searchParams.get('code') ?? '';
  };

  it('builds the qrconnect URL like WeChat documents it', () => {
    expect(oauth().qrConnectUrl('https://x.test/cb?a=1', 's')).toBe(
      `${base}/connect/qrconnect?appid=wx-sandbox-app&redirect_uri=https%3A%2F%2Fx.test%2Fcb%3Fa%3D1` +
        '&response_type=code&scope=snsapi_login&state=s#wechat_redirect',
    );
  });

  it('exchanges the code and reads the user', async () => {
    const token = await oauth().exchangeCode(await scan('zhangsan'));
    expect(token.openid).toMatch(/^o/);
    expect(token.unionid).toBeTruthy();
    const user = await oauth().getUserInfo(token.accessToken, token.openid);
    expect(user).toMatchObject({ openid: token.openid, unionid: token.unionid, nickname: '微信用户-张三' });
    expect(user.headimgurl).toContain('/wechat/avatar/');
  });

  it('throws WechatOAuthError for a reused code and a wrong secret', async () => {
    const code = await scan('lisi');
    await expect(oauth('wrong').exchangeCode(code)).rejects.toMatchObject({ errcode: 40125 });
    await oauth().exchangeCode(code);
    const reused = await oauth()
      .exchangeCode(code)
      .catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(WechatOAuthError);
    expect(reused).toMatchObject({ errcode: 40163 });
  });
});
