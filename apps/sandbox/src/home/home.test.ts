import { describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';

describe('home', () => {
  it('reports health', async () => {
    const app = buildSandbox();
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('lists the services with links built from the request host', async () => {
    const app = buildSandbox();
    const res = await app.inject({ method: 'GET', url: '/?code=abc&state=<x>', headers: { host: 'localhost:8090' } });
    expect(res.headers['content-type']).toContain('text/html');
    for (const text of [
      '阿里云短信',
      'href="/sms"',
      'http://localhost:8090/aliyun-sms/',
      '/connect/qrconnect?appid=wx-sandbox-app',
    ]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain('state=<code>&lt;x&gt;</code>');
    // Both payments work in the sandbox (they were listed as 规划中): the page says how to pay each.
    expect(res.body).not.toContain('规划中');
    expect(res.body).toContain('action="/wechatpay/scan"');
    expect(res.body).toContain('扫码支付');
    expect(res.body).toContain('确认付款');
    await app.close();
  });
});
