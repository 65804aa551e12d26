import { expect, type Page, test } from '@playwright/test';
import { loginAs, seedBoss, snap } from '../fixtures/app';

/**
 * One stock order as /api/delivery/list answers it: to pack, urgent, due today, a shipping order open. The app parses
 * every reply with its route's schema, so these stand-ins must have the real shape.
 */
const row = {
  shopId: 1,
  shopName: 'Shop A',
  platform: 'temu',
  orderSn: 'WB2026112501',
  skcId: '11',
  productName: 'Dress',
  picture: null,
  urgent: true,
  warehouseName: 'Huadu warehouse',
  purchaseAt: '2026-11-25T01:00:00.000Z',
  requiredDay: '2026-11-27',
  due: 'today',
  marketStatus: 1,
  status: 1,
  shipType: 0,
  quantity: 5,
  skus: [{ skuId: '111', extCode: 'SKU-A', className: 'Red-M', quantity: 5 }],
  actionable: true,
  ship: {
    deliverySn: 'FH2026112501',
    marketStatus: 0,
    packed: false,
    packageCount: 1,
    expressCompany: null,
    trackingNo: null,
    sentAt: null,
    receivedAt: null,
    receivedQty: 0,
    rejectedQty: 0,
    photoCount: 0,
    createdAt: '2026-11-25T02:00:00.000Z',
  },
};

const inLanguage = async (page: Page, lng: string) => {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lng);
};

test.describe('[DELIVERY] the delivery centre and the shipper app read in the display language', () => {
  test('/deliveryCenter in English: title, tabs, statuses, shipping types, columns and actions', async ({ page }) => {
    // The file's first test meets a cold server and page chunks: over a minute on a busy 2-core machine.
    test.setTimeout(120_000);
    const boss = await seedBoss();
    await inLanguage(page, 'en');
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await page.goto('/deliveryCenter');
    const center = page.getByTestId('delivery-page');
    await expect(center.getByRole('heading', { level: 4 })).toHaveText('Logistics assistant');
    await expect(page.getByTestId('delivery-tabs')).toContainText('Stock orders');
    await expect(page.getByTestId('delivery-status')).toContainText('Packing to confirm');
    await expect(page.getByTestId('delivery-ship-type')).toContainText('All');
    await expect(page.getByTestId('delivery-create')).toHaveText('Create shipping order');
    await expect(page.getByTestId('delivery-export')).toHaveText('Export Excel');
    await expect(page.locator('.ant-table-thead')).toContainText('Required arrival');
    await page.getByTestId('delivery-tabs').getByText('Receipt results').click();
    await expect(page.locator('.ant-table-thead')).toContainText('Rejected');
    const text = await center.innerText();
    expect(text.match(/[\u4e00-\u9fff]+/g)).toBeNull();
    await snap(page, 'delivery-center-en');
  });

  for (const [lng, title, pack, offline] of [
    ['en', "Today's tasks", 'Confirm packing', 'Offline'],
    ['ar', 'مهام اليوم', 'تأكيد التغليف', 'غير متصل'],
  ] as const) {
    test(`the shipper app /m/ in ${lng}: login, tasks and the offline queue`, async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await ctx.newPage();
      await inLanguage(page, lng);
      await page.route('**/api/auth/login', (r) =>
        r.fulfill({ json: { code: 0, msg: 'ok', data: { token: 't', expiresAt: '2099-01-01T00:00:00.000Z' } } }),
      );
      await page.route('**/api/delivery/list', async (r) => {
        const { status } = r.request().postDataJSON();
        await r.fulfill({
          json: { code: 0, msg: 'ok', data: { total: 1, counts: {}, list: status === 1 ? [row] : [] } },
        });
      });
      await page.goto('/m/');
      await expect(page.getByTestId('m-login')).not.toHaveText('登录');
      await page.getByTestId('m-phone').fill('13800000000');
      // The app opens on SMS-code login (a shipper's first login); this one has a password.
      await page.getByTestId('m-mode-password').click();
      await page.getByTestId('m-password').fill('abc123');
      await page.getByTestId('m-login').click();
      await expect(page.getByTestId('m-app').locator('header b')).toHaveText(title);
      const task = page.getByTestId('m-task');
      await expect(task.getByTestId('m-pack')).toHaveText(pack);
      await ctx.setOffline(true);
      await expect(page.getByTestId('m-online')).toHaveText(offline);
      await task.getByTestId('m-pack').click();
      await expect(page.getByTestId('m-queue')).toContainText('WB2026112501');
      const text = await page.getByTestId('m-app').innerText();
      expect(text.match(/[\u4e00-\u9fff]+/g)).toBeNull();
      await snap(page, `shipper-app-${lng}`);
      await ctx.close();
    });
  }
});
