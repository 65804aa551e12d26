import { expect, test } from '@playwright/test';
import { loginAs, postForm, snap, unbindAll } from '../fixtures/app';
import { bossWithShops, waitForSync } from '../fixtures/shops';
import { adminToken } from '../journeys/support/world';

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

  test('操作日志 names a renewal, its cancellation and a coupon redeem in words, in Chinese and in English, never as op.* keys', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const boss = await bossWithShops();
    owner = boss;
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    const get = async (path: string) =>
      (await (
        await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3199}${path}`, { headers: { authorization: token } })
      ).json()) as { code: number; msg: string; data: any };
    // A coupon from the operator console, redeemed by the BOSS.
    const batch = await postForm(
      '/api/admin/coupons/createBatch',
      { count: '1', value: '10', note: 'e2e op log' },
      await adminToken(),
    );
    expect(batch.body.code, batch.body.msg).toBe(0);
    const code = (batch.body.data as { codes: { code: string }[] }).codes[0]!.code;
    const redeemed = await get(`/api/pay/destructionCet?certNo=${encodeURIComponent(code)}`);
    expect(redeemed.code, redeemed.msg).toBe(0);
    // A renewal of one shop for one month at the list price (no coupon), then cancelled.
    const shopId = ((await postForm('/api/shop/getBossShopList', {}, token)).body.data as { mallId: number }[])[0]!
      .mallId;
    const price = (await get('/api/pay/couponValues')).data.onePrice as string;
    const order = await postForm(
      '/api/pay/submitOrder',
      { shopIds: String(shopId), month: '1', payType: '2', price },
      token,
    );
    expect(order.body.code, order.body.msg).toBe(0);
    const orderNo = order.body.data.orderNo as string;
    const cancelled = await get(`/api/pay/cancelOrder?orderNo=${orderNo}`);
    expect(cancelled.code, cancelled.msg).toBe(0);

    await loginAs(page, boss.phone, boss.password);
    const log = page.getByTestId('operation-log');
    const openLog = async () =>
      expect(async () => {
        await page.keyboard.press('Escape');
        await page.mouse.move(5, 400);
        await page.getByTestId('user-menu').hover();
        await page.getByTestId('menu-oplog').click({ timeout: 2_000 });
        await expect(log).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    await openLog();
    await expect(log.getByText(`核销优惠券 ${code}（面值 ¥10.00）`)).toBeVisible();
    await expect(
      log.getByText(new RegExp(`提交续费订单 ${orderNo}（1 个店铺 × 1 个月，¥[\\d.]+，微信支付）`)),
    ).toBeVisible();
    await expect(log.getByText(`取消续费订单 ${orderNo}`)).toBeVisible();
    await expect(log).not.toContainText(/\bop\.[a-z]/);
    await snap(page, 'shops-operation-log-billing');

    // The same lines in English once the display language is English.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await openLog();
    await expect(log.getByText(`Redeemed coupon ${code}`, { exact: false })).toBeVisible();
    await expect(log.getByText(`Cancelled renewal order ${orderNo}`)).toBeVisible();
    await expect(log).not.toContainText(/\bop\.[a-z]/);
    await expect(log).not.toContainText('核销优惠券');
  });

  test('店铺统计 shows 价格申报 and each shop shows 异常+退货 (sumnum) as the marketplace reported them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const boss = await bossWithShops();
    owner = boss;
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    await waitForSync(token);
    const tabs = (await (
      await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3199}/api/shop/getShopTabMap`, {
        headers: { authorization: token },
      })
    ).json()) as { data: { shown: { mallId: number; sumnum: number | null }[] } };
    const shops = tabs.data.shown;
    // The server test (dashboard/todo-truth) proves these equal the sandbox world; here: synced, known, and shown.
    expect(shops.every((s) => typeof s.sumnum === 'number')).toBe(true);
    expect(shops.some((s) => (s.sumnum ?? 0) > 0)).toBe(true);
    const stats = (await postForm('/api/order/queryStatisticDataSupplier', { shopId: '100' }, token)).body.data as {
      priceDeclaring: number | null;
    };
    expect(typeof stats.priceDeclaring).toBe('number');

    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    const panel = page.getByTestId('shop-panel');
    for (const s of shops) {
      const badge = panel.getByTestId(`shop-sumnum-${s.mallId}`);
      if (s.sumnum) {
        await expect(badge).toHaveAttribute('data-count', String(s.sumnum));
        await expect(badge).toContainText(String(Math.min(s.sumnum, 99)));
      } else {
        await expect(badge).toHaveCount(0);
      }
    }
    const withCount = shops.find((s) => s.sumnum)!;
    await page.getByTestId('shop-tabs').getByTestId(`shop-sumnum-${withCount.mallId}`).hover();
    await expect(page.getByRole('tooltip')).toHaveText(`异常+退货：${withCount.sumnum}`);

    await expect(page.getByTestId('home-dashboard')).toHaveAttribute('data-loading', 'false');
    const figure = page.getByTestId('stats-price-declaring');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveText(String(stats.priceDeclaring));
    await expect(page.getByTestId('stats-card')).toContainText('价格申报');
    await snap(page, 'shops-price-declaring-sumnum');
  });
});
