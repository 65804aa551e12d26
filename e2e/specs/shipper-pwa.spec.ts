import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
// CommonJS package: its named exports come through the default one.
import zxing from '@zxing/library';
import { fromUserMenu, loginAs, seedBoss, snap } from '../fixtures/app';

const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, locale: 'zh-CN' } as const;

/** What the QR code on the page says, read from its canvas pixels as a phone's camera would. */
const readQr = async (page: Page, testId = 'pwa-qr') => {
  const img = await page
    .getByTestId(testId)
    .first()
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      return { w: d.width, h: d.height, px: Array.from(d.data) };
    });
  const rgb = new Int32Array(img.w * img.h);
  for (let i = 0; i < rgb.length; i++) {
    // Transparent pixels are the light background the QR sits on.
    const a = img.px[i * 4 + 3]! / 255;
    const ch = (k: number) => Math.round(img.px[i * 4 + k]! * a + 255 * (1 - a));
    rgb[i] = (ch(0) << 16) | (ch(1) << 8) | ch(2);
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(rgb, img.w, img.h)));
  return new QRCodeReader().decode(bitmap).getText();
};

/** A PNG's size from its IHDR chunk. */
const pngSize = (buf: Buffer) => ({ width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });

/**
 * Lighthouse 12 removed the PWA category and its installable-manifest audit (and Lighthouse 13 needs Node 22), so
 * this checks the same criteria itself: Chrome's own installability verdict (the Page.getInstallabilityErrors call
 * the old audit reported), the manifest's fields and icons, a service worker controlling /m/, and an offline start.
 * The profile is a persistent one: Chrome never offers installation in an incognito profile.
 */
test('the shipper app /m/ is installable: valid manifest, loading icons, a controlling service worker, offline start', async () => {
  test.setTimeout(120_000);
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'ksa-pwa-')), {
    ...PHONE,
    baseURL: api,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  context.setDefaultTimeout(15_000);
  const report: Record<string, unknown> = {};
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const installability = async () =>
      (
        (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
      ).installabilityErrors.map((e) => e.errorId);
    // The check can fail: the main app has no manifest.
    await page.goto('/index');
    expect(await installability()).toContain('no-manifest');
    // /m (no slash) is outside the worker's scope: it moves to /m/.
    await page.goto('/m');
    await expect(page).toHaveURL(`${api}/m/`);
    await expect(page.getByTestId('m-phone')).toBeVisible();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href!, `${api}/m/`).href;
    const manifest = await (await page.request.get(manifestUrl)).json();
    const scope = new URL(manifest.scope ?? './', manifestUrl).href;
    const startUrl = new URL(manifest.start_url, manifestUrl).href;
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(startUrl.startsWith(scope)).toBe(true);
    expect(scope).toBe(`${api}/m/`);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose?: string }) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any') === 'any',
      );
      expect(icon, `a ${size}px icon`).toBeTruthy();
      const res = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('image/png');
      expect(pngSize(await res.body())).toEqual({ width: size, height: size });
    }
    report.manifest = { name: manifest.name, short_name: manifest.short_name, start_url: manifest.start_url };

    // A service worker takes control of /m/.
    const swScope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(swScope).toBe(`${api}/m/`);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    report.serviceWorker = swScope;

    // Chrome's own verdict: what Lighthouse's installable-manifest audit showed.
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; url: string };
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toBe(manifestUrl);
    report.installabilityErrors = await installability();
    expect(report.installabilityErrors).toEqual([]);

    // First visit done: every file the page loaded is kept, so it starts offline.
    const entry = await page.evaluate(() => (document.querySelector('script[type="module"]') as HTMLScriptElement).src);
    await expect.poll(() => page.evaluate((u) => caches.match(u).then(Boolean), entry), { timeout: 10_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('m-phone')).toBeVisible();
    await expect(page.getByTestId('m-first-login')).toContainText('首次使用');
    report.offlineStart = 'ok';
    await snap(page, 'shipper-pwa-offline-start');
    await context.setOffline(false);
  } finally {
    console.log(`[PWA installability] ${JSON.stringify(report)}`);
    await context.close();
  }
});

test.describe('[DOWNLOAD] the mobile app is the shipper web app /m/ until an APK is configured', () => {
  test('/downloadAndroidPage says the Android app is not out yet and offers /m/ with its QR code and install steps', async ({
    browser,
  }) => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    await page.goto('/downloadAndroidPage');
    await expect(page.getByTestId('download-web-app')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText('安卓 APP 尚未上架，请使用网页版发货 APP');
    await expect(page.getByTestId('pwa-notice')).toContainText('原生 APP 尚未上架');
    await expect(page.getByTestId('pwa-open')).toHaveAttribute('href', '/m/');
    await expect(page.getByTestId('pwa-steps-android')).toContainText('添加到主屏幕');
    await expect(page.getByTestId('pwa-steps-ios')).toContainText('Safari');
    expect(await readQr(page)).toBe(`${api}/m/`);
    // Nothing is downloaded by itself: there is no APK to download.
    await expect(page.locator('a[download]')).toHaveCount(0);
    await snap(page, 'download-android-web-app');
    await page.getByTestId('pwa-open').click();
    await expect(page).toHaveURL(`${api}/m/`);
    await expect(page.getByTestId('m-login')).toBeVisible();
    await ctx.close();
  });

  test('/downloadIOSPage offers the same web app, and the page reads in English', async ({ browser }) => {
    const ctx = await browser.newContext({ ...PHONE, locale: 'en-US' });
    await ctx.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await ctx.newPage();
    await page.goto('/downloadIOSPage');
    await expect(page.getByTestId('pwa-steps-ios')).toContainText('Add to Home Screen');
    await expect(page.getByTestId('pwa-open')).toHaveText('Open the shipper app');
    expect(await readQr(page)).toBe(`${api}/m/`);
    await snap(page, 'download-ios-web-app-en');
    await ctx.close();
  });

  test('the shipper list’s download button opens the app download modal with /m/', async ({ page }) => {
    const boss = await seedBoss();
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await fromUserMenu(page, 'menu-assign', page.getByTestId('staff-modal-body'));
    await page.getByTestId('staff-modal-body').getByText('仓库发货员分配', { exact: true }).click();
    await page.getByTestId('shipper-app-download').click();
    const modal = page.getByTestId('app-download-modal');
    await expect(modal.getByTestId('pwa-install')).toBeVisible();
    await expect(modal.getByTestId('pwa-open')).toHaveAttribute('href', '/m/');
    expect(await readQr(page)).toBe(`${api}/m/`);
    await snap(page, 'app-download-modal-web-app');
  });

  test('with an APK configured the modal keeps the Android download page, and iPhones get /m/', async ({ page }) => {
    await page.route('**/api/site/config', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, hasAndroidApp: true } } });
    });
    const boss = await seedBoss();
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').hover();
    await page.getByText('APP下载', { exact: true }).click();
    const modal = page.getByTestId('app-download-modal');
    await expect(modal.getByRole('link', { name: '在手机浏览器中打开下载页' })).toHaveAttribute(
      'href',
      '/downloadAndroidPage',
    );
    await expect(modal.getByTestId('pwa-install')).toHaveCount(0);
    const codes = await modal.locator('canvas').count();
    expect(codes).toBe(2);
    await snap(page, 'app-download-modal-apk');
  });
});
