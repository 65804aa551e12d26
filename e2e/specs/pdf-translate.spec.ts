import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs, seedBoss, snap } from '../fixtures/app';

const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const MANUAL = `${sandbox}/source-sites/img/1688-672345678901-manual.pdf`;

test.describe('[PDF-TRANSLATE] a supplier’s manual into the marketplace language, keeping its layout', () => {
  test('upload the Chinese manual, see its language, translate into English and download the same-layout PDF', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const boss = await seedBoss();
    const file = join(tmpdir(), `manual-${Date.now()}.pdf`);
    await writeFile(file, Buffer.from(await (await fetch(MANUAL)).arrayBuffer()));

    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await page.goto('/aiProducts/list');
    const card = page.getByTestId('pdf-translate');
    await card.scrollIntoViewIfNeeded();
    await card.locator('input[type=file]').setInputFiles(file);
    await expect(page.getByTestId('pdf-detected')).toHaveAttribute('data-language', 'zh');
    await expect(page.getByTestId('pdf-detected')).toContainText('中文 · 共 1 页');
    await expect(page.getByTestId('pdf-detected')).toContainText('产品说明书');

    await page.getByTestId('pdf-to').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '英语' }).click();
    await page.getByTestId('pdf-start').click();
    await expect(page.getByTestId('pdf-done')).toContainText('翻译完成，共 1 页', { timeout: 30_000 });
    await snap(page, 'pdf-translate-done');

    // The download is the translated PDF in our own storage.
    const href = (await page.getByTestId('pdf-download').getAttribute('href'))!;
    expect(href).toMatch(/\/oss\/files\/tr-[0-9a-f]{32}\.pdf$/);
    const pdf = await page.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A PDF link works the same way; a picture is refused with the catalogue's message.
    await page.getByTestId('pdf-link').fill(`${sandbox}/source-sites/img/tee-1.png`);
    await page.getByTestId('pdf-link-use').click();
    await expect(card.getByText('无法读取该 PDF 文件，请确认文件未加密且未损坏')).toBeVisible();
  });
});
