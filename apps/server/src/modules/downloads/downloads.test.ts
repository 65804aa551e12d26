import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type THarness } from '../../test/harness.js';

const download = async (androidApk: { file?: string; url?: string }) => {
  const h = await startHarness('pglite', { androidApk: { file: androidApk.file, url: androidApk.url } });
  try {
    return await h.app.inject({ method: 'GET', url: '/api/order/downloadAPPAndroid' });
  } finally {
    await h.close();
  }
};

describe('[DOWNLOAD] /api/order/downloadAPPAndroid', () => {
  it('says clearly that the app is not released when nothing is configured', async () => {
    const res = await download({});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1, msg: '安卓 APP 尚未发布，请使用网页版或稍后再试' });
  });

  it('serves the configured APK file as an attachment', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ksa-apk-')), 'ksa-1.0.0.apk');
    writeFileSync(file, Buffer.from('PK\u0003\u0004 apk bytes'));
    const res = await download({ file });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ksa-1.0.0.apk"');
    expect(res.rawPayload.toString()).toBe('PK\u0003\u0004 apk bytes');
  });

  it('redirects to the configured URL, and a missing file falls back to it', async () => {
    const res = await download({ file: '/nonexistent/app.apk', url: 'https://cdn.example.com/ksa.apk' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/ksa.apk');
  });
});

describe('[DOWNLOAD] helper and plugin files from DOWNLOADS_DIR', () => {
  let h: THarness;
  const dir = mkdtempSync(join(tmpdir(), 'ksa-downloads-'));
  const helper = Buffer.from(`\u007fELF${'helper-bytes-'.repeat(100)}`);
  const zip = Buffer.from('PK\u0003\u0004 plugin zip bytes');
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    h.app.inject({ method, url, headers });

  beforeAll(async () => {
    writeFileSync(join(dir, 'ksa-helper-linux-x64'), helper);
    writeFileSync(join(dir, 'ksa-extension.zip'), zip);
    // A file the build did not record (copied by hand) is listed without a version.
    writeFileSync(join(dir, 'ksa-helper-win32-x64.exe'), Buffer.from('MZ windows'));
    writeFileSync(join(dir, 'notes.txt'), 'not an installer');
    const built = '2026-11-20T08:00:00.000Z';
    writeFileSync(
      join(dir, 'downloads.json'),
      JSON.stringify({
        files: {
          'ksa-helper-linux-x64': { version: '0.1.0', sha256: 'a'.repeat(64), builtAt: built },
          'ksa-extension.zip': { version: '0.1.0', sha256: 'b'.repeat(64), builtAt: built },
        },
      }),
    );
    utimesSync(join(dir, 'ksa-helper-linux-x64'), new Date(built), new Date(built));
    h = await startHarness('pglite', { downloadsDir: dir });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists what is really there with version, size and checksum, the helper per OS and CPU', async () => {
    const res = await h.get('/api/downloads/list');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual([
      {
        file: 'ksa-helper-win32-x64.exe',
        kind: 'helper',
        os: 'win32',
        arch: 'x64',
        version: null,
        size: 10,
        sha256: null,
        updatedAt: expect.any(String),
      },
      {
        file: 'ksa-helper-linux-x64',
        kind: 'helper',
        os: 'linux',
        arch: 'x64',
        version: '0.1.0',
        size: helper.length,
        sha256: 'a'.repeat(64),
        updatedAt: '2026-11-20T08:00:00.000Z',
      },
      {
        file: 'ksa-extension.zip',
        kind: 'plugin',
        os: null,
        arch: null,
        version: '0.1.0',
        size: zip.length,
        sha256: 'b'.repeat(64),
        updatedAt: '2026-11-20T08:00:00.000Z',
      },
    ]);
  });

  it('serves a file as an attachment with its type, length, ETag and Last-Modified, revalidated on each use', async () => {
    const res = await get('/downloads/ksa-helper-linux-x64');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ksa-helper-linux-x64"');
    expect(res.headers['content-length']).toBe(String(helper.length));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['last-modified']).toBe('Fri, 20 Nov 2026 08:00:00 GMT');
    expect(res.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(res.rawPayload.equals(helper)).toBe(true);

    const zipRes = await get('/downloads/ksa-extension.zip');
    expect(zipRes.headers['content-type']).toBe('application/zip');
    expect(zipRes.rawPayload.equals(zip)).toBe(true);
    expect((await get('/downloads/ksa-helper-win32-x64.exe')).headers['content-type']).toBe(
      'application/vnd.microsoft.portable-executable',
    );

    // Unchanged: a 304 without the body, by ETag or by date.
    const again = await get('/downloads/ksa-helper-linux-x64', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const byDate = await get('/downloads/ksa-helper-linux-x64', {
      'if-modified-since': 'Fri, 20 Nov 2026 08:00:00 GMT',
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await get('/downloads/ksa-helper-linux-x64', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it('resumes a broken download from a byte range; HEAD answers the length without the body', async () => {
    const part = await get('/downloads/ksa-helper-linux-x64', { range: 'bytes=4-15' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-15/${helper.length}`);
    expect(part.headers['content-length']).toBe('12');
    expect(part.rawPayload.equals(helper.subarray(4, 16))).toBe(true);
    const tail = await get('/downloads/ksa-helper-linux-x64', { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(helper.subarray(helper.length - 5))).toBe(true);
    const past = await get('/downloads/ksa-helper-linux-x64', { range: `bytes=${helper.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${helper.length}`);
    // A range for an older version (If-Range no longer matches) gets the whole new file.
    const changed = await get('/downloads/ksa-helper-linux-x64', { range: 'bytes=4-15', 'if-range': '"old"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(helper.length);

    const head = await get('/downloads/ksa-extension.zip', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(zip.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 with a clear message for a file not built yet, an unknown name or a path outside the folder', async () => {
    for (const name of [
      'ksa-helper-darwin-arm64',
      'notes.txt',
      'downloads.json',
      '..%2Fdownloads.json',
      '%2Fetc%2Fpasswd',
    ]) {
      const res = await get(`/downloads/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, errorId: 'DOWNLOAD_NOT_FOUND', msg: '该安装包暂未提供下载' });
    }
  });

  it('an empty or missing folder lists nothing', async () => {
    const empty = await startHarness('pglite', { downloadsDir: join(dir, 'missing') });
    try {
      expect((await empty.get('/api/downloads/list')).body.data).toEqual([]);
      expect((await empty.app.inject({ method: 'GET', url: '/downloads/ksa-extension.zip' })).statusCode).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
