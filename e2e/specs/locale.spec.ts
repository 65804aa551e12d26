import { expect, type Page, test } from '@playwright/test';
import { dismissVisitorNotice, snap } from '../fixtures/app';

/** Opens /home's custom range picker and returns its first month's weekday header. */
const openCustomPicker = async (page: Page, custom: string) => {
  await page.getByTestId('date-type').getByText(custom, { exact: true }).click();
  await page.getByTestId('date-custom').first().click();
  const panel = page.locator('.ant-picker-dropdown:visible .ant-picker-panel').first();
  await expect(panel).toBeVisible();
  return panel;
};
const weekdays = (panel: ReturnType<Page['locator']>) => panel.locator('.ant-picker-content thead th').allInnerTexts();

test.describe('[LOCALE] antd and dayjs follow the display language', () => {
  test('the /home date picker and figures are Chinese (weeks from Monday) in the Chinese UI, English after switching', async ({
    page,
  }) => {
    await page.goto('/home');
    await dismissVisitorNotice(page);
    // The visitor preview shows the demo tenant's dashboard once its shops are synced.
    await expect(page.getByTestId('home-dashboard')).toBeVisible({ timeout: 30_000 });

    const zh = await openCustomPicker(page, '自定义');
    expect(await weekdays(zh)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    await expect(zh.locator('.ant-picker-header-view')).toContainText(/\d{4}年\s*\d{1,2}月/);
    await expect(page.getByTestId('kpi-sales-value')).toHaveText(/^-?¥[\d,]+\.\d{2}$/);
    await snap(page, 'locale-home-picker-zh');
    await page.keyboard.press('Escape');

    // Switch the language in the header: no reload (a mark on window survives), the picker speaks English.
    await page.evaluate(() => Object.assign(window, { ksaBeforeSwitch: true }));
    await page.locator('header').getByRole('button', { name: '切换语言' }).click();
    // Hovered first: a click while the menu still slides in can miss the item.
    const english = page.getByRole('menuitem', { name: 'English' });
    await english.hover();
    await english.click();
    await expect(page.getByTestId('date-type')).toContainText('Custom');
    const en = await openCustomPicker(page, 'Custom');
    expect(await weekdays(en)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    await expect(en.locator('.ant-picker-header-view')).toContainText(/[A-Z][a-z]{2}\s*\d{4}/);
    // Figures follow too: the same amount in English writes its currency as CN¥.
    await expect(page.getByTestId('kpi-sales-value')).toHaveText(/^-?CN¥[\d,]+\.\d{2}$/);
    expect(await page.evaluate(() => 'ksaBeforeSwitch' in window)).toBe(true);
    await snap(page, 'locale-home-picker-en');
  });
});
