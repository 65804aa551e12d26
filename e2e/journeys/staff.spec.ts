import { type Browser, expect, type Page, test } from '@playwright/test';
import { fromUserMenu, seedBoss } from '../fixtures/app';
import { freshPhone } from '../fixtures/sandbox';
import { waitForSync } from '../fixtures/shops';
import { step } from './support/step';
import { bindTemuByApi, closePromptsWithEsc, smsCode, spareAccounts, tokenOf } from './support/world';

type TShop = { mallId: number; mallName: string };

/** Logs the BOSS in through the login form (password tab). */
const loginByPassword = async (page: Page, phone: string, password: string) => {
  await page.goto('/home');
  const keep = page.getByRole('button', { name: '继续预览' });
  await keep.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
  if (await keep.isVisible()) {
    await keep.click();
  }
  await page.locator('header').getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('auth-modal')).toBeHidden();
};

/** Adds a store manager / finance person in 分配管理 with the code that reached their phone. */
const addStaff = async (page: Page, phone: string, shops: TShop[], lookCost: boolean) => {
  const body = page.getByTestId('staff-modal-body');
  await expect(body).toBeVisible();
  await page.getByTestId('staff-add').click();
  await page.getByTestId('staff-phone').fill(phone);
  await page.getByTestId('staff-continue').click();
  await expect(page.getByTestId('staff-check-result')).toContainText('新员工');
  const after = Date.now() - 1000;
  await page.getByTestId('staff-send').click();
  await expect(page.getByTestId('staff-send')).toContainText(/5\ds/);
  const code = await smsCode(phone, after);
  await page.getByTestId('staff-temu-shops').click();
  for (const s of shops) {
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: s.mallName });
    await expect(async () => {
      if (!(await option.getAttribute('class'))?.includes('ant-select-item-option-selected')) {
        await option.click({ timeout: 2_000 });
      }
      await expect(option).toHaveClass(/ant-select-item-option-selected/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('staff-temu-shops').locator('.ant-select-selection-item')).toHaveCount(shops.length);
  if (lookCost) {
    await page.getByTestId('staff-perm-1').click();
  }
  await page.getByTestId('staff-code').fill(code);
  await page.getByTestId('staff-form-save').click();
  await expect(page.getByText('分配成功').first()).toBeVisible();
  await page.getByTestId('staff-reminder-ok').click();
  for (const s of shops) {
    await expect(page.getByTestId(`staff-tag-${s.mallId}-${phone}`)).toBeVisible();
  }
};

/** A staff member's first login by SMS code in a browser of their own; prompts queue and they set a password. */
const firstLogin = async (browser: Browser, phone: string, password: string) => {
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' })).newPage();
  await step(page, `${phone}: first login by SMS code`, async () => {
    await page.goto('/home');
    const keep = page.getByRole('button', { name: '继续预览' });
    await keep.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
    if (await keep.isVisible()) {
      await keep.click();
    }
    await page.locator('header').getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('tab-phone').click();
    await page.getByTestId('login-phone').fill(phone);
    const after = Date.now() - 1000;
    await page.getByTestId('send-code').click();
    await page.getByTestId('login-code').fill(await smsCode(phone, after));
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('auth-modal')).toBeHidden();
  });
  await step(page, `${phone}: sets their own password; no prompt meant for a BOSS`, async () => {
    // The set-password prompt is the one that matters; others before it come one at a time.
    const form = page.getByTestId('set-password-form');
    await expect(async () => {
      if (!(await form.isVisible())) {
        expect(await page.locator('.ant-modal-wrap:visible .ant-modal').count()).toBeLessThanOrEqual(1);
        await expect(page.getByText('去绑定')).toHaveCount(0);
        await page.keyboard.press('Escape');
      }
      await expect(form).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByTestId('set-password-password').fill(password);
    await page.getByTestId('set-password-confirm').fill(password);
    await page.getByTestId('set-password-submit').click();
    await expect(page.getByText('密码设置成功').first()).toBeVisible();
    await closePromptsWithEsc(page);
    await expect(page.locator('header').getByText('店长/财务')).toBeVisible();
  });
  return page;
};

test('manager and finance: added by the BOSS with SMS consent, they see only their shops, cost only with 查看成本价', async ({
  page,
  browser,
}) => {
  test.setTimeout(540_000);
  // Set-up (not what this journey is about): a BOSS with a Temu account of three shops, synced.
  const boss = await seedBoss();
  const bossToken = await tokenOf(boss.phone, boss.password);
  const { staffTemu } = await spareAccounts();
  await bindTemuByApi(bossToken, staffTemu);
  await waitForSync(bossToken, 300_000);
  const shops = (
    await (
      await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/shop/getBossShopList`, {
        method: 'POST',
        headers: { authorization: bossToken },
      })
    ).json()
  ).data as TShop[];
  expect(shops.length).toBeGreaterThanOrEqual(3);
  const managerShops = shops.slice(0, 2);
  const financeShops = shops.slice(2, 3);
  const manager = freshPhone();
  const finance = freshPhone();

  await step(page, 'BOSS logs in and opens 分配管理', async () => {
    await loginByPassword(page, boss.phone, boss.password);
    await closePromptsWithEsc(page);
    await fromUserMenu(page, 'menu-assign', page.getByTestId('staff-modal-body'));
    await expect(page.getByTestId('staff-modal-body').getByRole('row')).toHaveCount(shops.length + 1);
  });
  await step(page, 'adds a store manager for two shops, with 查看成本价, by the code on their phone', async () => {
    await addStaff(page, manager, managerShops, true);
  });
  await step(page, 'adds a finance person for one shop, without 查看成本价', async () => {
    await addStaff(page, finance, financeShops, false);
    await page.keyboard.press('Escape');
  });

  const mgr = await firstLogin(browser, manager, 'Mgr12345');
  await step(mgr, 'manager: exactly the two shops, with cost', async () => {
    const panel = mgr.getByTestId('shop-panel');
    await expect(panel.locator('[data-testid^="shop-row-"]')).toHaveCount(2);
    const first = managerShops[0]!.mallId;
    await panel.getByTestId(`shop-row-${first}`).click();
    await panel.getByTestId(`shop-row-${first}`).click();
    await expect(mgr.getByTestId('info-cost')).not.toHaveText('无权限');
  });
  await mgr.context().close();

  const fin = await firstLogin(browser, finance, 'Fin12345');
  await step(fin, 'finance: exactly the one shop; cost and profit say 无权限', async () => {
    const panel = fin.getByTestId('shop-panel');
    await expect(panel.locator('[data-testid^="shop-row-"]')).toHaveCount(1);
    const only = financeShops[0]!.mallId;
    await panel.getByTestId(`shop-row-${only}`).click();
    await panel.getByTestId(`shop-row-${only}`).click();
    await expect(fin.getByTestId('info-cost')).toHaveText('无权限');
    await expect(fin.getByTestId('info-profit')).toHaveText('无权限');
    await expect(fin.getByTestId('info-sales')).toContainText('¥');
  });
  await fin.context().close();

  // The manager on a phone: /mobileHome, the login form, their shops' figures only.
  const phoneCtx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const mp = await phoneCtx.newPage();
  await step(mp, 'manager on a phone: logs in on /mobileHome', async () => {
    await mp.goto('/mobileHome');
    await mp.getByRole('button', { name: '登录查看我的店铺数据' }).click();
    await mp.getByTestId('login-phone').fill(manager);
    await mp.getByTestId('login-password').fill('Mgr12345');
    await mp.getByTestId('terms-checkbox').check();
    await mp.getByTestId('login-submit').click();
    await expect(mp.getByTestId('auth-modal')).toBeHidden();
    await closePromptsWithEsc(mp);
  });
  await step(mp, 'manager on a phone: only their two shops', async () => {
    const dash = mp.getByTestId('mobile-dashboard');
    await expect(dash.getByRole('heading', { name: '我的经营数据' })).toBeVisible();
    for (const s of managerShops) {
      await expect(dash.getByRole('cell', { name: s.mallName })).toBeVisible();
    }
    await expect(dash.getByRole('cell', { name: financeShops[0]!.mallName })).toHaveCount(0);
  });
  await phoneCtx.close();
});
