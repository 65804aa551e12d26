import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { postForm, seedBoss, snap } from '../fixtures/app';

/** The list's total from its pager ('共 N 个商品'). */
const listTotal = async (page: Page) =>
  Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/[^\d]/g, ''));

test.describe('[SELECTION] /selectionToolNew', () => {
  test('filters, saves a search, adds to the collection box and exports', async ({ page }) => {
    test.setTimeout(120_000);
    const boss = await seedBoss();
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    // The server syncs the best-seller lists at start-up; wait until they are in.
    await expect
      .poll(async () => (await postForm('/api/selection/list', {}, token)).body.data?.total ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(500);

    // Signed in as a login stores it, straight onto the page (the dashboard need not load first).
    const uid = (await postForm('/api/order/getUserInfo', {}, token)).body.data.uid as number;
    await page.addInitScript(
      ([t, id]) => {
        localStorage.setItem('inine_token', t);
        localStorage.setItem('isVisitor', '0');
        sessionStorage.setItem(`bindPrompted:${id}`, '1');
      },
      [token, String(uid)] as const,
    );
    await page.goto('/selectionToolNew');
    const rows = page.getByTestId('sel-table').locator('tbody tr[data-row-key]');
    await expect(rows).toHaveCount(20, { timeout: 30_000 });
    await expect(page.locator('.ant-card-head').first()).toContainText('功能优化中');
    const all = await listTotal(page);
    await page.getByTestId('sel-formula').hover();
    await expect(page.locator('.selection-formula')).toContainText('综合评分 = 100 ×（0.30×销量速度');
    await expect(page.locator('.selection-formula')).toBeVisible();
    await page.waitForTimeout(300);
    await snap(page, 'selection-list');
    await page.mouse.move(0, 0);

    // SHEIN only, margin at least 30 %: fewer rows, every one SHEIN with such a margin.
    await page.getByTestId('sel-platform').click();
    await page.locator('.ant-select-dropdown:visible').getByText('SHEIN', { exact: true }).click();
    await page.getByPlaceholder('最低毛利率').fill('30');
    await expect.poll(() => listTotal(page)).toBeLessThan(all);
    const filtered = await listTotal(page);
    expect(filtered).toBeGreaterThan(0);
    const first = rows.first();
    await expect(first).toContainText('SHEIN');
    const margins = await page
      .getByTestId('sel-table')
      .locator('tbody tr[data-row-key] td:nth-child(9)')
      .allInnerTexts();
    expect(margins.every((m) => Number.parseFloat(m) >= 30)).toBe(true);

    // The score's breakdown.
    await first.getByTestId('sel-score').hover();
    await expect(page.getByTestId('sel-breakdown')).toContainText('销量速度');
    await expect(page.getByTestId('sel-breakdown')).toContainText('毛利：售价');
    await snap(page, 'selection-breakdown');
    await page.mouse.move(0, 0);

    // Save the search, reset, then apply it again from 我的搜索.
    await page.getByTestId('sel-save-search').click();
    await page.getByTestId('sel-search-name').fill('SHEIN 高毛利');
    await page.getByTestId('sel-search-ok').click();
    await expect(page.getByText('搜索已保存')).toBeVisible();
    await page.getByTestId('sel-reset').click();
    await expect.poll(() => listTotal(page)).toBe(all);
    await page.getByTestId('sel-saved').click();
    await page.locator('.ant-select-dropdown:visible').getByText('SHEIN 高毛利', { exact: true }).click();
    await expect.poll(() => listTotal(page)).toBe(filtered);
    const saved = (await postForm('/api/selection/search/list', {}, token)).body.data;
    expect(saved).toMatchObject([{ name: 'SHEIN 高毛利', filters: { platform: 'shein', minMarginPct: 30 } }]);

    // 加入采集箱: the first row's 1688 source lands in the collection box with its link.
    const sourceHref = await first.locator('a[target=_blank]').getAttribute('href');
    await first.getByTestId('sel-collect').click();
    await expect(page.getByText('已加入采集箱').last()).toBeVisible();
    const box = (await postForm('/api/collect/list', {}, token)).body.data;
    expect(box).toHaveLength(1);
    expect(box[0]).toMatchObject({ site: '1688', sourceUrl: sourceHref });

    // Export: every filtered row, in rank order, with the score.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sel-export').click()]);
    expect(download.suggestedFilename()).toBe('选品榜单.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(filtered + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('综合评分');
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
    expect(String(sheet.getRow(2).getCell(2).value)).toBe('shein');
    await snap(page, 'selection-saved-search');
  });
});
