import { expect as baseExpect, test } from '@playwright/test';
import { fromUserMenu, postForm, seedBoss, snap } from '../fixtures/app';
import { expectControlsInViewport, phoneContext, signIn } from '../fixtures/viewport';

// A first load of the app took 20-40 s on a busy shared machine (measured): every wait gets room for it.
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Issue 23 item 1: on a phone the login modal showed only its brand panel (the form 0 px wide at x≈559 on 390 px),
 * so nobody could log in. Every modal and form is usable from 360 px wide up.
 */
test.describe('[MOBILE] modals and forms on a phone', () => {
  test.describe.configure({ timeout: 180_000 });
  test('a BOSS logs in from /mobileHome at 390×844 and sees their figures', async ({ browser }) => {
    const boss = await seedBoss();
    const ctx = await phoneContext(browser);
    const page = await ctx.newPage();
    await page.goto('/mobileHome');
    await page.getByRole('button', { name: '登录查看我的店铺数据' }).click();
    const modal = page.getByTestId('auth-modal');
    await expect(modal).toBeVisible();
    const phone = page.getByTestId('login-phone');
    await expect(phone).toBeVisible();
    const box = (await phone.boundingBox())!;
    expect(box.width).toBeGreaterThan(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectControlsInViewport(page, modal);
    await snap(page, 'mobile-login-390');

    await phone.fill(boss.phone);
    await page.getByTestId('login-password').fill(boss.password);
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('login-submit').click();
    await expect(modal).toBeHidden();
    // A fresh login's setup notice fits the phone too; binding and the helper are done on a computer.
    const notice = page.getByTestId('important-notice');
    await expect(notice).toBeVisible();
    await expectControlsInViewport(page, page.getByRole('dialog', { name: '重要提示' }));
    await expect(page.getByTestId('important-step-bind')).toContainText('请在电脑上操作');
    await snap(page, 'mobile-important-notice-390');
    await page.getByTestId('important-ok').click();
    await expect(page).toHaveURL(/\/mobileHome$/);
    await expect(page.getByTestId('mobile-dashboard')).toBeVisible();
    await ctx.close();
  });

  test('login, register, forgot password, /resetpass and the bind prompt fit a 360 px phone', async ({ browser }) => {
    const ctx = await phoneContext(browser, 360, 740);
    const page = await ctx.newPage();
    await page.goto('/mobileHome');
    await page.getByRole('button', { name: '登录查看我的店铺数据' }).click();
    const modal = page.getByTestId('auth-modal');
    await expect(modal).toHaveAttribute('data-mode', 'login');
    await expectControlsInViewport(page, modal);
    await page.getByTestId('tab-phone').click();
    await expectControlsInViewport(page, modal);
    await page.getByTestId('register-link').click();
    await expect(modal).toHaveAttribute('data-mode', 'register');
    await expectControlsInViewport(page, modal);
    await snap(page, 'mobile-register-360');
    await page.getByTestId('login-link').click();
    await page.getByTestId('forgot-link').click();
    await expect(modal).toHaveAttribute('data-mode', 'forgotPassword');
    await expectControlsInViewport(page, modal);
    await snap(page, 'mobile-forgot-360');

    await page.goto('/resetpass');
    await expectControlsInViewport(page, page.getByTestId('reset-page'));

    // The bind prompt of a BOSS registered by phone (asked to bind WeChat).
    const boss = await seedBoss();
    await signIn(page, boss.phone, boss.password);
    await page.goto('/mobileHome');
    const bind = page.getByTestId('bind-phone-modal');
    await expect(bind).toBeVisible();
    await expectControlsInViewport(page, page.getByRole('dialog').filter({ has: bind }));
    await snap(page, 'mobile-bind-prompt-360');
    await ctx.close();
  });

  test('the BOSS’s dialogs fit a 360 px window: bind, renew, staff consent, app download', async ({ browser }) => {
    const boss = await seedBoss();
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    const token = await signIn(page, boss.phone, boss.password);
    // The bind prompt is not what this test looks at: 不再提示 through the API's user id.
    const uid = (await postForm('/api/order/getUserInfo', {}, token)).body.data.uid as number;
    await page.addInitScript((id) => localStorage.setItem(`promptNever:bindAccount:${id}`, '1'), uid);
    await page.goto('/home');
    await expect(page.locator('header').getByText('BOSS')).toBeVisible({ timeout: 60_000 });

    const dialogOf = (testId: string) => page.getByRole('dialog').filter({ has: page.getByTestId(testId) });
    const dialogs: [string, string][] = [
      ['menu-assign', 'staff-modal-body'],
      ['menu-renew', 'renewal-modal'],
    ];
    for (const [item, body] of dialogs) {
      await fromUserMenu(page, item, page.getByTestId(body));
      await expectControlsInViewport(page, dialogOf(body));
      await snap(page, `narrow-${item}-360`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(body)).toBeHidden();
    }
    // Staff consent: the add-shipper form with its code field.
    await fromUserMenu(page, 'menu-assign', page.getByTestId('staff-modal-body'));
    await page.getByTestId('staff-modal-body').getByText('仓库发货员分配', { exact: true }).click();
    await page.getByTestId('shipper-add').click();
    await expect(page.getByTestId('shipper-phone')).toBeVisible();
    await expectControlsInViewport(page, dialogOf('shipper-phone'));
    await snap(page, 'narrow-shipper-consent-360');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByTestId('shop-panel-bind').click();
    await expect(page.getByTestId('bind-modal')).toBeVisible();
    await expectControlsInViewport(page, dialogOf('bind-modal'));
    await snap(page, 'narrow-temu-bind-360');
    await ctx.close();
  });
});
