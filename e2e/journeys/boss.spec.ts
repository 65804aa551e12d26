import { expect, type Page, test } from '@playwright/test';
import { freshPhone } from '../fixtures/sandbox';
import { onlyOn, step } from './support/step';
import {
  bjDay,
  closePromptsWithEsc,
  couponCodes,
  openUserMenuItem,
  sandbox,
  smsCode,
  spareAccounts,
  tokenOf,
} from './support/world';

const PASSWORD = 'Seller88';

/** The register form in the auth modal, filled with the code from the sandbox's SMS inbox, then logged in. */
const registerAndLogIn = async (page: Page, phone: string) => {
  await step(page, 'register with the code from the SMS inbox', async () => {
    await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', 'register');
    await page.getByTestId('register-phone').fill(phone);
    const after = Date.now() - 1000;
    await page.getByTestId('register-send-code').click();
    await expect(page.getByTestId('register-send-code')).toContainText(/\d+s/);
    await page.getByTestId('register-code').fill(await smsCode(phone, after));
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm').fill(PASSWORD);
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-success')).toBeVisible();
  });
  await step(page, 'log in with the new password', async () => {
    await page.getByTestId('login-now').click();
    await expect(page.getByTestId('login-phone')).toHaveValue(phone);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('auth-modal')).toBeHidden();
  });
};

