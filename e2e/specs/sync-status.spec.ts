import { expect, test } from '@playwright/test';
import { loginAs, postForm, seedBoss, snap, unbindAll } from '../fixtures/app';
import { bindSheinSpare } from '../fixtures/shops';

const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const SEARCH = '/open-api/goods/searchProduct';

const faults = (body: unknown) =>
  fetch(
    `${sandbox}/shein-open/admin/faults`,
    body
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : { method: 'DELETE' },
  );

type TStatus = { shopId: number; platform: string; status: string; errorKind: string | null };

test.describe('sync status: 同步失败, 重试, 刷新数据 and empty charts', () => {
  let owner: { phone: string; password: string } | undefined;
  test.afterEach(async () => {
    await faults(null);
    // The spare Shein seller goes back to the sandbox, so a retry (or the next spec) can bind it again.
    if (owner) {
      await unbindAll(owner.phone, owner.password);
      owner = undefined;
    }
  });

  test('a Shein shop whose sync really fails says why, shows 暂无数据, and 重试 brings it to success', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const boss = await seedBoss();
    owner = boss;
    const { body } = await postForm('/api/auth/login', { userName: boss.phone, password: boss.password });
    const token = body.data.token as string;
    // Shein answers every product page with HTTP 502 (not a rate limit): the sync gives up, 同步失败.
    expect((await faults({ path: SEARCH, status: 502, count: 100_000 })).ok).toBe(true);
    await bindSheinSpare(token);
    let failed: TStatus | undefined;
    for (let i = 0; i < 120 && !failed; i++) {
      const list = (await postForm('/api/shop/syncStatus', {}, token)).body.data as TStatus[];
      failed = list.find((s) => s.platform === 'shein' && s.status === 'error');
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(failed?.errorKind).toBe('unavailable');
    const id = failed!.shopId;

    await loginAs(page, boss.phone, boss.password);
    const badge = page.getByTestId(`shop-sync-${id}`);
    await expect(badge).toHaveAttribute('data-status', 'error');
    await expect(page.getByTestId(`shop-sync-${id}-failed`)).toHaveText('同步失败');
    // The cause in the UI language, not the connector's English message.
    await page.getByTestId(`shop-sync-${id}-failed`).hover();
    await expect(page.getByRole('tooltip')).toContainText('平台暂时无法访问或繁忙，请稍后重试');

    // The shop's dashboard: no figure at all (not ¥0.00, not ↓100 %), the cause and 重试.
    await page.getByTestId(`shop-row-${id}`).click();
    await expect(page.getByTestId('sync-failed-notice')).toContainText('平台暂时无法访问或繁忙');
    await expect(page.getByTestId('dash-no-data')).toContainText('暂无数据');
    await expect(page.getByTestId('home-dashboard')).not.toContainText('¥0.00');
    await snap(page, 'sync-failed');

    // The SKU list (/account/manager) of that shop agrees with the dashboard: 暂无数据, never ¥0.00.
    const go = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await go('/account/manager');
    await expect(page.getByTestId('products-no-data')).toContainText('暂无数据');
    await expect(page.getByTestId('products-page').getByTestId('sync-failed-notice')).toBeVisible();
    await expect(page.getByTestId('products-page')).not.toContainText('¥0.00');
    await snap(page, 'sync-failed-sku-list');
    await go('/home');
    // The dashboard of that shop again. The page change shows all shops, and that reset may land after a click made
    // while /home was still loading: click until the shop's own page is there.
    await expect(page.getByTestId('home-dashboard')).toBeVisible();
    await expect(async () => {
      await page.getByTestId(`shop-row-${id}`).click();
      await expect(page.getByTestId('dash-no-data')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    // Shein is back: 重试 (no 5-minute wait for a failed shop) syncs it; the figures appear.
    await faults(null);
    // 重试, unless the scheduler's own retry already has the shop queued or running (then the button is gone).
    await page
      .getByTestId(`shop-sync-${id}-retry`)
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(badge).toHaveAttribute('data-status', 'ok', { timeout: 90_000 });
    await expect(page.getByTestId('dash-no-data')).toHaveCount(0);
    await expect(page.getByTestId('kpi-sales')).toBeVisible();

    // 刷新数据 right after: the spec's 5-minute limit, with its message.
    await page.getByTestId('shop-refresh').click();
    await expect(page.getByText(/数据刚刷新过，请\d+秒后再试/)).toBeVisible();

    // No cost entered: the profit trend has nothing to draw and says so, instead of ¥0 on every tick.
    await page.getByTestId('chart-metric').getByText('利润').click();
    await expect(page.getByTestId('trend-chart-empty')).toHaveText('暂无数据');
    await snap(page, 'sync-retried');
  });
});
