#!/usr/bin/env node
/**
 * Regenerates the screenshots of the help articles 软件下载 and 软件卸载 (apps/web/public/help/helper-*.png) from
 * the running product and the real desktop helper: a fresh BOSS opens 必备软件 and the download modal, the helper
 * (this system's built executable from DOWNLOADS_DIR, else its sources) is started and the page shows it running,
 * 我的设备 lists it, and a copy of it is uninstalled. The terminal pictures show the helper's own output, word for
 * word, in a terminal-styled page. Binds the helper's ports 36186/36187 while it runs.
 * Start the product first (`npm start`), then: node scripts/helper-help-screenshots.mjs [baseUrl] [sandboxUrl]
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { executableName } from '../apps/helper/scripts/build-sea.mjs';
import { productClient } from './screenshot-client.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const sandbox = process.argv[3] ?? 'http://127.0.0.1:8090';
const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'apps/web/public/help');
mkdirSync(out, { recursive: true });
const downloads = resolve(process.env.DOWNLOADS_DIR || join(root, 'dist', 'downloads'));
const built = join(downloads, executableName());
const work = mkdtempSync(join(tmpdir(), 'ksa-help-helper-'));
const helperEnv = {
  ...process.env,
  HELPER_ALLOWED_ORIGINS: base,
  HELPER_SERVER_URL: base,
  HELPER_DATA_DIR: join(work, 'ksa-helper'),
};
// The installed helper as a seller runs it: the executable when this machine built one.
const command = existsSync(built)
  ? { file: built, args: [], shown: `./${executableName()}` }
  : { file: process.execPath, args: ['--import', 'tsx', 'apps/helper/src/main.ts'], shown: 'npm run helper' };

const { registerBoss, post } = productClient(base, sandbox);
const token = await registerBoss('135', 'Help2026');
const uid = (await post('/api/order/getUserInfo', {}, token)).uid;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
await context.addInitScript(
  ([t, id]) => {
    localStorage.setItem('inine_token', t);
    localStorage.setItem('isVisitor', '0');
    sessionStorage.setItem(`bindPrompted:${id}`, '1');
  },
  [token, String(uid)],
);
const page = await context.newPage();
const shot = async (name, locator) => {
  await page.waitForTimeout(800);
  await (locator ?? page).screenshot({ path: resolve(out, `${name}.png`) });
  console.log(`help/${name}.png`);
};
const modal = (title) => page.locator('.ant-modal').filter({ hasText: title }).last();
const userMenu = async (testId) => {
  await page.getByTestId('user-menu').hover();
  await page.getByTestId(testId).click();
};
const home = async () => {
  await page.goto(`${base}/home`);
  await page
    .locator('.ksa-loading-veil')
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => {});
  await page.keyboard.press('Escape');
};

/** The helper's real output as a terminal shows it (a page styled as one: the words are the program's). */
const terminal = async (name, prompt, lines) => {
  const t = await context.newPage();
  await t.setViewportSize({ width: 1100, height: 120 + lines.length * 24 });
  await t.setContent(`<body style="margin:0;background:#1e1e1e;color:#d4d4d4;font:15px/24px 'DejaVu Sans Mono',monospace">
    <div style="background:#333;color:#bbb;padding:6px 14px;font:13px sans-serif">终端</div>
    <pre style="margin:0;padding:14px;white-space:pre-wrap;word-break:break-all"></pre></body>`);
  await t.locator('pre').evaluate(
    (el, [p, ls]) => {
      el.textContent = `$ ${p}\n${ls.join('\n')}`;
    },
    [prompt, lines],
  );
  await t.screenshot({ path: resolve(out, `${name}.png`), fullPage: true });
  await t.close();
  console.log(`help/${name}.png`);
};

// 1. 必备软件 and the download modal, before the helper runs.
await home();
await userMenu('menu-software');
await shot('helper-required-software', modal('必备软件'));
await modal('必备软件').getByTestId('software-download-helper').click();
await page.getByTestId('helper-download').waitFor();
await shot('helper-download', modal('下载桌面助手'));
// Closed before the countdown ends: no file is saved.
await page.keyboard.press('Escape');
await page.keyboard.press('Escape');

// 2. The helper started as a seller starts it; the page connects and shows it running.
const helper = spawn(command.file, command.args, { cwd: root, env: helperEnv, stdio: ['ignore', 'pipe', 'pipe'] });
const output = [];
await new Promise((done, fail) => {
  helper.stdout.on('data', (d) => {
    output.push(...String(d).split('\n').filter(Boolean));
    if (output.some((l) => l.includes('"helper started"'))) {
      done();
    }
  });
  helper.on('exit', (c) => fail(new Error(`helper exited (${c}): ${output.join('\n')}`)));
});
await home();
await page.locator('[data-testid="helper-link"][data-status="connected"]').waitFor({ state: 'attached' });
await page.waitForTimeout(1500);
await terminal('helper-terminal-start', command.shown, output);
await userMenu('menu-software');
await shot('helper-running', modal('必备软件'));
await page.keyboard.press('Escape');
await userMenu('menu-devices');
await modal('已登录的设备').getByText('桌面助手').first().waitFor();
await shot('helper-devices', modal('已登录的设备'));
helper.removeAllListeners('exit');
helper.kill('SIGTERM');

// 3. Uninstall, run on a copy (the executable removes itself with its data folder).
if (existsSync(built)) {
  const copy = join(work, executableName());
  copyFileSync(built, copy);
  const r = spawnSync(copy, ['uninstall'], { env: helperEnv, encoding: 'utf8' });
  await terminal(
    'helper-terminal-uninstall',
    `./${executableName()} uninstall`,
    `${r.stdout}${r.stderr}`.split('\n').filter(Boolean),
  );
} else {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/helper/src/main.ts', 'uninstall'], {
    cwd: root,
    env: helperEnv,
    encoding: 'utf8',
  });
  await terminal('helper-terminal-uninstall', 'npm run helper -- uninstall', r.stdout.split('\n').filter(Boolean));
}
await browser.close();
rmSync(work, { recursive: true, force: true });
