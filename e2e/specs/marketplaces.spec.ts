import { expect, type Page, test } from '@playwright/test';
import { loginAs, seedBoss, snap, unbindAll } from '../fixtures/app';
import { waitForCode } from '../fixtures/sandbox';

const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
type TAccounts = {
  temu: {
    phone: string;
    password: string;
    needsSmsCode: boolean;
    demo: boolean;
    shops: { shopId: number; name: string }[];
  }[];
  shein: { supplierId: string; name: string; demo: boolean; shops: { name: string }[] }[];
};

/** Opens the user dropdown and walks its sub-menus; a sub-menu that did not open is re-hovered. */
const openUserMenuItem = async (page: Page, path: string[]) => {
  await expect(async () => {
    await page.keyboard.press('Escape');
    // Leave and re-enter: a pointer already over the trigger does not open it again.
    await page.mouse.move(5, 400);
    await page.getByTestId('user-menu').hover();
    for (const label of path) {
      const item = page.getByRole('menuitem', { name: label });
      await item.hover({ timeout: 2_000 });
    }
    await page.getByRole('menuitem', { name: path.at(-1)! }).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
};

let owner: { phone: string; password: string } | undefined;

test.describe('[MARKETPLACES] binding in the browser', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('a new BOSS binds Temu main accounts (with and without an SMS code) and a Shein shop; data syncs; unbind removes them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const accounts = (await (await fetch(`${sandbox}/accounts`)).json()) as TAccounts;
    const spares = accounts.temu.filter((a) => !a.demo);
    const noCode = spares.find((a) => !a.needsSmsCode)!;
    const withCode = spares.find((a) => a.needsSmsCode)!;
    const seller = accounts.shein.find((s) => !s.demo)!;
    const boss = await seedBoss();
    owner = boss;
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');

    // 1. Temu account that logs in without a code: binding starts on 获取验证码 and finishes by itself.
    await openUserMenuItem(page, ['绑定主账号', '绑定 Temu 主账号']);
    await expect(page.getByTestId('bind-modal')).toBeVisible();
    await page.getByTestId('bind-send-code').click();
    await expect(page.getByText('请输入账号').first()).toBeVisible();
    await page.getByTestId('bind-phone').fill(noCode.phone);
    await page.getByTestId('bind-password').fill('wrong-password');
    await page.getByTestId('bind-send-code').click();
    await expect(page.getByText('Temu账号和密码错误').first()).toBeVisible();
    await page.getByTestId('bind-password').fill(noCode.password);
    await page.getByTestId('bind-send-code').click();
    await expect(page.getByTestId('bind-success')).toBeVisible({ timeout: 20_000 });
    await snap(page, 'bind-temu-success');

    // 2. Temu account that asks for an SMS code: countdown, code from the sandbox inbox, progress over MQTT.
    await page.getByTestId('bind-more').click();
    await page.getByTestId('bind-phone').fill(withCode.phone);
    await page.getByTestId('bind-password').fill(withCode.password);
    const after = Date.now() - 1000;
    await page.getByTestId('bind-send-code').click();
    await expect(page.getByTestId('bind-send-code')).toContainText(/\d+s/);
    await page.getByTestId('bind-code').fill(await waitForCode(withCode.phone, after));
    await page.getByTestId('bind-submit').click();
    // Progress shows while the broker messages arrive; a fast bind may already be finished.
    await expect(page.getByTestId('bind-progress').or(page.getByTestId('bind-success'))).toBeVisible();
    await snap(page, 'bind-temu-progress');
    await expect(page.getByTestId('bind-success')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');

    // 3. Shein: the 1300x680 popup, the seller approves, the popup closes, 授权成功！
    await openUserMenuItem(page, ['绑定主账号', '授权 Shein 店铺']);
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('shein-bind-button').click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.getByRole('button', { name: new RegExp(seller.name) }).click();
    await popup.getByRole('button', { name: '授权', exact: true }).click();
    await expect(page.getByText('授权成功！').first()).toBeVisible({ timeout: 20_000 });
    await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => {});

    // 4. Every bound shop shows in the panel and its first sync completes.
    const names = [...noCode.shops, ...withCode.shops, ...seller.shops].map((s) => s.name);
    const panel = page.getByTestId('shop-panel');
    // Rows show the shortened name (mallNameDis); match its start.
    for (const name of names) {
      await expect(panel.getByText(name.slice(0, 5))).toBeVisible();
    }
    await expect(panel.locator('[data-status="ok"]')).toHaveCount(names.length, { timeout: 60_000 });
    await snap(page, 'bind-shops-synced');

    // 5. Unbind the first Temu account: its shops leave the panel.
    await openUserMenuItem(page, ['解绑账号']);
    await expect(page.getByTestId('unbind-modal')).toBeVisible();
    await snap(page, 'unbind-modal');
    const row = page.getByTestId('unbind-modal').locator('tr', { hasText: noCode.phone });
    await row.getByText('解绑', { exact: true }).click();
    // The popconfirm may still be animating in: click again only while it is still open.
    const confirm = page.getByTestId('unbind-confirm');
    await expect(async () => {
      if (await confirm.isVisible()) {
        await confirm.click();
      }
      await expect(page.getByText('删除成功').first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(panel.getByText(noCode.shops[0]!.name.slice(0, 5))).toBeHidden();
    await expect(panel.getByText(withCode.shops[0]!.name.slice(0, 5))).toBeVisible();
  });
});
