import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_ADMIN_PHONE } from '../fixtures/admin';
import { postForm, snap, unbindAll } from '../fixtures/app';
import { waitForCode } from '../fixtures/sandbox';
import { bossWithShops } from '../fixtures/shops';

const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
let owner: { phone: string; password: string } | undefined;
/** Modals animate in and out: screenshots wait for them to settle. */
const settled = (page: Page, name: string) => page.waitForTimeout(600).then(() => snap(page, name));

test.describe('[ADMIN] operator console', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('an admin logs in by SMS code, sees a tenant’s shops and orders, refunds an order at WeChat Pay, makes a coupon batch and downloads it, and reads the audit log', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A BOSS with shops who paid a 1-month renewal by WeChat Pay in the sandbox.
    const boss = await bossWithShops();
    owner = boss;
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    const shops = (await postForm('/api/shop/getBossShopList', {}, token)).body.data as {
      mallId: number;
      mallName: string;
    }[];
    const order = (
      await postForm(
        '/api/pay/submitOrder',
        { shopIds: String(shops[0]!.mallId), month: '1', payType: '2', price: '69.00' },
        token,
      )
    ).body.data;
    const pr = new URL(order.codeUrl).searchParams.get('pr') ?? '';
    await fetch(`${sandbox}/wechatpay/scan/pay`, { method: 'POST', body: new URLSearchParams({ pr }) });
    await expect
      .poll(async () => (await postForm('/api/pay/getOrderList', {}, token)).body.data.list[0].state, {
        timeout: 30_000,
      })
      .toBe('applied');

    // A seller's token opens nothing of the console.
    const refused = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3199}/api/admin/me`, {
      headers: { authorization: token },
    });
    expect(refused.status).toBe(403);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByTestId('admin-phone').fill(E2E_ADMIN_PHONE);
    const sentAfter = Date.now() - 1000;
    await page.getByTestId('admin-send-code').click();
    await page.getByTestId('admin-code').fill(await waitForCode(E2E_ADMIN_PHONE, sentAfter));
    await snap(page, 'admin-login');
    await page.getByTestId('admin-login').click();
    await expect(page.getByTestId('admin-me')).toHaveText(E2E_ADMIN_PHONE);

    // Tenants: the BOSS with each shop's expiry.
    await page.getByTestId('tenant-search').locator('input').fill(boss.phone);
    await page.getByTestId('tenant-search').locator('input').press('Enter');
    const table = page.getByTestId('tenants-table');
    await expect(table.getByText(boss.phone)).toBeVisible();
    for (const s of shops) {
      await expect(page.getByTestId(`tenant-shop-${s.mallId}`)).toContainText(s.mallName);
      await expect(page.getByTestId(`tenant-shop-${s.mallId}`)).toContainText('到期');
    }
    await snap(page, 'admin-tenants');
    await table.getByRole('button', { name: '查看订单' }).click();

    // Orders: the provider asked live, then the refund through WeChat Pay.
    await expect(page.getByTestId('orders-boss-filter')).toContainText(boss.phone);
    await expect(page.getByTestId(`order-state-${order.orderNo}`)).toHaveText('已续费');
    await page.getByTestId(`order-provider-${order.orderNo}`).click();
    await expect(page.getByTestId('provider-trade-state')).toHaveText('SUCCESS');
    await page.keyboard.press('Escape');
    const refundsBefore = (
      (await (await fetch(`${sandbox}/wechatpay/notifications`)).json()) as { kind: string }[]
    ).filter((n) => n.kind === 'REFUND.SUCCESS').length;
    await page.getByTestId(`order-refund-${order.orderNo}`).click();
    await expect(page.getByTestId('refund-amount')).toHaveValue('69.00');
    await page.getByTestId('refund-reason').fill('客户申请退款');
    await settled(page, 'admin-refund-modal');
    await page.locator('#refund-confirm').click();
    await expect(page.getByTestId(`order-state-${order.orderNo}`)).toHaveText('已退款');
    await expect(page.getByTestId(`order-refunded-${order.orderNo}`)).toHaveText('¥69.00');
    // The sandbox settles the refund and notifies; the live query shows it.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${sandbox}/wechatpay/notifications`)).json()) as { kind: string }[]).filter(
            (n) => n.kind === 'REFUND.SUCCESS',
          ).length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(refundsBefore);
    await page.getByTestId(`order-provider-${order.orderNo}`).click();
    await expect(page.getByTestId('provider-trade-state')).toHaveText('REFUND');
    await expect(page.getByTestId(`provider-refund-RF${order.orderNo}1`)).toContainText('SUCCESS');
    await settled(page, 'admin-provider-status');
    await page.keyboard.press('Escape');
    await settled(page, 'admin-orders');

    // Coupons: a batch of 3 codes of ¥30, one redeemed by the BOSS, exported to Excel.
    await page.getByRole('tab', { name: '优惠券' }).click();
    await page.getByTestId('batch-count').fill('3');
    await page.getByTestId('batch-value').fill('30');
    await page.getByTestId('batch-note').fill('e2e 批次');
    await page.getByTestId('batch-create').click();
    const codesTable = page.getByTestId('batch-codes');
    await expect(codesTable.locator('tbody tr')).toHaveCount(3);
    const codes = (await codesTable.locator('tbody tr td:first-child').allInnerTexts()).map((c) => c.trim());
    expect(codes.every((c) => /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(c))).toBe(true);
    expect(
      (
        await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3199}/api/pay/destructionCet?certNo=${codes[1]}`, {
          headers: { authorization: token },
        })
      ).status,
    ).toBe(200);
    await page.keyboard.press('Escape');
    const batchId = Number(
      await page.getByTestId('batches-table').locator('tbody tr td:first-child').first().innerText(),
    );
    await page.getByTestId(`batch-open-${batchId}`).click();
    await expect(codesTable.getByText(boss.phone)).toBeVisible();
    await settled(page, 'admin-coupon-batch');
    const download = page.waitForEvent('download');
    await page.getByTestId('batch-export').click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((i) => sheet.getRow(i).values as unknown[]);
    expect(rows.map((r) => r[1]).sort()).toEqual([...codes].sort());
    expect(rows.find((r) => r[1] === codes[1])?.[3]).toBe(boss.phone);
    await page.keyboard.press('Escape');

    // Revenue by month, and the audit log with the refund and the batch.
    await page.getByRole('tab', { name: '收入' }).click();
    await expect(page.getByTestId('revenue-chart').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('revenue-table').locator('tbody tr').first()).toContainText('¥69.00');
    await snap(page, 'admin-revenue');
    await page.getByRole('tab', { name: '操作日志' }).click();
    const audit = page.getByTestId('audit-table');
    await expect(audit.getByText('渠道已受理退款')).toBeVisible();
    await expect(audit.getByText('申请退款', { exact: true })).toBeVisible();
    await expect(audit.getByText('生成优惠券批次')).toBeVisible();
    await snap(page, 'admin-audit');

    // Notices: a news item written in Markdown, previewed as the site renders it, then read on the public pages.
    await page.getByRole('tab', { name: '资讯' }).click();
    await page.getByTestId('notice-new').click();
    const title = `跨境卖家助手上线 PDF 说明书翻译 ${Date.now() % 100000}`;
    await page.getByTestId('notice-title').fill(title);
    await page
      .getByTestId('notice-body')
      .fill('## 说明书翻译\n\n上传 PDF 即可**保持版式**翻译。\n\n<script>window.x=1</script>');
    await expect(page.getByTestId('notice-preview').locator('strong')).toHaveText('保持版式');
    await expect(page.getByTestId('notice-preview').locator('script')).toHaveCount(0);
    await snap(page, 'admin-notice-editor');
    await page.getByTestId('notice-save').click();
    await expect(page.getByTestId('notices-table').getByText(title)).toBeVisible();
    await page.getByRole('tab', { name: '操作日志' }).click();
    await expect(page.getByTestId('audit-table').getByText('发布资讯')).toBeVisible();
    await page.goto('/index/newsInformation');
    await page.getByText(title).click();
    await expect(page.getByTestId('news-article').locator('strong')).toHaveText('保持版式');
    await snap(page, 'admin-notice-public');
  });
});
