import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PHONE } from '../fixtures/admin';
import { seedBoss } from '../fixtures/app';
import { step } from './support/step';
import { smsCode } from './support/world';

/**
 * The operator console's admin, made from the command line before the first start (the README's way, see the
 * config): logs in by SMS code, finds a seller, makes a coupon batch, reads the audit log, publishes a notice.
 */
test('operator console admin: SMS login, a tenant, a coupon batch, the audit log, a notice on the public site', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Set-up: a seller who registered (their own journey covers how).
  const boss = await seedBoss();

  await step(page, '/admin sends to the login page', async () => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByTestId('admin-phone')).toBeVisible();
  });
  await step(page, 'log in with the code sent to the admin’s phone', async () => {
    await page.getByTestId('admin-phone').fill(E2E_ADMIN_PHONE);
    const after = Date.now() - 1000;
    await page.getByTestId('admin-send-code').click();
    await page.getByTestId('admin-code').fill(await smsCode(E2E_ADMIN_PHONE, after));
    await page.getByTestId('admin-login').click();
    await expect(page.getByTestId('admin-me')).toHaveText(E2E_ADMIN_PHONE);
  });
  await step(page, 'find the new seller among the tenants', async () => {
    await page.getByTestId('tenant-search').locator('input').fill(boss.phone);
    await page.getByTestId('tenant-search').locator('input').press('Enter');
    await expect(page.getByTestId('tenants-table').getByText(boss.phone)).toBeVisible();
  });
  await step(page, 'make a batch of coupon codes', async () => {
    await page.getByRole('tab', { name: '优惠券' }).click();
    await page.getByTestId('batch-count').fill('3');
    await page.getByTestId('batch-value').fill('30');
    await page.getByTestId('batch-note').fill('旅程批次');
    await page.getByTestId('batch-create').click();
    await expect(page.getByTestId('batch-codes').locator('tbody tr')).toHaveCount(3);
  });
  await step(page, 'the audit log names the batch in Chinese', async () => {
    // Esc closes the batch's codes; pressed while the dialog still opens (focus not in it yet) it is not heard.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('batch-codes')).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('tab', { name: '操作日志' }).click();
    await expect(page.getByTestId('audit-table').getByText('生成优惠券批次').first()).toBeVisible();
  });
  const title = `旅程资讯 ${Date.now() % 100000}`;
  await step(page, 'write a notice in Markdown with its preview', async () => {
    await page.getByRole('tab', { name: '资讯' }).click();
    await page.getByTestId('notice-new').click();
    await page.getByTestId('notice-title').fill(title);
    await page.getByTestId('notice-body').fill('## 新功能\n\n上传 PDF 即可**保持版式**翻译。');
    await expect(page.getByTestId('notice-preview').locator('strong')).toHaveText('保持版式');
    await page.getByTestId('notice-save').click();
    await expect(page.getByTestId('notices-table').getByText(title)).toBeVisible();
  });
  await step(page, 'the notice on the public news page', async () => {
    await page.goto('/index/newsInformation');
    await page.getByText(title).click();
    await expect(page.getByTestId('news-article').locator('strong')).toHaveText('保持版式');
  });
});
