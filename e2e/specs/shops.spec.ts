import { expect, test } from '@playwright/test';
import { loginAs, snap, unbindAll } from '../fixtures/app';
import { bossWithShops } from '../fixtures/shops';

let owner: { phone: string; password: string } | undefined;

test.describe('[SHOPS] the shop panel as a BOSS', () => {
  test.afterEach(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
  });

  test('groups shops, renames, hides, restores and reorders; the changes survive a reload; the operation log lists them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const boss = await bossWithShops();
    owner = boss;
    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    const panel = page.getByTestId('shop-panel');
    // Long names are shortened in the rows (mallNameDis); the full name is in the tooltip.
    await expect(panel.locator('[data-testid^="shop-row-"]')).toHaveCount(boss.names.length);

    // Group: create one and put both shops in it.
    await page
      .getByTestId('group-section')
      .getByText(/新建分组/)
      .first()
      .click()
      .catch(async () => page.getByTestId('group-manage').click());
    await page.getByTestId('group-create-input').fill('主力店铺');
    await page.getByTestId('group-create').click();
    await expect(page.getByText('添加成功').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('group-section').getByText('主力店铺')).toBeVisible();
    await snap(page, 'shops-group-created');

    // Rename the first shop.
    const shops = (await page.evaluate(async () => {
      const r = await fetch('/api/shop/getShopTabMap', {
        headers: { Authorization: localStorage.getItem('inine_token') ?? '' },
      });
      return (await r.json()).data.shown as { mallId: number; mallName: string }[];
    })) as { mallId: number; mallName: string }[];
    const first = shops[0]!;
    await page.getByTestId(`shop-menu-${first.mallId}`).click();
    await page.getByTestId(`shop-rename-${first.mallId}`).click();
    await page.getByTestId('shop-rename-input').fill('');
    await page.getByTestId('shop-rename-ok').click();
    await expect(page.getByText('请输入文字').first()).toBeVisible();
    await page.getByTestId('shop-rename-input').fill('我的旗舰店');
    await page.getByTestId('shop-rename-ok').click();
    await expect(panel.getByText('我的旗舰店')).toBeVisible();

    // Hide it, then restore it from the hidden list.
    await page.getByTestId(`shop-menu-${first.mallId}`).click();
    await page.getByTestId(`shop-hide-${first.mallId}`).click();
    await expect(page.getByText('隐藏成功').first()).toBeVisible();
    await expect(panel.getByText('我的旗舰店')).toBeHidden();
    // The last shown shop cannot be hidden.
    const second = shops[1]!;
    await page.getByTestId(`shop-menu-${second.mallId}`).click();
    await page.getByTestId(`shop-hide-${second.mallId}`).click();
    await expect(page.getByText('请至少需保留一个店铺数据，不可全部隐藏').first()).toBeVisible();
    // The header tabs: one shop left, its tab cannot be closed either.
    await expect(page.getByTestId('shop-tabs').locator('[data-testid^="shop-tab-close-"]')).toHaveCount(1);
    await page.getByTestId(`shop-tab-close-${second.mallId}`).click();
    await expect(page.getByText('请至少需保留一个店铺数据，不可删除').first()).toBeVisible();
    await page.getByTestId('hidden-shops').click();
    await page.getByTestId(`hidden-shop-${first.mallId}`).click();
    await page.getByTestId('restore-ok').click();
    await expect(panel.getByText('我的旗舰店')).toBeVisible();
    await snap(page, 'shops-after-restore');

    await page.reload();
    await expect(page.getByTestId('shop-panel').getByText('我的旗舰店')).toBeVisible();
    await expect(page.getByTestId('group-section').getByText('主力店铺')).toBeVisible();

    // Reorder: drag the second shop onto the first (same list); the order survives a reload.
    const order = async () =>
      page
        .getByTestId('shop-panel')
        .locator('[data-testid^="shop-row-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    const before = await order();
    expect(before).toHaveLength(2);
    await page.getByTestId(before[1]!).dragTo(page.getByTestId(before[0]!));
    await expect.poll(order).toEqual([before[1], before[0]]);
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const r = await fetch('/api/shop/getShopTabMap', {
            headers: { Authorization: localStorage.getItem('inine_token') ?? '' },
          });
          return ((await r.json()).data.order.temuFull as number[]).map((id) => `shop-row-${id}`);
        }),
      )
      .toEqual([before[1], before[0]]);
    await page.reload();
    await expect.poll(order).toEqual([before[1], before[0]]);
    await snap(page, 'shops-reordered');

    // The operation log shows what was done, newest first.
    const log = page.getByTestId('operation-log');
    // The antd dropdown opens on hover and may miss a pointer already over it: retry until the log shows.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await page.mouse.move(5, 400);
      await page.getByTestId('user-menu').hover();
      await page.getByTestId('menu-oplog').click({ timeout: 2_000 });
      await expect(log).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(log.getByText(/恢复店铺/).first()).toBeVisible();
    await expect(log.getByText(/隐藏店铺/).first()).toBeVisible();
    await expect(log.getByText(/重命名店铺/).first()).toBeVisible();
    await expect(log.getByText('新建店铺分组 主力店铺')).toBeVisible();
    await snap(page, 'shops-operation-log');
  });
});
