import { addMonthsCn } from '@ksa/contract';
import { expect, type Page, test } from '@playwright/test';
import { fromUserMenu, loginAs, postForm, snap, unbindAll } from '../fixtures/app';
import { bossWithShops } from '../fixtures/shops';

const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const bjDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

let owner: { phone: string; password: string } | undefined;
type TShop = { mallId: number; mallName: string; expireDate: string };

/** A BOSS with the two spare Temu shops (on their trial), its API token and shops, logged in on the page. */
const bossOnHome = async (page: Page) => {
  const boss = await bossWithShops();
  owner = boss;
  const { body: login } = await postForm('/api/auth/login', { userName: boss.phone, password: boss.password });
  const token = login.data.token as string;
  const shops = (await postForm('/api/shop/getBossShopList', {}, token)).body.data as TShop[];
  await loginAs(page, boss.phone, boss.password);
  await page.keyboard.press('Escape');
  return { token, shops };
};

test.describe('[BILLING] renewal', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('a BOSS renews a shop for 2 months with WeChat Pay: QR in the modal, 扫码支付 on the sandbox phone, 支付完成 and the new expiry in the table', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { token, shops } = await bossOnHome(page);
    const shop = shops[0]!;
    const expected = bjDay(addMonthsCn(new Date(shop.expireDate), 2));
    await fromUserMenu(page, 'menu-assign', page.getByTestId('staff-modal-body'));
    await page.getByTestId(`staff-row-renew-${shop.mallId}`).click();

    const modal = page.getByTestId('renewal-modal');
    await expect(modal).toBeVisible();
    await page.getByTestId('renew-months').fill('2');
    await expect(page.getByTestId(`renew-new-expiry-${shop.mallId}`)).toHaveText(expected);
    await expect(page.getByTestId('renew-total')).toHaveText('138.00');
    // A typed, unredeemed coupon code blocks the order: the pay button is disabled and says why.
    await page.getByTestId('coupon-code').fill('NOT-REDEEMED');
    await expect(page.getByTestId('renew-submit')).toBeDisabled();
    await page.getByTestId('coupon-code').fill('');
    await expect(page.getByTestId('renew-submit')).toBeEnabled();
    await snap(page, 'renewal-modal');
    await page.getByTestId('renew-submit').click();

    const qr = page.getByTestId('wechat-qr');
    await expect(qr).toBeVisible();
    await expect(qr.locator('canvas, svg').first()).toBeVisible();
    await expect(page.getByTestId('pay-waiting')).toHaveText('正在等待支付结果…');
    await snap(page, 'renewal-wechat-qr');
    const codeUrl = (await qr.getAttribute('data-code-url')) ?? '';
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);

    // The payer's phone: the sandbox's scan page for this code.
    const phone = await (await browser.newContext()).newPage();
    await phone.goto(`${sandbox}/wechatpay/scan?pr=${new URL(codeUrl).searchParams.get('pr')}`);
    await expect(phone.getByText('¥138.00').or(phone.getByText('￥138.00'))).toBeVisible();
    await phone.getByRole('button', { name: '扫码支付' }).click();
    await expect(phone.getByText('支付成功')).toBeVisible();

    await expect(page.getByTestId('pay-done')).toBeVisible();
    await expect(page.getByTestId('pay-done')).toContainText('支付完成');
    await expect(page.getByTestId('pay-done-shop')).toHaveText(new RegExp(`${expected}$`));
    await snap(page, 'renewal-paid');
    await page.getByTestId('pay-close').click();
    // The assignment table shows the new expiry (the shop lists were refreshed).
    await expect(
      page.getByTestId('staff-modal-body').getByRole('row', { name: new RegExp(shop.mallName) }),
    ).toContainText(expected);
    const after = (await postForm('/api/shop/getBossShopList', {}, token)).body.data as TShop[];
    expect(bjDay(new Date(after.find((s) => s.mallId === shop.mallId)!.expireDate))).toBe(expected);
    expect(after.find((s) => s.mallId !== shop.mallId)!.expireDate).toBe(shops[1]!.expireDate);

    const orders = (await postForm('/api/pay/getOrderList', {}, token)).body.data;
    expect(orders.list[0]).toMatchObject({ state: 'applied', month: 2, totalPrice: '138.00', payType: 2 });
  });

  test('a BOSS renews both shops for a month with Alipay: the sandbox cashier in the iframe takes the payment and the modal shows 支付完成 with both new expiries', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { token, shops } = await bossOnHome(page);
    const modal = page.getByTestId('renewal-modal');
    await fromUserMenu(page, 'menu-renew', modal);
    await modal.getByRole('checkbox').first().check();
    await page.getByTestId('renew-pay-type').getByText('支付宝').click();
    await expect(page.getByTestId('renew-total')).toHaveText('138.00');
    await page.getByTestId('renew-submit').click();

    const cashier = page.frameLocator('[data-testid="alipay-frame"]');
    await expect(cashier.getByText('138.00')).toBeVisible();
    await snap(page, 'renewal-alipay-iframe');
    // Under load a click on the cashier right after it loads can be lost in the frame (no form post reaches the
    // sandbox); the buyer would click again, and so does the test while the button is still there.
    const pay = cashier.getByRole('button', { name: '确认付款' });
    await expect(async () => {
      if (await pay.isVisible()) {
        await pay.click({ timeout: 2_000 });
      }
      await expect(page.getByTestId('pay-done')).toContainText('支付完成', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('pay-done-shop')).toHaveCount(2);

    const after = (await postForm('/api/shop/getBossShopList', {}, token)).body.data as TShop[];
    for (const s of shops) {
      const now = after.find((a) => a.mallId === s.mallId)!;
      expect(bjDay(new Date(now.expireDate))).toBe(bjDay(addMonthsCn(new Date(s.expireDate), 1)));
    }
  });
});
