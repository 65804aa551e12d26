import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHelper } from './app.js';
import type { THelperConfig } from './config.js';
import type { TLog } from './log.js';

const ORIGIN = 'http://127.0.0.1:3000';
const quiet: TLog = { info: () => {}, warn: () => {}, file: '' };

let upstream: Server;
let upstreamSeen: { url: string; headers: Record<string, unknown> }[] = [];
let registrations: { auth: string | undefined; body: string }[] = [];
let helper: Awaited<ReturnType<typeof startHelper>>;
let dataDir: string;
let upstreamHost: string;

beforeAll(async () => {
  // Stands in for both an allowed marketplace host and the product server's device registration.
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.url === '/api/device/register') {
        registrations.push({ auth: req.headers.authorization, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: 'ok', data: { deviceId: 7, token: 'd'.repeat(43) } }));
        return;
      }
      if (req.url === '/api/device/heartbeat') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: 'ok', data: { deviceId: 7 } }));
        return;
      }
      upstreamSeen.push({ url: req.url ?? '', headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=leak' });
      res.end(JSON.stringify({ echoed: body }));
    });
  });
  await new Promise<void>((d) => upstream.listen(0, '127.0.0.1', d));
  upstreamHost = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'ksa-helper-test-'));
  const config: THelperConfig = {
    host: '127.0.0.1',
    proxyPort: 0,
    wsPort: 0,
    allowedOrigins: [ORIGIN],
    allowedTargets: [`http://${upstreamHost}`],
    serverUrl: `http://${upstreamHost}`,
    dataDir,
  };
  helper = await startHelper(config, { log: quiet });
});

afterAll(async () => {
  await helper.close();
  await new Promise((d) => upstream.close(d));
  rmSync(dataDir, { recursive: true, force: true });
});

const proxy = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`http://127.0.0.1:${helper.proxyPort}${path}`, {
    method: 'POST',
    ...init,
    headers: { origin: ORIGIN, ...init.headers },
  });

