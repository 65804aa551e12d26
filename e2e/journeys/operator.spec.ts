import { expect, type Locator, type Page, test } from '@playwright/test';
import { fromUserMenu, loginAs, seedBoss } from '../fixtures/app';
import { freshPhone } from '../fixtures/sandbox';
import { step } from './support/step';
import { bindSheinByApi, closePromptsWithEsc, smsCode, spareAccounts, tokenOf } from './support/world';

/** Picks 全选 in a multi-select; a click while the dropdown still animates may miss, so retry. */
const selectAll = async (page: Page, select: Locator) => {
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) {
      await select.click();
    }
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '全选' })
      .click({ timeout: 2_000 });
    await expect(select.locator('.ant-select-selection-item').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
};

/**
 * An operator (运营): the BOSS adds them with the code that reached their phone, for a main-account entity and its
 * shops; they log in by SMS code, set their own password, and get no prompt meant for a BOSS.
 */
test('operator: added with consent, first login by SMS, own password, no BOSS prompts', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // Set-up: a BOSS with a Shein shop (binding has its own journey).
  const boss = await seedBoss();
  const bossToken = await tokenOf(boss.phone, boss.password);
  const { operatorShein } = await spareAccounts();
  await bindSheinByApi(bossToken, operatorShein);
  const operator = freshPhone();

  await step(page, 'BOSS: 运营分配, add an operator with the code on their phone', async () => {
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await fromUserMenu(page, 'menu-assign', page.getByTestId('staff-modal-body'));
    const body = page.getByTestId('staff-modal-body');
    await body.getByText('运营分配', { exact: true }).click();
    await page.getByTestId('operator-add').click();
    await page.getByTestId('operator-phone').fill(operator);
    const after = Date.now() - 1000;
    await page.getByTestId('operator-send').click();
    await expect(page.getByTestId('operator-send')).toContainText(/5\ds/);
    await page.getByTestId('operator-code').fill(await smsCode(operator, after));
    await selectAll(page, page.getByTestId('operator-entity'));
    await selectAll(page, page.getByTestId('operator-shops'));
    await page.getByTestId('operator-save').click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    await expect(page.getByTestId('operator-panel').getByText(operator)).toBeVisible();
  });

  const op = await (await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' })).newPage();
  await step(op, 'operator: first login by SMS code', async () => {
    await op.goto('/home');
    const keep = op.getByRole('button', { name: '继续预览' });
    await keep.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
    if (await keep.isVisible()) {
      await keep.click();
    }
    await op.locator('header').getByRole('button', { name: '登录', exact: true }).click();
    await op.getByTestId('tab-phone').click();
    await op.getByTestId('login-phone').fill(operator);
    const after = Date.now() - 1000;
    await op.getByTestId('send-code').click();
    await op.getByTestId('login-code').fill(await smsCode(operator, after));
    await op.getByTestId('terms-checkbox').check();
    await op.getByTestId('login-submit').click();
    await expect(op.getByTestId('auth-modal')).toBeHidden();
  });
  await step(op, 'operator: sets their own password; prompts queue; none is meant for a BOSS', async () => {
    const form = op.getByTestId('set-password-form');
    await expect(async () => {
      if (!(await form.isVisible())) {
        expect(await op.locator('.ant-modal-wrap:visible .ant-modal').count()).toBeLessThanOrEqual(1);
        await expect(op.getByText('去绑定')).toHaveCount(0);
        await op.keyboard.press('Escape');
      }
      await expect(form).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await op.getByTestId('set-password-password').fill('Op123456');
    await op.getByTestId('set-password-confirm').fill('Op123456');
    await op.getByTestId('set-password-submit').click();
    await expect(op.getByText('密码设置成功').first()).toBeVisible();
    await closePromptsWithEsc(op);
    await expect(op.locator('header').getByText('运营')).toBeVisible();
    await expect(op.getByText('绑定账号')).toHaveCount(0);
  });
  await step(op, 'operator: a reload asks nothing again', async () => {
    await op.reload();
    await expect(op.locator('header').getByText('运营')).toBeVisible();
    await op.waitForTimeout(1500);
    await expect(op.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  });
  expect((await tokenOf(operator, 'Op123456')).length).toBeGreaterThan(10);
  await op.context().close();
});
