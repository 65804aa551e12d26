import { expect, type Page, test } from '@playwright/test';
import { loginAs, postForm, snap, unbindAll } from '../fixtures/app';
import { bossWithShops, waitForSync } from '../fixtures/shops';

let owner: { phone: string; password: string } | undefined;

const figure = (page: Page, id: string) => page.getByTestId(`${id}-value`).innerText();

/**
 * Days of the 今日 chart (spec §4: one calendar month back plus one day, to today, Beijing time), counted here on
 * their own: 30 after a 30-day month, 31 after a 31-day one, 28 to 31 around February.
 */
const todayChartDays = (now = new Date()) => {
  const bj = new Date(now.getTime() + 8 * 3_600_000);
  const [y, m, d] = [bj.getUTCFullYear(), bj.getUTCMonth(), bj.getUTCDate()];
  const lastOfPrevious = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const start = Date.UTC(y, m - 1, Math.min(d, lastOfPrevious)) + 86_400_000;
  return Math.round((Date.UTC(y, m, d) - start) / 86_400_000) + 1;
};

/** Waits until the KPI shows a value different from `before` (the scope or range changed). */
const changed = async (page: Page, id: string, before: string) => {
  await expect.poll(() => figure(page, id), { timeout: 15_000 }).not.toBe(before);
  return figure(page, id);
};

test.describe('[DASHBOARD] /home', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('all shops, a group and one shop; today, week, month and custom; figures and charts follow', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const boss = await bossWithShops();
    owner = boss;
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token;
    const shops = (await postForm('/api/shop/getBossShopList', {}, token)).body.data as { mallId: number }[];
    await waitForSync(token);
    const group = (await postForm('/api/shopGroup/save/userGroups', { shopGroupName: '第一组' }, token)).body.data
      .groupId;
    await postForm(
      '/api/shopGroup/save/shopGroups',
      { groupId: String(group), shopId: String(shops[0]!.mallId) },
      token,
    );

    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('home-dashboard')).toBeVisible();
    await expect(page.getByTestId('kpi-sales-value')).toContainText('¥');

    // Ranges: week → month → custom → today; the range text and the figures change.
    const d = page.getByTestId('date-type');
    await d.getByText('近7天').click();
    const week = await changed(page, 'kpi-sales', '');
    await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-points', '7');
    await d.getByText('近30天').click();
    const month = await changed(page, 'kpi-sales', week);
    await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-points', '30');
    await snap(page, 'dashboard-all-month');
    await d.getByText('自定义').click();
    await page.getByTestId('date-custom').first().click();
    const cells = page.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view:not(.ant-picker-cell-disabled)');
    await cells.nth(0).click();
    await cells.nth(9).click();
    await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-points', '10');
    const custom = await changed(page, 'kpi-sales', month);
    expect(custom).not.toBe(month);
    await d.getByText('近30天').click();
    await expect.poll(() => figure(page, 'kpi-sales')).toBe(month);

    // Scope: a group (one shop) and then that shop alone show the same figures, lower than all shops.
    await page.getByTestId(`group-row-${group}`).click();
    const inGroup = await changed(page, 'kpi-sales', month);
    await snap(page, 'dashboard-group-month');
    await page.getByTestId('shop-panel').getByTestId(`shop-row-${shops[1]!.mallId}`).click();
    const other = await changed(page, 'kpi-sales', inGroup);
    expect(other).not.toBe(inGroup);
    await page.getByTestId('shop-panel').getByTestId(`shop-row-${shops[0]!.mallId}`).click();
    await expect.poll(() => figure(page, 'kpi-sales')).toBe(inGroup);
    // The two shops add up to all shops.
    const cents = (s: string) => Math.round(Number(s.replace(/[¥,]/g, '')) * 100);
    expect(cents(inGroup) + cents(other)).toBe(cents(month));

    // The volume chart and the rankings have data; today shows the month up to today.
    await page.getByTestId('chart-metric').getByText('销量').click();
    await d.getByText('今日').click();
    await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-points', String(todayChartDays()));
    await expect(page.getByTestId('ranking-products').locator('tbody tr')).not.toHaveCount(0);
    // Products, delivery levels, category and price-band sales, returns.
    await d.getByText('近30天').click();
    await expect(page.getByTestId('created-total')).not.toHaveText('0');
    await expect(page.getByTestId('delivery-card').locator('.ant-rate')).not.toHaveCount(0);
    await expect(page.getByTestId('sales-by-category').locator('tbody tr.ant-table-row')).not.toHaveCount(0);
    await expect(page.getByTestId('sales-by-price').locator('tbody tr.ant-table-row')).toHaveCount(5);
    await page.getByTestId('returns-card').scrollIntoViewIfNeeded();
    await snap(page, 'dashboard-details');
    await snap(page, 'dashboard-shop-today');
  });
});
