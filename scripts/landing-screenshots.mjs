#!/usr/bin/env node
/**
 * Regenerates the landing page's screenshots (apps/web/public/landing/*.jpg) from the running product, on the
 * visitor demo (the demo tenant's synced shops) for the dashboard and costs; a freshly registered BOSS with a
 * sandbox Temu shop bound for the delivery centre, an AI listing draft and the staff assignment (the visitor
 * cannot write). Start the product first (`npm start`, or PORT=… SANDBOX_PORT=… node scripts/start.mjs),
 * then: node scripts/landing-screenshots.mjs [baseUrl] [sandboxUrl]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { productClient } from './screenshot-client.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const sandbox = process.argv[3] ?? 'http://127.0.0.1:8090';
const out = resolve(import.meta.dirname, '../apps/web/public/landing');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
const page = await context.newPage();

/**
 * The page shows these at about 700 px wide: each 1600×900 capture is scaled to 1200×675 and encoded as WebP
 * by Chromium's own canvas (about 50 KB each), so the landing page's images stay within its byte budget.
 */
const encoder = await context.newPage();
const shot = async (name) => {
  await page.waitForTimeout(1200);
  const png = (await page.screenshot({ type: 'png' })).toString('base64');
  const webp = await encoder.evaluate(async (src) => {
    const img = new Image();
    img.src = `data:image/png;base64,${src}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const g = canvas.getContext('2d');
    g.imageSmoothingQuality = 'high';
    g.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/webp', 0.82).split(',')[1];
  }, png);
  writeFileSync(resolve(out, `${name}.webp`), Buffer.from(webp, 'base64'));
  console.log(`landing/${name}.webp`);
};
const settle = async () => {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('.ksa-loading-veil')
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => {});
  await page.mouse.move(5, 880);
};

const { post, registerBoss } = productClient(base, sandbox);

/** A new BOSS with a spare Temu shop bound (Open API token from the sandbox) and synced. */
const bossWithShop = async () => {
  const token = await registerBoss('137', 'Shot2026');
  const accounts = await (await fetch(`${sandbox}/accounts`)).json();
  const bound = new Set(((await post('/api/shop/getBossShopList', {}, token)) ?? []).map((s) => String(s.mallId)));
  const mallId = accounts.temu
    .filter((a) => !a.demo)
    .flatMap((a) => a.shops)
    .find((s) => !s.semiManaged && !bound.has(String(s.shopId))).shopId;
  const tokens = await (await fetch(`${sandbox}/temu-open/admin/tokens`)).json();
  const tok = tokens.find((t) => String(t.mallId) === String(mallId));
  await post('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: tok.accessToken }, token);
  for (let i = 0; i < 600; i++) {
    const list = await post('/api/shop/syncStatus', {}, token);
    if (list.length && list.every((s) => s.status === 'ok' && s.lastSuccessAt)) {
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const uid = (await post('/api/order/getUserInfo', {}, token)).uid;
  return { token, uid };
};

// Visitor demo: the dashboard over the last 30 days, and costs with profit.
await page.goto(`${base}/home`);
await page.getByRole('button', { name: '继续预览' }).click({ timeout: 20_000 });
await page.locator('[data-testid="home-dashboard"][data-loading="false"]').waitFor({ timeout: 30_000 });
await page.getByText('近30天', { exact: true }).click();
await page.locator('[data-testid="home-dashboard"][data-loading="false"]').waitFor({ timeout: 30_000 });
await settle();
await shot('home');
await page.goto(`${base}/account/manager`);
await settle();
await shot('costs');

// A BOSS of their own: delivery, an AI draft, staff.
const boss = await bossWithShop();
await context.addInitScript(
  ([t, id]) => {
    localStorage.setItem('inine_token', t);
    localStorage.setItem('isVisitor', '0');
    sessionStorage.setItem(`bindPrompted:${id}`, '1');
  },
  [boss.token, String(boss.uid)],
);
await page.goto(`${base}/deliveryCenter`);
await page.waitForTimeout(2500);
await page.keyboard.press('Escape');
await settle();
await shot('delivery');
await page.goto(`${base}/aiProducts/list`);
await settle();
await page.getByTestId('ai-link').fill('https://detail.1688.com/offer/672345678901.html');
await page.getByTestId('ai-link-add').click();
await page.waitForURL(/\/aiProducts\/edit\?id=\d+/);
await page.getByTestId('ai-generate').click();
await page.waitForFunction(
  () => !/[\u3400-\u9fff]/.test(document.querySelector('[data-testid="ai-title"]')?.value ?? '好'),
);
await settle();
await shot('ai');
await page.goto(`${base}/home`);
await settle();
await page.getByTestId('user-menu').hover();
await page.getByText('店长分配/续费', { exact: true }).click();
await page.locator('.ant-modal').last().waitFor();
await settle();
await shot('staff');
await browser.close();
