import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startHarness, type THarness } from '../../test/harness.js';

describe('[SITE] public site config comes from the environment', () => {
  let h: THarness;
  beforeAll(async () => {
    const { site } = loadConfig(
      {
        DATA_DIR: '/tmp/ksa-test-unused',
        SITE_COMPANY_NAME: '示例科技有限公司',
        SITE_ICP_NUMBER: '粤ICP备00000000号',
        SITE_LICENCE_CREDIT_CODE: '91440300MA5XXXXXXX',
      },
      { secret: Buffer.alloc(32), sealKey: Buffer.alloc(32) },
    );
    h = await startHarness('pglite', { site, trialDays: 7 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers without a token with the configured facts and empty strings for the rest', async () => {
    const res = await h.get('/api/site/config');
    expect(res.body).toMatchObject({
      code: 0,
      data: {
        companyName: '示例科技有限公司',
        icpNumber: '粤ICP备00000000号',
        // The licence is a page of the site (/license) showing what the operator configured, not the ICP lookup.
        licenceUrl: '/license',
        licence: { creditCode: '91440300MA5XXXXXXX', legalRepresentative: '', imageUrl: '' },
        contactPhone: '',
        // The landing page's pricing says the trial the server gives (TRIAL_DAYS), not a number of its own.
        trialDays: 7,
      },
    });
  });
});

describe('[SITE] the app downloads know whether a native Android app is published', () => {
  const hasApp = async (androidApk: { file?: string; url?: string }) => {
    const h = await startHarness('pglite', { androidApk: { file: androidApk.file, url: androidApk.url } });
    try {
      return (await h.get('/api/site/config')).body.data.hasAndroidApp;
    } finally {
      await h.close();
    }
  };

  it('says no without an APK (the pages then point at the shipper web app /m/), and no for a missing file', async () => {
    expect(await hasApp({})).toBe(false);
    expect(await hasApp({ file: '/nonexistent/ksa.apk' })).toBe(false);
  });

  it('says yes with an APK file that exists or a download URL', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ksa-apk-')), 'ksa.apk');
    writeFileSync(file, 'PK');
    expect(await hasApp({ file })).toBe(true);
    expect(await hasApp({ url: 'https://cdn.example.com/ksa.apk' })).toBe(true);
  });
});
