import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs, postForm, snap, unbindAll } from '../fixtures/app';
import { bossWithShops, waitForSync } from '../fixtures/shops';

let owner: { phone: string; password: string } | undefined;

const bjDay = (daysBack: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
const figure = (page: Page, id: string) => page.getByTestId(`${id}-value`).innerText();
/** The list's total from its pager ('共 N 个 SKU'). */
const listTotal = async (page: Page) =>
  Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/[^\d]/g, ''));

test.describe('[PRODUCTS] /account/manager costs for the past', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('filter 未填成本 and a shop, select rows, bulk-set a cost from a past date: past profit on /home changes', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const boss = await bossWithShops();
    owner = boss;
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    const shops = (await postForm('/api/shop/getBossShopList', {}, token)).body.data as {
      mallId: number;
      mallName: string;
    }[];
    await waitForSync(token);

    // /home over the last 30 days (all past days): no cost yet, so no profit.
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await page.getByTestId('date-type').getByText('近30天').click();
    await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-points', '30');
    // No cost yet: profit says 未填成本 (never ¥0.00), with the coverage.
    await expect(page.getByTestId('kpi-profit-value')).toHaveText('未填成本');
    await expect(page.getByTestId('kpi-profit')).toContainText('成本覆盖 0%');
    const before = await figure(page, 'kpi-profit');

    await page.goto('/account/manager');
    const table = page.getByTestId('products-table');
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    const skus = await listTotal(page);

    // 未填成本: every SKU so far; then one shop of the two.
    await page.getByTestId('products-no-cost').click();
    await expect.poll(() => listTotal(page)).toBe(skus);
    const shop = shops[0]!;
    await page.getByTestId('products-shop-filter').click();
    await page.locator('.ant-select-dropdown:visible').getByText(shop.mallName, { exact: true }).click();
    await expect.poll(() => listTotal(page)).toBeLessThan(skus);
    const inShop = await listTotal(page);
    await expect(rows.first()).toContainText(shop.mallName);

    // Page size 20.
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('20 条/页').click();
    await expect(rows).toHaveCount(Math.min(20, inShop));
    for (let i = 0; i < Math.min(20, inShop); i++) {
      await expect(page.getByTestId(`product-cost-${i}`)).toHaveValue('');
    }

    // The three best sellers, from 20 days ago.
    for (let i = 0; i < 3; i++) {
      await rows.nth(i).locator('td.ant-table-selection-column').click();
    }
    await expect(page.getByTestId('products-bulk-cost')).toContainText('3');
    await page.getByTestId('products-bulk-cost').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /首次销售/ })).toBeChecked();
    await dialog.getByRole('radio', { name: '自指定日期起' }).check();
    const from = bjDay(20);
    const picker = dialog.getByPlaceholder('选择日期（不晚于今天）');
    await picker.click();
    await picker.fill(from);
    await picker.press('Enter');
    await expect(picker).toHaveValue(from);
    await dialog.getByTestId('cost-modal-input').fill('5.5');
    await snap(page, 'products-bulk-cost');
    await dialog.getByTestId('cost-modal-ok').click();
    await expect(page.getByText('已设置 3 个 SKU 的成本价')).toBeVisible();
    // They have a cost now: the filtered list loses them.
    await expect.poll(() => listTotal(page)).toBe(inShop - 3);

    // A sheet with an impossible 生效日期 is refused whole: the row is named, nothing is imported.
    const uncosted = (
      await postForm(
        '/api/order/getProductInfoList',
        { shopId: String(shop.mallId), noCost: 'true', pageSize: '2' },
        token,
      )
    ).body.data.list as { skuId: string }[];
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('costs');
    ws.addRow(['店铺ID', 'SKU ID', '成本价', '生效日期']);
    ws.addRow([shop.mallId, uncosted[0]!.skuId, '3.3', bjDay(5)]);
    ws.addRow([shop.mallId, uncosted[1]!.skuId, '4.4', '2025-02-30']);
    const file = testInfo.outputPath('bad-date.xlsx');
    await book.xlsx.writeFile(file);
    const noCostBefore = await page.getByTestId('summary-no-cost').innerText();
    await page.locator('input[type=file]').setInputFiles(file);
    await expect(page.getByTestId('import-problems')).toHaveText(
      '第 3 行：生效日期“2025-02-30”无效，请填写不晚于今天的日期（YYYY-MM-DD）',
    );
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('表格中有 1 行需要修改，本次未导入任何数据');
    await page.locator('.ant-modal-confirm').getByRole('button').click();
    await expect(page.getByTestId('summary-no-cost')).toHaveText(noCostBefore);
    await expect.poll(() => listTotal(page)).toBe(inShop - 3);

    // The list without the filter shows them with the day their cost applies from.
    await page.getByTestId('products-no-cost').click();
    await expect(page.getByTestId('product-cost-0-from')).toHaveText(`自 ${from} 起`);

    // Past profit changed: the last 30 days now cost those units.
    await page.goto('/home');
    await page.getByTestId('date-type').getByText('近30天').click();
    await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-points', '30');
    await expect.poll(() => figure(page, 'kpi-profit'), { timeout: 15_000 }).not.toBe(before);
    await expect(page.getByTestId('kpi-profit-value')).toContainText('¥');
    await expect(page.getByTestId('kpi-profit')).toContainText('成本');
    await snap(page, 'products-profit-after');
  });
});
