import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { dismissVisitorNotice, snap } from '../fixtures/app';

const dir = process.env.E2E_DOWNLOADS_DIR!;
// Chromium here runs on Linux, so the helper it is offered is the Linux build for this CPU.
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
const helperName = `ksa-helper-linux-${arch}`;
const helper = Buffer.alloc(1_572_864, 7);
const zip = Buffer.from('PK\u0003\u0004 plugin');

test.beforeAll(() => {
  writeFileSync(join(dir, helperName), helper);
  writeFileSync(join(dir, 'ksa-extension.zip'), zip);
  const built = { version: '9.8.7', sha256: 'c'.repeat(64), builtAt: '2026-11-20T08:00:00.000Z' };
  writeFileSync(
    join(dir, 'downloads.json'),
    JSON.stringify({ files: { [helperName]: built, 'ksa-extension.zip': built } }),
  );
});
test.afterAll(() => {
  for (const f of [helperName, 'ksa-extension.zip', 'downloads.json']) {
    rmSync(join(dir, f), { force: true });
  }
});

test('the helper and plugin show their version and size, and the download modal saves the file after 5 s', async ({
  page,
}) => {
  await page.goto('/softwareIntroductionPage');
  await dismissVisitorNotice(page);
  const table = page.getByTestId('software-downloads');
  await expect(table.locator('.ant-table-tbody tr')).toHaveCount(2);
  await expect(table.locator('.ant-table-tbody tr').first()).toContainText(`Linux ${arch}`);
  await expect(table.locator('.ant-table-tbody tr').first()).toContainText('9.8.7');
  await expect(table.locator('.ant-table-tbody tr').first()).toContainText('1.5 MB');
  await expect(table.locator('.ant-table-tbody tr').nth(1)).toContainText('Chrome / Edge / 360 浏览器');

  await page.getByTestId('software-intro-open').click();
  await expect(page.getByTestId('file-facts-helper')).toHaveText('版本 9.8.7 · 1.5 MB');
  await expect(page.getByTestId('helper-download')).toContainText('秒后自动开始下载');
  await snap(page, 'download-modal-helper');
  // The countdown starts the download by itself.
  const download = await page.waitForEvent('download', { timeout: 10_000 });
  expect(download.suggestedFilename()).toBe(helperName);
  expect(readFileSync(await download.path()).equals(helper)).toBe(true);
});

test('without a build for this system nothing counts down: the modal says so and lists what there is', async ({
  page,
}) => {
  rmSync(join(dir, helperName));
  await page.goto('/softwareIntroductionPage');
  await dismissVisitorNotice(page);
  await page.getByTestId('software-intro-open').click();
  await expect(page.getByTestId('download-unavailable')).toBeVisible();
  await expect(page.getByTestId('helper-download')).not.toContainText('秒后自动开始下载');
  const listed = page.locator('.ant-modal').getByTestId('software-downloads');
  await expect(listed.locator('.ant-table-tbody tr')).toHaveCount(1);
  await expect(listed).toContainText('ksa-extension.zip');
  const res = await page.request.get(`/downloads/${helperName}`);
  expect(res.status()).toBe(404);
  expect((await res.json()).msg).toBe('该安装包暂未提供下载');
});
