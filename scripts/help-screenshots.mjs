#!/usr/bin/env node
/**
 * Regenerates the help centre's screenshots (apps/web/public/help/*.png) from the running product:
 * the visitor demo for the dashboard, a freshly registered BOSS (code read from the SMS sandbox's
 * inbox) for the modals. Start the product first (`npm start`, or PORT=… SANDBOX_PORT=… node
 * scripts/start.mjs), then: node scripts/help-screenshots.mjs [baseUrl] [sandboxUrl]
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { productClient } from './screenshot-client.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const sandbox = process.argv[3] ?? 'http://127.0.0.1:8090';
const out = resolve(import.meta.dirname, '../apps/web/public/help');
mkdirSync(out, { recursive: true });

const { post, registerBoss: register } = productClient(base, sandbox);
const registerBoss = () => register('136', 'Help2026');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
const page = await context.newPage();
const shot = async (name, locator) => {
  await page.waitForTimeout(600);
  await (locator ?? page).screenshot({ path: resolve(out, `${name}.png`) });
  console.log(`help/${name}.png`);
};
const dismiss = async (name) => {
  const b = page.getByRole('button', { name });
  if (
    await b
      .first()
      .isVisible()
      .catch(() => false)
  ) {
    await b.first().click();
  }
};

// Visitor demo: the dashboard with data, and the login modal.
await page.goto(`${base}/home`);
await page.getByRole('button', { name: '继续预览' }).click({ timeout: 15_000 });
await page
  .locator('.ksa-loading-veil')
  .waitFor({ state: 'detached', timeout: 20_000 })
  .catch(() => {});
await shot('home');
await page.locator('header').getByRole('button', { name: '登录', exact: true }).click();
await page.getByTestId('auth-modal').waitFor();
await shot('login', page.locator('.ant-modal').last());

// A fresh BOSS: the bind modal and the staff modal.
const token = await registerBoss();
const uid = (await post('/api/order/getUserInfo', {}, token)).uid;
await context.addInitScript(
  ([t, id]) => {
    localStorage.setItem('inine_token', t);
    localStorage.setItem('isVisitor', '0');
    sessionStorage.setItem(`bindPrompted:${id}`, '1');
  },
  [token, String(uid)],
);
await page.goto(`${base}/home`);
await page.waitForTimeout(2500);
// The post-login notices of a fresh BOSS.
await dismiss('我知道了');
await dismiss('关闭');
await page.keyboard.press('Escape');
await page.waitForTimeout(500);
const menu = async (label) => {
  await page.getByTestId('user-menu').click();
  await page.getByText(label, { exact: true }).click();
};
// The side panel's 去绑定 opens the same Temu bind modal as the user menu.
await page.getByRole('button', { name: '去绑定' }).first().click();
await shot('bind-temu', page.locator('.ant-modal').last());
await page.keyboard.press('Escape');
await menu('店长分配/续费');
await shot('assign', page.locator('.ant-modal').last());
await page.getByText('仓库发货员分配', { exact: true }).click();
await shot('shippers', page.locator('.ant-modal').last());
await browser.close();
