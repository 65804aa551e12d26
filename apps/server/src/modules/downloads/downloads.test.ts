import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHarness } from '../../test/harness.js';

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
