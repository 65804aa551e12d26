import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs, postForm, seedBoss, snap } from '../fixtures/app';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const root = resolve(import.meta.dirname, '..', '..');
const dataDir = join(mkdtempSync(join(tmpdir(), 'ksa-e2e-helper-')), 'ksa-helper');

/**
 * Starts the desktop helper as its own process (as `npm run helper` does) and resolves once it listens. `entry`
 * runs another copy of its sources (an older release); its proxy may forward to the sandbox's image storage.
 */
const startHelper = (entry = 'apps/helper/src/main.ts') =>
  new Promise<{ child: ChildProcess; listeningAt: number }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: {
        ...process.env,
        HELPER_ALLOWED_ORIGINS: ORIGIN,
        HELPER_SERVER_URL: ORIGIN,
        HELPER_DATA_DIR: dataDir,
        HELPER_ALLOWED_TARGETS: SANDBOX,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d;
      if (out.includes('"helper started"')) {
        done({ child, listeningAt: Date.now() });
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += d;
    });
    child.on('exit', (code) => fail(new Error(`helper exited (${code}): ${out}`)));
  });

const stopHelper = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

let helper: ChildProcess | null = null;

test.afterAll(async () => {
  if (helper) {
    await stopHelper(helper);
  }
  rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
});

test('the web app links to the desktop helper: token report, not-started dialog, reconnect within 5 s', async ({
  page,
}) => {
  const boss = await seedBoss();
  const { body } = await postForm('/api/auth/login', { userName: boss.phone, password: boss.password });
  const token = body.data.token as string;
  const uid = (await postForm('/api/order/getUserInfo', {}, token)).body.data.uid as number;
  expect((await postForm('/api/auth/getBossHasAtLeastOneDevice', {}, token)).body.data).toBe(false);

  helper = (await startHelper()).child;
  await loginAs(page, boss.phone, boss.password);
  await expect(page.getByTestId('helper-link')).toHaveAttribute('data-status', 'connected');

  // The token report arrived: the helper logged it for this uid and registered the machine with the server.
  await expect
    .poll(async () => (await postForm('/api/auth/getBossHasAtLeastOneDevice', {}, token)).body.data)
    .toBe(true);
  const log = readFileSync(join(dataDir, 'logs', 'helper.log'), 'utf8');
  expect(log).toContain(`"msg":"token report","uid":"${uid}"`);
  expect(log).not.toContain(token);

  // Stopped: the software-not-started dialog.
  await stopHelper(helper);
  helper = null;
  await expect(page.getByTestId('helper-not-started')).toBeVisible();
  await expect(page.getByTestId('helper-link')).toHaveAttribute('data-status', 'down');

  // Restarted: the 5-second retry finds it and the dialog closes.
  const restarted = await startHelper();
  helper = restarted.child;
  await expect(page.getByTestId('helper-not-started')).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - restarted.listeningAt).toBeLessThan(5_800);
  await expect(page.getByTestId('helper-link')).toHaveAttribute('data-status', 'connected');

  // The device list shows the helper; signing it out ends its registration.
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('menu-devices').click();
  const table = page.getByTestId('devices-table');
  await expect(table.getByText('桌面助手')).toBeVisible();
  await table.getByRole('button', { name: '退出此设备' }).first().click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(table.getByText('暂无设备')).toBeVisible();
  expect((await postForm('/api/auth/getBossHasAtLeastOneDevice', {}, token)).body.data).toBe(false);
});

/** A real 2×2 PNG, as a picture on the seller's computer. */
const png = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
    'base64',
  );

const restartHelper = async (entry?: string) => {
  if (helper) {
    await stopHelper(helper);
  }
  helper = (await startHelper(entry)).child;
};

