import { expect, test } from '@playwright/test';
import { onlyOn, step } from './support/step';

/** The demo's first Temu shop, as the sandbox names it (the visitor preview shows the demo tenant). */
const firstDemoShop = async () => {
  const accounts = (await (await fetch(`http://127.0.0.1:${process.env.E2E_SANDBOX_PORT}/accounts`)).json()) as {
    temu: { demo: boolean; shops: { name: string }[] }[];
  };
  return accounts.temu.find((a) => a.demo)!.shops[0]!.name;
};

test('visitor on a desktop: landing page, then the read-only preview of the console', async ({ page }) => {
  onlyOn('desktop');
  await step(page, 'landing page', async () => {
    // /index is the landing page (a first visit to / opens the preview straight away).
    await page.goto('/index');
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.getByRole('button', { name: '免费预览控制台' }).first()).toBeVisible();
  });
  await step(page, 'open the preview: the welcome notice', async () => {
    await page.getByRole('button', { name: '免费预览控制台' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    // The notice comes once the demo's figures have loaded.
    await expect(page.getByText('欢迎体验跨境卖家助手')).toBeVisible({ timeout: 60_000 });
  });
  await step(page, 'the demo shops, read-only', async () => {
    await page.getByRole('button', { name: '继续预览' }).click();
    await expect(page.getByText('您正在以游客身份预览')).toBeVisible();
    await expect(page.locator('header').getByText('游客')).toBeVisible();
    await expect(page.getByTestId('shop-panel').getByText(await firstDemoShop())).toBeVisible({ timeout: 60_000 });
  });
  await step(page, 'a changing action asks to log in or register', async () => {
    await page.getByTestId('user-menu').click();
    const unbind = page.getByRole('menuitem', { name: '解绑账号' });
    await unbind.hover();
    await unbind.click();
    await expect(page.getByText('当前为游客预览模式，请登录或注册后使用该功能')).toBeVisible();
  });
});

test('visitor on a phone: /mobileHome, and its login button opens a usable login form', async ({ page }) => {
  onlyOn('phone');
  await step(page, 'the mobile site', async () => {
    await page.goto('/index');
    await expect(page).toHaveURL(/\/mobileHome$/);
    await expect(page.getByRole('heading', { level: 2, name: '跨境卖家助手' })).toBeVisible();
  });
  await step(page, '登录查看我的店铺数据 opens the login form', async () => {
    await page.getByRole('button', { name: '登录查看我的店铺数据' }).click();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    const phone = page.getByTestId('login-phone');
    await expect(phone).toBeInViewport({ ratio: 1 });
    expect((await phone.boundingBox())!.width).toBeGreaterThan(150);
    await phone.fill('13800138000');
    await expect(phone).toHaveValue('13800138000');
    await expect(page.getByTestId('login-password')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('login-submit')).toBeInViewport({ ratio: 1 });
  });
  await step(page, 'the register form from the login form', async () => {
    await page.getByTestId('register-link').click();
    await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', 'register');
    for (const id of [
      'register-phone',
      'register-send-code',
      'register-code',
      'register-password',
      'register-submit',
    ]) {
      await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
    }
  });
  await step(page, 'the preview from the phone', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('auth-modal')).toBeHidden();
    await page.goto('/home');
    // A phone is sent to the mobile site; the visitor sees what the product is, not a desktop console squeezed in.
    await expect(page).toHaveURL(/\/mobileHome$/);
  });
});
