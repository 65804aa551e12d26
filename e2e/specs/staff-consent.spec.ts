import { expect, type Locator, type Page, test } from '@playwright/test';
import { fromUserMenu, loginAs, postForm, snap, unbindAll } from '../fixtures/app';
import { freshPhone, waitForCode } from '../fixtures/sandbox';
import { bossWithShops } from '../fixtures/shops';

let owner: { phone: string; password: string } | undefined;

/** Sends the staff code from a form and types in the code that reached the phone (59 s countdown). */
const enterCode = async (page: Page, prefix: 'shipper' | 'operator', phone: string) => {
  const after = Date.now() - 1000;
  await page.getByTestId(`${prefix}-send`).click();
  await expect(page.getByTestId(`${prefix}-send`)).toContainText(/5\ds/);
  await page.getByTestId(`${prefix}-code`).fill(await waitForCode(phone, after));
};

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

test.describe('[STAFF] consent of shippers and operators', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('a shipper and an operator are added only with the code that reached their phone; the BOSS sets no password', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const boss = await bossWithShops();
    owner = boss;
    const bossToken = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    const body = page.getByTestId('staff-modal-body');
    await fromUserMenu(page, 'menu-assign', body);

    // 仓库发货员: no password field; saving without the code is refused in the form.
    await body.getByText('仓库发货员分配', { exact: true }).click();
    await page.getByTestId('shipper-add').click();
    const shipper = freshPhone();
    await page.getByTestId('shipper-phone').fill(shipper);
    await expect(page.getByTestId('shipper-password')).toHaveCount(0);
    await page.getByTestId('shipper-save').click();
    await expect(page.getByText('请输入验证码').first()).toBeVisible();
    await enterCode(page, 'shipper', shipper);
    // A shipper is added with the shops whose stock orders they pack: one of the full-managed Temu shops.
    await page.getByTestId('shipper-save').click();
    await expect(page.getByText('请选择要分配的店铺')).toBeVisible();
    const firstShop = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect(async () => {
      if (!(await page.locator('.ant-select-dropdown:visible').count())) {
        await page.getByTestId('shipper-temu-shops').click();
      }
      await firstShop.click({ timeout: 2_000 });
      await expect(page.getByTestId('shipper-temu-shops').locator('.ant-select-selection-item').first()).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await snap(page, 'staff-shipper-code');
    await page.getByTestId('shipper-save').click();
    await expect(page.getByText('添加成功').first()).toBeVisible();
    await expect(page.getByTestId('shipper-panel').getByText(shipper)).toBeVisible();

    // 运营: the same code step, then entities and shops.
    await body.getByText('运营分配', { exact: true }).click();
    await page.getByTestId('operator-add').click();
    const operator = freshPhone();
    await page.getByTestId('operator-phone').fill(operator);
    await enterCode(page, 'operator', operator);
    await selectAll(page, page.getByTestId('operator-entity'));
    await selectAll(page, page.getByTestId('operator-shops'));
    await page.getByTestId('operator-save').click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    await expect(page.getByTestId('operator-panel').getByText(operator)).toBeVisible();

    // Neither has a password until they set their own.
    for (const phone of [shipper, operator]) {
      const pw = await postForm('/api/auth/user/getWorker/password', { phone }, bossToken);
      expect(pw.body.data.passwordSet).toBe(false);
    }
  });
});