test('new BOSS on a phone: registers from /mobileHome and sees their own figures there', async ({ page }) => {
  onlyOn('phone');
  const phone = freshPhone();
  await step(page, '/mobileHome, 登录查看我的店铺数据', async () => {
    await page.goto('/mobileHome');
    await page.getByRole('button', { name: '登录查看我的店铺数据' }).click();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page.getByTestId('login-phone')).toBeInViewport({ ratio: 1 });
    await page.getByTestId('register-link').click();
  });
  await registerAndLogIn(page, phone);
  await step(page, 'first-login prompts: one at a time, each closes with Esc', async () => {
    await closePromptsWithEsc(page);
  });
  await step(page, 'my figures on /mobileHome', async () => {
    await expect(page).toHaveURL(/\/mobileHome/);
    await expect(page.getByTestId('mobile-dashboard').getByRole('heading', { name: '我的经营数据' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录查看我的店铺数据' })).toBeHidden();
  });
  await step(page, 'a reload asks nothing again this session', async () => {
    await page.reload();
    await expect(page.getByTestId('mobile-dashboard')).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  });
});

test('new BOSS on a desktop: registers, binds Temu and Shein, reads today vs yesterday, sets a cost, renews, prints a label, lists with AI', async ({
  page,
  browser,
}) => {
  onlyOn('desktop');
  test.setTimeout(900_000);
  const spare = await spareAccounts();
  const phone = freshPhone();
  const shopNames = [...spare.bossTemu.shops, ...spare.bossShein.shops].map((s) => s.name);

  await step(page, 'landing page, 注册', async () => {
    await page.goto('/index');
    // The landing page is prerendered: a click before the app has taken it over does nothing, so click again.
    await expect(async () => {
      await page.getByRole('button', { name: '注册' }).first().click();
      await expect(page.getByTestId('auth-modal')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  });
  await registerAndLogIn(page, phone);
  await step(page, 'first-login prompts: one at a time, each closes with Esc', async () => {
    await expect(page).toHaveURL(/\/home$/);
    await closePromptsWithEsc(page);
    await expect(page.locator('header').getByText('BOSS')).toBeVisible();
  });
  await step(page, 'a reload asks nothing again this session', async () => {
    await page.reload();
    await expect(page.locator('header').getByText('BOSS', { exact: true })).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  });

  await step(page, 'bind a Temu main account through the user menu, with its SMS code', async () => {
    await openUserMenuItem(page, ['绑定主账号', '绑定 Temu 主账号']);
    await expect(page.getByTestId('bind-modal')).toBeVisible();
    await page.getByTestId('bind-phone').fill(spare.bossTemu.phone);
    await page.getByTestId('bind-password').fill(spare.bossTemu.password);
    const after = Date.now() - 1000;
    await page.getByTestId('bind-send-code').click();
    await expect(page.getByTestId('bind-send-code')).toContainText(/\d+s/);
    await page.getByTestId('bind-code').fill(await smsCode(spare.bossTemu.phone, after));
    await page.getByTestId('bind-submit').click();
    await expect(page.getByTestId('bind-success')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('bind-modal')).toBeHidden();
  });

  await step(page, 'authorise a Shein seller (full- and semi-managed shops) in the consent popup', async () => {
    await openUserMenuItem(page, ['绑定主账号', '授权 Shein 店铺']);
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('shein-bind-button').click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.getByRole('button', { name: new RegExp(spare.bossShein.name) }).click();
    await popup.getByRole('button', { name: '授权', exact: true }).click();
    await expect(page.getByText('授权成功！').first()).toBeVisible({ timeout: 30_000 });
    await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => {});
    await page.keyboard.press('Escape');
  });

  await step(page, 'every shop reaches 同步成功', async () => {
    const panel = page.getByTestId('shop-panel');
    for (const name of shopNames) {
      await expect(panel.getByText(name.slice(0, 5)).first()).toBeVisible({ timeout: 30_000 });
    }
    // A first sync that failed (on a busy machine the sandbox may answer a page late) is retried as a person would,
    // with its 重试, once per shop; the report names it. A second failure stays and fails the step.
    const retried = new Set<string>();
    await expect(async () => {
      const failed = await panel
        .locator('[data-status="error"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
      for (const tid of failed.filter((t) => t && !retried.has(t))) {
        retried.add(tid);
        test.info().annotations.push({ type: 'retried', description: `${tid}: 同步失败, 重试` });
        await panel.getByTestId(`${tid}-retry`).click();
      }
      await expect(panel.locator('[data-status="ok"]')).toHaveCount(shopNames.length, { timeout: 5_000 });
    }).toPass({ timeout: 480_000, intervals: [1_000] });
    await expect(panel.locator('[data-status="error"]')).toHaveCount(0);
  });

  await step(page, 'today vs yesterday shows a figure, for all shops and for each shop', async () => {
    await page.getByTestId('date-type').getByText('今日').click();
    const change = page.getByTestId('kpi-sales').locator('.ksa-kpi-change');
    await expect(change).toContainText('%');
    await expect(change).not.toContainText('上一周期无数据');
    const rows = page.getByTestId('shop-panel').locator('[data-testid^="shop-row-"]');
    const n = await rows.count();
    expect(n).toBe(shopNames.length);
    for (let i = 0; i < n; i++) {
      const row = rows.nth(i);
      await row.click();
      const label = (await row.innerText()).split('\n')[0];
      await expect(change, `today vs yesterday of ${label}`).toContainText('%');
      await expect(change, `today vs yesterday of ${label}`).not.toContainText('上一周期无数据');
      await expect(page.getByTestId('kpi-sales-value')).not.toHaveText('¥0.00');
    }
  });

  await step(page, 'set a cost from a past date on 商品管理', async () => {
    await page.goto('/account/manager');
    const rows = page.getByTestId('products-table').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await rows.first().locator('td.ant-table-selection-column').click();
    await page.getByTestId('products-bulk-cost').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '自指定日期起' }).check();
    const from = bjDay(20);
    const picker = dialog.getByPlaceholder('选择日期（不晚于今天）');
    await picker.click();
    await picker.fill(from);
    await picker.press('Enter');
    await dialog.getByTestId('cost-modal-input').fill('5.5');
    await dialog.getByTestId('cost-modal-ok').click();
    await expect(page.getByText('已设置 1 个 SKU 的成本价')).toBeVisible();
    await expect(page.getByTestId('product-cost-0-from')).toHaveText(`自 ${from} 起`);
  });

  const [wechatCoupon, alipayCoupon] = await couponCodes(2);
  const renewWithCoupon = async (code: string) => {
    const modal = page.getByTestId('renewal-modal');
    await openUserMenuItem(page, ['店铺续费']);
    await expect(modal).toBeVisible();
    // One shop: the first row's box (the header's box selects them all).
    await modal.locator('.ant-table-tbody').getByRole('checkbox').first().check();
    await page.getByTestId('coupon-code').fill(code);
    // The typed code is not redeemed yet: paying is blocked (with the reason) until it is.
    await page.getByTestId('coupon-redeem').click();
    await expect(page.getByTestId('coupon-note')).toHaveText('核销成功');
    await expect(page.getByTestId('renew-total')).toHaveText('39.00');
  };

  await step(page, 'renew one shop with a coupon by WeChat Pay: QR, pay on the sandbox phone, 支付完成', async () => {
    await page.goto('/home');
    await renewWithCoupon(wechatCoupon!);
    await page.getByTestId('renew-submit').click();
    const qr = page.getByTestId('wechat-qr');
    await expect(qr).toBeVisible();
    const codeUrl = (await qr.getAttribute('data-code-url')) ?? '';
    const payer = await (await browser.newContext()).newPage();
    await payer.goto(`${sandbox()}/wechatpay/scan?pr=${new URL(codeUrl).searchParams.get('pr')}`);
    await expect(payer.getByText('¥39.00').or(payer.getByText('￥39.00'))).toBeVisible();
    await payer.getByRole('button', { name: '扫码支付' }).click();
    await expect(payer.getByText('支付成功')).toBeVisible();
    await payer.context().close();
    await expect(page.getByTestId('pay-done')).toContainText('支付完成', { timeout: 30_000 });
    await page.getByTestId('pay-close').click();
  });

  await step(page, 'renew one shop with a coupon by Alipay: the sandbox cashier, 支付完成', async () => {
    await renewWithCoupon(alipayCoupon!);
    await page.getByTestId('renew-pay-type').getByText('支付宝').click();
    await page.getByTestId('renew-submit').click();
    const cashier = page.frameLocator('[data-testid="alipay-frame"]');
    await expect(cashier.getByText('39.00')).toBeVisible();
    const pay = cashier.getByRole('button', { name: '确认付款' });
    await expect(async () => {
      if (await pay.isVisible()) {
        await pay.click({ timeout: 2_000 });
      }
      await expect(page.getByTestId('pay-done')).toContainText('支付完成', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByTestId('pay-close').click();
  });

  await step(page, 'the delivery centre lists Temu stock orders; create a shipping order', async () => {
    await page.goto('/deliveryCenter');
    await expect(page.getByTestId('delivery-page')).toBeVisible();
    // The Temu full-managed shop's orders (Shein's come first by time, and a shipping order is made on Temu only).
    const temuShop = spare.bossTemu.shops.find((s) => !s.semiManaged)!;
    await page.getByTestId('delivery-shops').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: temuShop.name })
      .click();
    await page.keyboard.press('Escape');
    const row = page
      .locator('.ant-table-row')
      .filter({ hasText: temuShop.name })
      .filter({ has: page.locator('.ant-checkbox-input:not([disabled])') });
    await expect(row.first()).toBeVisible({ timeout: 30_000 });
    await row.first().locator('.ant-checkbox-input').check();
    await expect(page.getByTestId('delivery-create')).toBeEnabled();
    await page.getByTestId('delivery-create').click();
    await page.getByTestId('delivery-boxes-ok').click();
    await expect(page.getByTestId('delivery-progress')).toContainText('1/1');
  });

  await step(page, 'print the shipping order’s labels', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: '发货单' }).click();
    await expect(page.locator('.ant-table-row').first()).toContainText(/FH/);
    await page.locator('.ant-table-row .ant-checkbox-input').first().check();
    const download = page.waitForEvent('download');
    await page.getByTestId('delivery-labels').click();
    expect((await download).suggestedFilename()).toMatch(/^标签-.+\.pdf$/);
  });

  await step(page, 'list a 1688 product with AI and publish it to a Temu shop', async () => {
    await page.goto('/aiProducts/list');
    await page.getByTestId('ai-link').fill('https://detail.1688.com/offer/672345678901.html');
    await page.getByTestId('ai-link-add').click();
    await expect(page).toHaveURL(/\/aiProducts\/edit\?id=\d+/);
    await page.getByTestId('ai-generate').click();
    await expect(page.getByTestId('ai-title')).toHaveValue(/^2025 Summer Pure Cotton/, { timeout: 30_000 });
    await page.getByTestId('ai-publish-shop').click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText(spare.bossTemu.shops[0]!.name, { exact: true })
      .click();
    await page.getByTestId('ai-publish').click();
    await expect(page.getByTestId('ai-publish-progress-text')).toHaveText('发布完成：成功 1 个，失败 0 个', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('ai-edit-status')).toContainText('已发布');
  });

  // The renewals are on record with their coupons.
  const orders = (
    await (
      await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/pay/getOrderList`, {
        method: 'POST',
        headers: { authorization: await tokenOf(phone, PASSWORD), 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()
  ).data.list as { state: string; totalPrice: string }[];
  expect(orders.filter((o) => o.state === 'applied').map((o) => o.totalPrice)).toEqual(['39.00', '39.00']);
});