test('AI listing: local pictures picked through the helper are uploaded through its proxy to the image storage', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await restartHelper();
  const boss = await seedBoss();
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  const uid = (await postForm('/api/order/getUserInfo', {}, token)).body.data.uid as number;
  const draft = await (
    await fetch(`${ORIGIN}/api/aiProducts/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ url: 'https://detail.1688.com/offer/672345678901.html', lang: 'en' }),
    })
  ).json();
  const id = draft.data.id as number;
  const before = draft.data.images.length as number;

  await loginAs(page, boss.phone, boss.password);
  await expect(page.getByTestId('helper-link')).toHaveAttribute('data-status', 'connected');
  await page.goto(`/aiProducts/edit?id=${id}`);
  await page.getByTestId('ai-local-open').click();
  const modal = page.locator('.ant-modal').filter({ hasText: '从桌面助手选择本地图片' });
  await expect(modal.getByTestId('ai-local-images')).toBeVisible();
  await expect(modal).toContainText('此文件夹中还没有图片');

  // From this computer into the draft's folder: the helper keeps it on disk.
  const chooser = page.waitForEvent('filechooser');
  await modal.getByTestId('ai-local-add').click();
  await (await chooser).setFiles({ name: 'shirt-front.png', mimeType: 'image/png', buffer: png() });
  await expect(modal.getByTestId('ai-local-pick-shirt-front.png')).toBeVisible();
  expect(readFileSync(join(dataDir, 'images', String(uid), `draft-${id}`, 'shirt-front.png')).equals(png())).toBe(true);
  await modal.getByTestId('ai-local-pick-shirt-front.png').click();
  await snap(page, 'ai-local-images');
  await modal.getByTestId('ai-local-upload').click();
  await expect(page.getByText('已加入 1 张图片')).toBeVisible();

  // The picture went through the helper's proxy into the storage (the sandbox's Temu galerie) and is on the draft.
  const got = await (
    await fetch(`${ORIGIN}/api/aiProducts/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ id }),
    })
  ).json();
  expect(got.data.images).toHaveLength(before + 1);
  const url = got.data.images.at(-1).source as string;
  expect(url).toMatch(new RegExp(`^${SANDBOX}/temu-storage/objects/agent-seller-image/.+\\.png$`));
  expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(png())).toBe(true);
  const log = readFileSync(join(dataDir, 'logs', 'helper.log'), 'utf8');
  expect(log).toContain('"msg":"proxied","method":"POST"');
  await expect(page.getByTestId('ai-images').locator('img')).toHaveCount(before + 1);
});

test('a helper older than the server expects gets the reinstall prompt once per session, closed with Esc', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // An older release of the helper, as a seller may still run: the same sources reporting version 0.0.9.
  const old = join(root, 'e2e', '.tmp-helper-0.0.9');
  rmSync(old, { recursive: true, force: true });
  cpSync(join(root, 'apps', 'helper', 'src'), join(old, 'src'), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(root, 'apps', 'helper', 'package.json'), 'utf8'));
  writeFileSync(join(old, 'package.json'), JSON.stringify({ ...pkg, version: '0.0.9' }));
  try {
    await restartHelper('e2e/.tmp-helper-0.0.9/src/main.ts');
    const boss = await seedBoss();
    // loginAs, with room for a busy machine: the first /home after a helper restart can take longer than 10 s.
    await expect(async () => {
      await loginAs(page, boss.phone, boss.password);
    }).toPass({ timeout: 90_000 });
    await expect(page.getByTestId('helper-link')).toHaveAttribute('data-version', '0.0.9', { timeout: 30_000 });
    const prompt = page.getByTestId('helper-outdated');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('0.0.9');
    await expect(prompt).toContainText('0.1.0');
    await expect(page.getByTestId('outdated-download')).toBeVisible();
    await snap(page, 'helper-outdated');
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    // Once per session: a reload in the same tab does not ask again.
    await page.reload();
    await expect(page.getByTestId('helper-link')).toHaveAttribute('data-status', 'connected');
    await page.waitForTimeout(1500);
    await expect(prompt).toBeHidden();

    // The current helper: no prompt in a new session.
    await restartHelper();
    // A new tab is a new session; it shares the stored login.
    const fresh = await page.context().newPage();
    await fresh.goto('/home');
    await expect(fresh.getByTestId('helper-link')).toHaveAttribute('data-version', '0.1.0', { timeout: 60_000 });
    await fresh.waitForTimeout(1500);
    await expect(fresh.getByTestId('helper-outdated')).toBeHidden();
    await fresh.close();
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
});
