import { expect, test } from '@playwright/test';
import { dismissVisitorNotice, openAuth, postForm, seedBoss, snap } from '../fixtures/app';
import { freshPhone, waitForCode } from '../fixtures/sandbox';

test.describe('[AUTH] accounts in the browser', () => {
  test('register with the code from the SMS inbox, log in, see the BOSS shell, log out', async ({ page }) => {
    const phone = freshPhone();
    await openAuth(page, '注册');
    await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', 'register');
    await page.getByTestId('register-phone').fill(phone);
    const sentAfter = Date.now() - 1000;
    await page.getByTestId('register-send-code').click();
    await expect(page.getByText('信息发送成功')).toBeVisible();
    await expect(page.getByTestId('register-send-code')).toContainText(/\d+s/);
    const code = await waitForCode(phone, sentAfter);
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill('Seller88');
    await page.getByTestId('register-confirm').fill('Seller88');
    await page.getByTestId('terms-checkbox').check();
    await snap(page, 'auth-register-form');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-success')).toBeVisible();
    await snap(page, 'auth-register-success');

    await page.getByTestId('login-now').click();
    await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', 'login');
    await expect(page.getByTestId('login-phone')).toHaveValue(phone);
    await page.getByTestId('login-password').fill('Seller88');
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('auth-modal')).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    // A fresh login shows the important notice (three steps) and the BOSS badge.
    await expect(page.getByText('绑定至少一个店铺主账号').first()).toBeVisible();
    await snap(page, 'auth-after-login-notice');
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    // Only after the notice: a BOSS without WeChat is asked to bind it (spec §4), never two modals at once.
    await expect(page.getByTestId('bind-phone-modal')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('绑定微信').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await snap(page, 'auth-bind-wechat-prompt');
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('header').getByText('BOSS')).toBeVisible();
    await expect(page.getByText('您正在以游客身份预览')).toBeHidden();
    const token = await page.evaluate(() => localStorage.getItem('inine_token'));
    expect((await postForm('/api/order/getUserInfo', {}, token!)).body.data.phone).toBe(phone);
    await snap(page, 'auth-boss-shell');

    await page.locator('header').getByText('BOSS').hover();
    await page.getByText('退出登录').click();
    await expect(page).toHaveURL(/\/index$/);
    await page.waitForLoadState('networkidle');
    await snap(page, 'auth-after-logout-index');
    // The old token stops working at once; the app is back in the visitor preview.
    expect((await postForm('/api/order/getUserInfo', {}, token!)).status).toBe(401);
    await page.goto('/home');
    await expect(page.getByText('您正在以游客身份预览')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('inine_token'))).toMatch(/^visitor\./);
  });

  test('a store manager tab logs in by SMS code', async ({ page }) => {
    const boss = await seedBoss();
    await openAuth(page, '登录');
    await page.getByTestId('tab-phone').click();
    await page.getByTestId('login-phone').fill(boss.phone);
    const after = Date.now() - 1000;
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
    await page.getByTestId('login-code').fill(await waitForCode(boss.phone, after));
    await page.getByTestId('terms-checkbox').check();
    await snap(page, 'auth-sms-login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('auth-modal')).toBeHidden();
    await expect(page.getByText('您正在以游客身份预览')).toBeHidden();
  });

  test('reset the password on /resetpass with a 60 s countdown, then log in with the new one', async ({ page }) => {
    const boss = await seedBoss();
    await page.goto('/resetpass');
    await expect(page.getByTestId('reset-page')).toBeVisible();
    await expect(page.getByTestId('reset-submit')).toBeDisabled();
    await page.getByTestId('reset-phone').fill(boss.phone);
    const after = Date.now() - 1000;
    await page.getByTestId('reset-send-code').click();
    await expect(page.getByTestId('reset-send-code')).toContainText(/(60|59|58)s/);
    await page.getByTestId('reset-code').fill(await waitForCode(boss.phone, after));
    await page.getByTestId('reset-password').fill('NewPass9');
    await page.getByTestId('reset-confirm').fill('NewPass9');
    await expect(page.getByTestId('reset-submit')).toBeEnabled();
    await snap(page, 'auth-reset-page');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-success')).toBeVisible();
    expect((await postForm('/api/auth/login', { userName: boss.phone, password: 'NewPass9' })).body.code).toBe(0);
    expect((await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.code).toBe(1);
  });

  test('validation messages of spec §5 on the login, register and reset forms', async ({ page }) => {
    await openAuth(page, '登录');
    const modal = page.getByTestId('auth-modal');
    await expect(page.getByTestId('login-submit')).toBeDisabled();
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('12');
    await page.getByTestId('login-submit').click();
    await expect(modal.getByText('密码必须为6-12位字符组合')).toBeVisible();
    await page.getByTestId('login-password').fill('Seller88');
    await page.getByTestId('login-submit').click();
    await expect(modal.getByText('请确定已同意用户服务协议')).toBeVisible();
    await page.getByTestId('login-phone').fill('');
    await page.getByTestId('login-phone').blur();
    await expect(modal.getByText('请输入手机号')).toBeVisible();
    await snap(page, 'auth-login-validation');

    await page.getByTestId('register-link').click();
    await page.getByTestId('register-phone').fill('13800138000');
    await page.getByTestId('register-password').fill('Seller88');
    await page.getByTestId('register-confirm').fill('Seller89');
    await page.getByTestId('register-confirm').blur();
    await expect(modal.getByText('两次密码不一致')).toBeVisible();
    await page.getByTestId('register-submit').click();
    await expect(modal.getByText('请输入验证码')).toBeVisible();
    await snap(page, 'auth-register-validation');

    await page.goto('/resetpass');
    await page.getByTestId('reset-phone').focus();
    await page.getByTestId('reset-phone').blur();
    await expect(page.getByText('您没有填写手机号')).toBeVisible();
    await page.getByTestId('reset-phone').fill('1380013');
    await page.getByTestId('reset-phone').blur();
    await expect(page.getByText('手机号格式错误')).toBeVisible();
    await page.getByTestId('reset-phone').fill(freshPhone());
    await page.getByTestId('reset-send-code').click();
    await expect(page.getByText('您还未注册')).toBeVisible();
    await page.getByTestId('reset-password').fill('abc');
    await page.getByTestId('reset-password').blur();
    await expect(page.getByText('密码必须为6-12位字符组合')).toBeVisible();
    await page.getByTestId('reset-password').fill('abc123');
    await page.getByTestId('reset-confirm').fill('abc124');
    await page.getByTestId('reset-confirm').blur();
    await expect(page.getByText('两次密码输入不一致')).toBeVisible();
    await snap(page, 'auth-reset-validation');
  });
});