const local = async (path: string, body: unknown) => {
  const res = await proxy(path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return (await res.json()) as { code: number; msg: string; data: unknown };
};

describe('proxy (36186)', () => {
  it('refuses a host outside the allow-list and changes nothing upstream', async () => {
    upstreamSeen = [];
    const res = await proxy('/api/x', { headers: { 'target-host': 'evil.example.com' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 1, msg: 'target host not allowed' });
    const malformed = await proxy('/api/x', { headers: { 'target-host': `${upstreamHost}/@evil.com` } });
    expect(malformed.status).toBe(403);
    expect(upstreamSeen).toEqual([]);
  });

  it('refuses a foreign Origin and a request without one, even for an allowed host', async () => {
    upstreamSeen = [];
    const foreign = await proxy('/api/x', {
      headers: { origin: 'https://evil.example.com', 'target-host': upstreamHost },
    });
    expect(foreign.status).toBe(403);
    const none = await fetch(`http://127.0.0.1:${helper.proxyPort}/api/x`, {
      headers: { 'target-host': upstreamHost },
    });
    expect(none.status).toBe(403);
    const preflight = await proxy('/api/x', { method: 'OPTIONS', headers: { origin: 'https://evil.example.com' } });
    expect(preflight.status).toBe(403);
    expect(upstreamSeen).toEqual([]);
  });

  it('forwards an allowed host with the held seller session, without browser cookies or set-cookie', async () => {
    upstreamSeen = [];
    const set = await local('/local/setSellerSession', { host: upstreamHost, cookie: 'SUB_PASS_ID=abc', mallId: '42' });
    expect(set.code).toBe(0);
    const res = await proxy('/bg/upload?x=1', {
      body: 'payload',
      headers: { 'target-host': upstreamHost, cookie: 'browser=1', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ echoed: 'payload' });
    expect(upstreamSeen).toHaveLength(1);
    expect(upstreamSeen[0]?.url).toBe('/bg/upload?x=1');
    expect(upstreamSeen[0]?.headers.cookie).toBe('SUB_PASS_ID=abc');
    expect(upstreamSeen[0]?.headers.mallid).toBe('42');
    expect(upstreamSeen[0]?.headers.origin).toBeUndefined();
    expect(upstreamSeen[0]?.headers['target-host']).toBeUndefined();
  });

  it('refuses a session for a host outside the allow-list', async () => {
    expect((await local('/local/setSellerSession', { host: 'evil.example.com', cookie: 'x' })).code).toBe(1);
  });

  it('lists the e-commerce platforms it can reach', async () => {
    const r = await local('/local/getEcommercePlatforms', {});
    expect(r).toMatchObject({ code: 0, data: [{ host: upstreamHost, platform: 'other', hasSession: true }] });
  });
});

describe('websocket (36187)', () => {
  const open = (origin: string) => new WebSocket(`ws://127.0.0.1:${helper.wsPort}`, { origin });

  it('refuses a foreign Origin', async () => {
    const ws = open('https://evil.example.com');
    const outcome = await new Promise((d) => {
      ws.on('open', () => d('open'));
      ws.on('error', () => d('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('sends a status on connect, and after the token report registers the device and reports the uid', async () => {
    registrations = [];
    const ws = open(ORIGIN);
    const messages: Record<string, unknown>[] = [];
    const next = () => new Promise<Record<string, unknown>>((d) => ws.once('message', (m) => d(JSON.parse(String(m)))));
    const first = await next();
    messages.push(first);
    expect(first).toMatchObject({ type: 'status', uid: null, registered: false });
    ws.send(JSON.stringify({ type: 'token', sys_uid: '1001', inine_token: 't'.repeat(43) }));
    const second = await next();
    expect(second).toMatchObject({ type: 'status', uid: '1001', registered: true });
    expect(registrations).toHaveLength(1);
    expect(registrations[0]?.auth).toBe(`Bearer ${'t'.repeat(43)}`);
    expect(JSON.parse(registrations[0]?.body ?? '{}')).toMatchObject({ kind: 'helper' });
    // A second report finds the stored device alive (heartbeat) and does not register again.
    ws.send(JSON.stringify({ type: 'token', sys_uid: '1001', inine_token: 't'.repeat(43) }));
    expect(await next()).toMatchObject({ uid: '1001', registered: true });
    expect(registrations).toHaveLength(1);
    ws.send(JSON.stringify({ type: 'token', sys_uid: '../x', inine_token: 'short' }));
    expect(await next()).toMatchObject({ type: 'error' });
    ws.close();
  });
});

describe('image folders', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');

  it("answers 'folder does not exist' for a folder never created", async () => {
    expect(await local('/local/getCustomImageList', { uid: '1001', folder: 'sku-1' })).toEqual({
      code: 1,
      msg: 'folder does not exist',
      data: null,
    });
  });

  it('saves, lists and deletes images of one user folder', async () => {
    for (const name of ['a.png', 'b.jpg']) {
      const res = await proxy(`/local/saveCustomImage?uid=1001&folder=sku-1&name=${name}`, { body: png });
      expect(((await res.json()) as { code: number }).code).toBe(0);
    }
    const listed = await local('/local/getCustomImageList', { uid: '1001', folder: 'sku-1' });
    expect(listed.data).toMatchObject({
      images: [
        { name: 'a.png', size: 8 },
        { name: 'b.jpg', size: 8 },
      ],
    });
    expect((await local('/local/getCustomImageList', { uid: '1001' })).data).toEqual({ folders: ['sku-1'] });
    const removed = await local('/local/deleteCustomImages', {
      uid: '1001',
      folder: 'sku-1',
      names: ['a.png', 'zz.png'],
    });
    expect(removed).toMatchObject({ code: 0, data: { removed: ['a.png'] } });
    const after = await local('/local/getCustomImageList', { uid: '1001', folder: 'sku-1' });
    expect(after.data).toMatchObject({ images: [{ name: 'b.jpg' }] });
    // Another user's folder is separate.
    expect((await local('/local/getCustomImageList', { uid: '1002', folder: 'sku-1' })).msg).toBe(
      'folder does not exist',
    );
  });

  it('refuses path traversal in uid, folder and names, deleting nothing', async () => {
    const attempts = [
      { uid: '..', folder: 'sku-1' },
      { uid: '1001', folder: '../1002' },
      { uid: '1001', folder: '..' },
      { uid: '1001', folder: 'sku-1', names: ['../../device-1001.json'] },
      { uid: '1001', folder: 'sku-1', names: ['b.jpg', '..\\x.png'] },
      { uid: '/etc', folder: 'x' },
    ];
    for (const body of attempts) {
      const r = await local(body.names ? '/local/deleteCustomImages' : '/local/getCustomImageList', body);
      expect(r).toMatchObject({ code: 1, msg: 'bad path' });
    }
    const traversalSave = await proxy('/local/saveCustomImage?uid=1001&folder=sku-1&name=..%2F..%2Fx.png', {
      body: png,
    });
    expect(((await traversalSave.json()) as { msg: string }).msg).toBe('bad path');
    expect((await local('/local/getCustomImageList', { uid: '1001', folder: 'sku-1' })).data).toMatchObject({
      images: [{ name: 'b.jpg' }],
    });
  });
});
