import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs, postForm, snap, unbindAll } from '../fixtures/app';
import { bindSheinSpare, bossWithShops, waitForSync } from '../fixtures/shops';

let owner: { phone: string; password: string } | undefined;

/** Clicks an export button and reads the downloaded workbook's first sheet (rows of cell texts). */
const exported = async (page: Page, button: Locator) => {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
};

const text = (page: Page, id: string) => page.getByTestId(id).innerText();

/**
 * Picks a display currency. The select's list may open above it, over the header's menu; the pointer is then
 * moved off the header, or the menu's hover popup (智能上品) would open over the platform switch below it.
 */
const chooseCurrency = async (page: Page, code: string) => {
  await page.getByTestId('display-currency').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: code }).click();
  await page.mouse.move(800, 700);
  await expect(page.locator('.ant-menu-submenu-popup:visible')).toHaveCount(0);
};

test.describe('[DASHBOARD] signals, Shein, data source, exports, products and the stock monitor', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('a BOSS with Temu and Shein shops uses every card, exports tables, edits costs and names, imports a cost sheet', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const boss = await bossWithShops();
    owner = boss;
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    await bindSheinSpare(token);
    await expect
      .poll(async () => ((await postForm('/api/order/getAccountSheinShopList', {}, token)).body.data ?? []).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await waitForSync(token);

    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    const home = page.getByTestId('home-dashboard');
    // The 500 ms minimum loading, then the figures.
    await expect(home).toHaveAttribute('data-loading', 'false');
    await page.getByTestId('date-type').getByText('近30天').click();
    await expect(page.getByTestId('kpi-sales-value')).toContainText('¥');

    // Signals from stock, activities, reviews, notices and shop statistics.
    await expect(page.getByTestId('risk-in-stock')).not.toHaveText('0');
    await expect(page.getByTestId('stats-goods')).not.toHaveText('0');
    await expect(page.getByTestId('act-joined')).toBeVisible();
    await expect(page.getByTestId('reviews-card').locator('tbody tr.ant-table-row')).not.toHaveCount(0);
    const notices = page.getByTestId('notices-card');
    await expect(notices.locator('tbody tr.ant-table-row')).not.toHaveCount(0);
    await page.getByTestId('notices-kind').getByText('消息与规则').click();
    await expect(notices.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.getByTestId('soldout-card').scrollIntoViewIfNeeded();
    await snap(page, 'dashboard-signals');

    await expect(page.getByTestId('stats-sold')).not.toHaveText('—');
    // A product of the ranking opens its units per SKU (getLineChartDataVolumeBySKU).
    await page.getByTestId('ranking-products').locator('tbody tr.ant-table-row').first().click();
    await expect(page.getByTestId('sku-volume-chart')).not.toHaveAttribute('data-series', '0');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sku-volume-chart')).toHaveCount(0);

    // Exports: the product ranking as on screen; the paged notices with every page.
    const ranking = page.getByTestId('ranking-products').locator('tbody tr.ant-table-row');
    const shown = await ranking.count();
    const products = await exported(page, page.getByTestId('export-products'));
    expect(products[0]).toEqual(['商品', '销量', '销售额', '币种']);
    expect(products[1]![3]).toBe('CNY');
    expect(products).toHaveLength(shown + 1);
    expect(products[1]![0]).toBe(await ranking.first().locator('td').nth(1).innerText());
    const noticeRows = await exported(page, page.getByTestId('export-notices'));
    expect(noticeRows.length - 1).toBeGreaterThanOrEqual(await notices.locator('tbody tr.ant-table-row').count());

    // One data source: the no-op 订单数据 / 库存数据 switch is gone (README: deviations).
    const sales = await text(page, 'kpi-sales-value');
    await expect(page.getByTestId('data-source')).toHaveCount(0);
    // Amounts say their currency; a seller who shows dollars sees Temu's yuan converted day by day.
    await expect(page.getByTestId('rate-note')).toContainText('CNY');
    await chooseCurrency(page, 'USD');
    await expect(page.getByTestId('kpi-sales-value')).toContainText('US$');
    await expect(page.getByTestId('rate-note')).toContainText('欧洲央行');
    await chooseCurrency(page, 'CNY');
    await expect(page.getByTestId('kpi-sales-value')).toHaveText(sales);

    // Shein: the platform switch shows Shein's own figures, with the last 10 minutes. Shein reports
    // dollars: shown converted to yuan with the rate date, or in the shop's own currency.
    await page.getByTestId('dash-platform').getByText('SHEIN').click();
    await expect(home).toHaveAttribute('data-platform', 'shein');
    await expect(page.getByTestId('kpi-last10m-value')).toContainText('¥');
    await expect(page.getByTestId('rate-note')).toContainText('汇率日期');
    await expect.poll(() => text(page, 'kpi-sales-value'), { timeout: 15_000 }).not.toBe(sales);
    await page.getByTestId('own-currency').click();
    await expect(page.getByTestId('kpi-sales-value')).toContainText('US$');
    await expect(page.getByTestId('risk-card')).toHaveCount(0);
    await expect(page.getByTestId('kpi-documents-value')).not.toHaveText('0 / 0');
    await snap(page, 'dashboard-shein');

    // /account/manager: summary, search, rename, inline cost with the numeric helper, import, export.
    await page.goto('/account/manager');
    const table = page.getByTestId('products-table');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
    const noCost = Number((await text(page, 'summary-no-cost')).replace(/,/g, ''));
    const skus = Number((await text(page, 'summary-skus')).replace(/,/g, ''));
    expect(noCost).toBe(skus);

    await page.getByTestId('product-name-0-edit').click();
    await page.getByTestId('product-name-0-input').fill('我的爆款连衣裙');
    await page.getByTestId('product-name-0-input').press('Enter');
    await expect(page.getByTestId('product-name-0')).toHaveText('我的爆款连衣裙');

    const cost = page.getByTestId('product-cost-0');
    await cost.fill('12.3x45元');
    await expect(cost).toHaveValue('12.34');
    await cost.press('Enter');
    await expect(page.getByText('成本价已保存，利润已按新成本重算')).toBeVisible();
    await expect(page.getByTestId('summary-no-cost')).toHaveText((noCost - 1).toLocaleString('zh-CN'));

    // Export the list (the import template), fill two costs, import it back.
    const sheet = await exported(page, page.getByTestId('products-export'));
    expect(sheet[0]).toEqual(expect.arrayContaining(['店铺ID', 'SKU ID', '成本价', '生效日期']));
    expect(sheet).toHaveLength(skus + 1);
    const col = (name: string) => sheet[0]!.indexOf(name);
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('costs');
    ws.addRow(['店铺ID', 'SKU ID', '成本价']);
    for (const r of sheet.slice(2, 4)) {
      ws.addRow([r[col('店铺ID')], r[col('SKU ID')], '8.8']);
    }
    const file = testInfo.outputPath('costs.xlsx');
    await book.xlsx.writeFile(file);
    await page.locator('input[type=file]').setInputFiles(file);
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(page.getByText('已导入 2 条，跳过 0 条')).toBeVisible();
    await expect(page.getByTestId('summary-no-cost')).toHaveText((noCost - 3).toLocaleString('zh-CN'));

    await page.getByTestId('products-search').locator('input').fill('我的爆款');
    await page.getByTestId('products-search').locator('input').press('Enter');
    await expect(table.locator('tbody tr.ant-table-row')).not.toHaveCount(0);
    await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('我的爆款连衣裙');
    await snap(page, 'account-manager');

    // One Shein shop: the list comes from Shein's productInfo call.
    const sheinShop = (
      (await postForm('/api/order/getAccountSheinShopList', {}, token)).body.data as {
        shopId: number;
      }[]
    )[0]!.shopId;
    await page.getByTestId('products-search').locator('input').fill('');
    await page.getByTestId('products-search').locator('input').press('Enter');
    const sheinCall = page.waitForRequest((r) => r.url().includes('/api/shein/product/query/productInfo?pageNum=1'));
    await page.getByTestId('shop-panel').getByTestId(`shop-row-${sheinShop}`).click();
    await sheinCall;
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();

    // The stock monitor: per-product charts with a show/hide-all button.
    await page.goto('/testActivityChart');
    await expect(page.getByTestId('activity-chart-0')).toBeVisible();
    await expect(page.getByTestId('activity-chart-0')).not.toHaveAttribute('data-series', '0');
    await page.getByTestId('activity-toggle-0').click();
    await expect(page.getByTestId('activity-chart-0')).toHaveAttribute('data-shown', 'false');
    await expect(page.getByTestId('activity-toggle-0')).toHaveText('显示全部');
    await page.getByTestId('activity-toggle-0').click();
    await expect(page.getByTestId('activity-chart-0')).toHaveAttribute('data-shown', 'true');
    await snap(page, 'activity-chart');
  });
});
