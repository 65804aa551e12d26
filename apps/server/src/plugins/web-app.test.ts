import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type THarness } from '../test/harness.js';

/** A built web app as Vite's precompress step leaves it: every text file with .br and .gz next to it. */
const fakeDist = () => {
  const dist = mkdtempSync(join(tmpdir(), 'ksa-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files = {
    'index.html': '<!doctype html><title>跨境卖家助手</title>'.repeat(40),
    'assets/app-abc123.js': 'console.log(1);'.repeat(200),
    'index.prerender.html': '<!doctype html><div id="root"><h1 data-prerendered="index">跨境卖家助手</h1></div>'.repeat(
      20,
    ),
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dist, name), body);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
  }
  return dist;
};

describe('[WEB] static web app: precompressed, cached by kind', () => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness('pglite', { webDist: fakeDist() });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('sends brotli, then gzip, then identity, with Vary, and caches hashed assets for a year', async () => {
    const get = (url: string, enc?: string) =>
      h.app.inject({ method: 'GET', url, headers: enc ? { 'accept-encoding': enc } : {} });
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);'.repeat(200));
  });

  it('index.html (for any client route) is never cached without revalidation', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/index/aboutUs', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('/index is the prerendered page (hero in the HTML), compressed and revalidated; other routes are not', async () => {
    const index = await h.app.inject({ method: 'GET', url: '/index' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('data-prerendered="index"');
    const br = await h.app.inject({ method: 'GET', url: '/index', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const home = await h.app.inject({ method: 'GET', url: '/home' });
    expect(home.body).not.toContain('data-prerendered');
  });
});
