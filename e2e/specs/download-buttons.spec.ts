import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDownloads } from '../../scripts/build-downloads.mjs';
import { fromUserMenu, loginAs, seedBoss, snap } from '../fixtures/app';

// The server's DOWNLOADS_DIR; the harness starts with BUILD_DOWNLOADS=0, so nothing fills it behind the test.
const dir = process.env.E2E_DOWNLOADS_DIR!;
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
const helperName = `ksa-helper-linux-${arch}`;
const clear = () => {
  for (const f of [helperName, 'ksa-extension.zip', 'downloads.json', 'build-status.json']) {
    rmSync(join(dir, f), { force: true });
  }
};
test.beforeAll(clear);
test.afterAll(clear);

test('a download button without its file is disabled and says why, and enables itself when the build has made it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const boss = await seedBoss();
  await loginAs(page, boss.phone, boss.password);
  const modal = page.locator('.ant-modal').filter({ hasText: '必备软件' });
  await fromUserMenu(page, 'menu-software', modal);

  const helperBtn = modal.getByTestId('software-download-helper');
  const pluginBtn = modal.getByTestId('software-download-plugin');
  await expect(helperBtn).toBeDisabled();
  await expect(pluginBtn).toBeDisabled();
  await expect(modal.getByTestId('software-reason-helper')).toHaveText(`暂未提供适用于 Linux ${arch} 的桌面助手安装包`);
  await expect(modal.getByTestId('software-reason-plugin')).toHaveText('暂未提供浏览器插件安装包');
  // The reason is also the disabled button's tooltip.
  await modal.getByTestId('software-download-helper-reason').hover();
  await expect(page.getByRole('tooltip')).toHaveText(`暂未提供适用于 Linux ${arch} 的桌面助手安装包`);
  await snap(page, 'download-buttons-missing');

  // npm start's background build has begun (build-status.json as scripts/downloads-status.mjs writes it, this
  // process being the builder): the buttons say so within one poll, without a reload.
  writeFileSync(
    join(dir, 'build-status.json'),
    JSON.stringify({
      state: 'building',
      step: 'plugin',
      startedAt: new Date().toISOString(),
      finishedAt: null,
      pid: process.pid,
      host: hostname(),
    }),
  );
  await expect(pluginBtn).toHaveAttribute('data-reason', 'building', { timeout: 12_000 });
  await expect(modal.getByTestId('software-reason-plugin')).toContainText('安装包正在生成');

  // The real build (the helper executable left out: that takes minutes here) writes the zip and says done.
  const { lines } = await buildDownloads(dir, { seaCheck: () => 'not built in the browser test' });
  expect(lines[0]).toMatch(/^ksa-extension\.zip /);
  await expect(pluginBtn).toBeEnabled({ timeout: 12_000 });
  await expect(modal.getByTestId('file-facts-plugin')).toContainText('版本');
  await expect(helperBtn).toBeDisabled();
  await expect(helperBtn).toHaveAttribute('data-reason', 'missing');
  await snap(page, 'download-buttons-plugin-ready');

  // This system's helper appears (as the build writes it: the file, then its entry in downloads.json).
  writeFileSync(join(dir, helperName), Buffer.alloc(2048, 7));
  const manifest = JSON.parse(readFileSync(join(dir, 'downloads.json'), 'utf8'));
  manifest.files[helperName] = { version: '0.1.0', sha256: 'd'.repeat(64), builtAt: new Date().toISOString() };
  writeFileSync(join(dir, 'downloads.json'), JSON.stringify(manifest));
  await expect(helperBtn).toBeEnabled({ timeout: 12_000 });
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await helperBtn.click();
  await expect(page.getByTestId('helper-download')).toContainText('秒后自动开始下载');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(helperName);
});