test.describe('[VISITOR] preview without logging in', () => {
  test('shows the demo tenant read-only; modifying actions show the visitor prompt; the server refuses writes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('欢迎体验跨境卖家助手')).toBeVisible();
    await snap(page, 'visitor-notice');
    await dismissVisitorNotice(page);
    await expect(page.getByText('您正在以游客身份预览')).toBeVisible();
    await expect(page.locator('header').getByText('游客')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('inine_token'));
    expect(token).toMatch(/^visitor\./);
    // The demo tenant's shops, bound to the sandbox at first start and synced, show read-only.
    const demoShops = (await (
      await fetch(`http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}/accounts`)
    ).json()) as {
      temu: { demo: boolean; shops: { name: string }[] }[];
    };
    const firstDemoShop = demoShops.temu.find((a) => a.demo)!.shops[0]!.name;
    await expect(page.getByTestId('shop-panel').getByText(firstDemoShop)).toBeVisible({ timeout: 30_000 });
    // Open the dropdown and go straight to the item (not over 绑定主账号, whose sub-menu would cover it).
    await page.getByTestId('user-menu').click();
    const unbind = page.getByRole('menuitem', { name: '解绑账号' });
    await unbind.hover();
    await unbind.click();
    await expect(page.getByText('当前为游客预览模式，请登录或注册后使用该功能')).toBeVisible();
    await snap(page, 'visitor-prompt');
    // The server refuses writes for the demo token too.
    const write = await postForm('/api/phone/sendPhoneCodeBind', { phone: '13800138000' }, token!);
    expect(write.status).toBe(403);
  });
});
