import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginAs, openFromMenu, postForm, seedBoss, snap, unbindAll } from '../fixtures/app';
import { bindFullManagedMall, waitForSync } from '../fixtures/shops';

/** Drags a palette entry onto the label (as labels.spec.ts: dnd-kit starts after 15 px). */
const dropOnLabel = async (page: Page, plugin: Locator, at: { x: number; y: number }) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  const from = (await plugin.boundingBox())!;
  const paper = (await page
    .getByTestId('label-designer')
    .locator('div[style*="background-size"]')
    .first()
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(from.x + (paper.x + at.x - from.x) * (i / 12), from.y + (paper.y + at.y - from.y) * (i / 12));
  }
  await page.mouse.up();
};

/** What the browser drew the preview's text with: its font family and whether that face is loaded and has 中. */
const fontOf = (el: Locator) =>
  el.evaluate(async (node) => {
    await document.fonts.ready;
    // Chrome may report the family with or without quotes.
    const family = getComputedStyle(node).fontFamily.replace(/['"]/g, '');
    const faces = [...document.fonts].filter(
      (f) => `'${f.family}'` === family || f.family === family.replace(/'/g, ''),
    );
    return {
      family,
      loaded: faces.some((f) => f.status === 'loaded'),
      hasChinese: document.fonts.check(`16px '${family}'`, '双击输入文字'),
    };
  });

let boss: { phone: string; password: string };
test.afterAll(async () => {
  if (boss) {
    await unbindAll(boss.phone, boss.password);
  }
});

test('the label designer’s new text is in the UI language and the preview draws Chinese with the PDF’s font, inside its pane', async ({
  page,
}) => {
  test.setTimeout(600_000);
  boss = await seedBoss();
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  await bindFullManagedMall(token);
  await waitForSync(token);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/fonts/labels/')) {
      fonts.push(`${r.status()} ${new URL(r.url()).pathname}`);
    }
  });
  await loginAs(page, boss.phone, boss.password);
  await openFromMenu(page, '物流发货', '标签与 GPSR 模板', /\/canvasCompon$/);
  await page.getByTestId('label-new').click();
  await page.getByTestId('label-new-name').fill('预览字体');
  await page.getByTestId('label-new-ok').click();
  const text = page.locator('.pdfme-designer-plugin-text');
  await expect(text).toBeVisible({ timeout: 120_000 });

  // A new text says 'double-click to type' in Chinese (not pdfme's "Type Something..."), in the label font.
  await dropOnLabel(page, text, { x: 40, y: 30 });
  const designer = page.getByTestId('label-designer');
  await expect(designer.getByText('双击输入文字')).toBeVisible();
  await expect(designer).not.toContainText('Type Something');
  await dropOnLabel(page, page.locator('.pdfme-designer-plugin-code128'), { x: 40, y: 110 });
  await expect(designer).not.toContainText('This is Code 128');
  expect(await fontOf(designer.getByText('双击输入文字'))).toEqual({
    family: 'NotoSansSC',
    loaded: true,
    hasChinese: true,
  });
  await page.getByTestId('label-save').click();
  await expect(page.getByText('已保存')).toBeVisible();

  // The preview, for a synced SKU: the same font, loaded from the files the PDF embeds, and the page in its pane.
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: width === 1920 ? 1080 : 800 });
    await page.getByTestId('label-preview').click();
    const modal = page.getByTestId('label-preview-modal');
    await modal.getByTestId('label-sku-picker').locator('.ant-table-row').first().locator('.ant-radio-input').check();
    const canvas = modal.getByTestId('label-preview-canvas');
    const sample = canvas.getByText('双击输入文字');
    await expect(sample).toBeVisible({ timeout: 30_000 });
    expect(await fontOf(sample)).toEqual({ family: 'NotoSansSC', loaded: true, hasChinese: true });
    const pane = (await canvas.boundingBox())!;
    const paper = (await canvas.locator('div[style*="background-size"]').first().boundingBox())!;
    // Zoomed to fit: the page fills most of the pane's width or height, not a corner of it.
    expect(Math.max(paper.width / pane.width, paper.height / pane.height), `${width}: fills`).toBeGreaterThan(0.6);
    expect(paper.x, `${width}: left`).toBeGreaterThanOrEqual(pane.x - 1);
    expect(paper.y, `${width}: top`).toBeGreaterThanOrEqual(pane.y - 1);
    expect(paper.x + paper.width, `${width}: right`).toBeLessThanOrEqual(pane.x + pane.width + 1);
    expect(paper.y + paper.height, `${width}: bottom`).toBeLessThanOrEqual(pane.y + pane.height + 1);
    // The pane itself sits inside the modal, which sits inside the window.
    const body = (await modal.boundingBox())!;
    expect(pane.x + pane.width).toBeLessThanOrEqual(body.x + body.width + 1);
    expect(body.x + body.width).toBeLessThanOrEqual(width);
    await snap(page, `labels-preview-${width}`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
  expect(fonts).toContain('200 /fonts/labels/NotoSansSC-Regular.otf');

  // In English the sample is English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.locator('.pdfme-designer-plugin-text')).toBeVisible({ timeout: 120_000 });
  await dropOnLabel(page, page.locator('.pdfme-designer-plugin-text'), { x: 40, y: 70 });
  await expect(page.getByTestId('label-designer').getByText('Double-click to type')).toBeVisible();
});
