import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type THarness } from '../harness.js';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

const expectBaseHeaders = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
  expect(directive(csp, 'script-src')).toContain("'self'");
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBeUndefined();
  return csp;
};

/** Fault 6: security headers on HTML pages and API replies; HSTS only over TLS. */
describe('[EDGE] security headers', () => {
  let h: THarness;
  let proxied: THarness;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'ksa-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    h = await startHarness('pglite', {
      webDist,
      mqttPublicUrl: 'wss://mqtt.example.com:8084/mqtt',
      alipayGatewayUrl: 'https://openapi.alipay.com/gateway.do',
    });
    proxied = await startHarness('pglite', { trustProxy: true });
  });
  afterAll(async () => {
    await h?.close();
    await proxied?.close();
  });

  it('on the web app page: CSP allowing the WeChat QR frame, Alipay and the MQTT broker', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = expectBaseHeaders(res.headers);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", h.sandboxUrl, 'https://openapi.alipay.com']);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'wss://mqtt.example.com:8084',
      'https://mqtt.example.com:8084',
      // The desktop helper on the seller's own computer: local websocket and proxy.
      'ws://127.0.0.1:36187',
      'http://127.0.0.1:36186',
    ]);
    expect(directive(csp, 'style-src')).toContain("'unsafe-inline'");
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'https://openapi.alipay.com']);
  });

  it('on API replies and on the OAuth callback pages', async () => {
    expectBaseHeaders((await h.app.inject({ method: 'GET', url: '/api/auth/visitor' })).headers);
    expectBaseHeaders((await h.app.inject({ method: 'POST', url: '/api/order/getUserInfo' })).headers);
    expectBaseHeaders((await h.app.inject({ method: 'GET', url: '/api/auth/wechat/callback?code=x&state=y' })).headers);
  });

  it("allows exactly the Shein popup page's inline close script, by hash", async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/shein/auth/callback' });
    const script = /<script>(.*?)<\/script>/.exec(res.body)?.[1];
    expect(script).toBeTruthy();
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    expect(directive(String(res.headers['content-security-policy']), 'script-src')).toEqual(["'self'", hash]);
  });

  it('HSTS only when the request came over TLS through a trusted proxy', async () => {
    const viaTls = await proxied.app.inject({
      method: 'GET',
      url: '/api/auth/visitor',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ method: 'GET', url: '/api/auth/visitor' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim https for itself.
    const spoofed = await h.app.inject({
      method: 'GET',
      url: '/api/auth/visitor',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
