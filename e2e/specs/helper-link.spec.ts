import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs, postForm, seedBoss } from '../fixtures/app';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const root = resolve(import.meta.dirname, '..', '..');
const dataDir = join(mkdtempSync(join(tmpdir(), 'ksa-e2e-helper-')), 'ksa-helper');

/** Starts the desktop helper as its own process (as `npm run helper` does) and resolves once it listens. */
const startHelper = () =>
  new Promise<{ child: ChildProcess; listeningAt: number }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/helper/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HELPER_ALLOWED_ORIGINS: ORIGIN,
        HELPER_SERVER_URL: ORIGIN,
        HELPER_DATA_DIR: dataDir,
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
