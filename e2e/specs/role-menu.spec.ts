import { expect, test } from '@playwright/test';
import { postForm, seedBoss } from '../fixtures/app';
import { enrolStaff } from '../fixtures/staff';

/**
 * Issue 24: the web shows each role only what the roles table lets it call. A warehouse shipper on a desktop lands on
 * the delivery centre, sees only its own menu entries, and a page outside its work says so instead of breaking.
 */
test('a shipper on desktop sees only their menu entries and a clear no-access screen elsewhere', async ({ page }) => {
  test.setTimeout(120_000);
  const boss = await seedBoss();
  const bossToken = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  const shipper = await enrolStaff(bossToken, 'shipper', '/api/auth/saveWorkerUser', {});
  const uid = (await postForm('/api/order/getUserInfo', {}, shipper.token)).body.data.uid as number;
  await page.addInitScript(
    ([token, id]) => {
      localStorage.setItem('inine_token', token);
      localStorage.setItem('isVisitor', '0');
      sessionStorage.setItem(`bindPrompted:${id}`, '1');
    },
    [shipper.token, String(uid)] as const,
  );
  // Refused API calls would mean the web offered something the shipper may not do.
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/')) {
      refused.push(new URL(r.url()).pathname);
    }
  });

  await page.goto('/home');
  await expect(page).toHaveURL(/\/deliveryCenter$/);
  await expect(page.locator('header').getByText('仓库发货员')).toBeVisible();
  const menu = page.locator('.ksa-top-menu');
  await expect(menu).toContainText('物流发货');
  await expect(menu).toContainText('帮助中心');
  for (const hidden of ['数据统计', '店铺管理', '智能上品', '选品工具']) {
    await expect(menu).not.toContainText(hidden);
  }
  // Inside 物流发货: the delivery centre, not the label templates (a call the shipper may not make).
  await expect(async () => {
    await page.mouse.move(800, 700);
    await menu.getByText('物流发货').hover();
    const popup = page.locator('.ant-menu-submenu-popup:visible');
    await expect(popup).toContainText('物流助手', { timeout: 5_000 });
    await expect(popup).not.toContainText('标签与 GPSR 模板');
  }).toPass({ timeout: 30_000 });
  await page.mouse.move(800, 700);
  // No shop panel (the shipper may not list shops).
  await expect(page.getByTestId('no-access')).toHaveCount(0);

  await page.goto('/account/manager');
  await expect(page.locator('header').getByText('仓库发货员')).toBeVisible();
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByTestId('no-access')).toContainText('仓库发货员');
  await page.getByTestId('no-access-start').click();
  await expect(page).toHaveURL(/\/deliveryCenter$/);
  expect(refused.filter((p) => !p.includes('realtime'))).toEqual([]);
});
