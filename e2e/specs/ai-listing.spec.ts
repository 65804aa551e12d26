import { expect, test } from '@playwright/test';
import { loginAs, postForm, snap, unbindAll } from '../fixtures/app';
import { bossWithShops, waitForSync } from '../fixtures/shops';

const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const LINK = 'https://detail.1688.com/offer/672345678901.html';
const SOURCE_TITLE = '2025夏季新款纯棉圆领短袖T恤男女同款宽松半袖打底衫工厂直供';

let owner: { phone: string; password: string } | undefined;

test.describe('[AI-LISTING] /aiProducts: a 1688 product translated and published to a Temu shop', () => {
  test.afterAll(async () => {
    if (owner) {
      await unbindAll(owner.phone, owner.password);
    }
    // The spare shops get their generated catalogue back for the specs that bind them later.
    await fetch(`${sandbox}/temu-seller/admin/listings`, { method: 'DELETE' });
  });

  test('paste a link, AI 生成, 翻译图片, 发布: after sync the product is in the shop’s product list', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const boss = await bossWithShops();
    owner = boss;
    const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
      .token as string;
    const shop = (
      (await postForm('/api/shop/getBossShopList', {}, token)).body.data as { mallId: number; mallName: string }[]
    )[0]!;
    await waitForSync(token);

    await loginAs(page, boss.phone, boss.password);
    await page.keyboard.press('Escape');
    await page.goto('/aiProducts/list');
    await page.getByTestId('ai-link').fill(LINK);
    await page.getByTestId('ai-link-add').click();
    await expect(page).toHaveURL(/\/aiProducts\/edit\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByTestId('ai-title')).toHaveValue(SOURCE_TITLE);
    await expect(page.getByTestId('ai-skus').locator('tbody tr')).toHaveCount(9);

    // AI 生成: an English title within Temu's 250 characters, attributes and specs translated.
    await page.getByTestId('ai-generate').click();
    await expect(page.getByTestId('ai-title')).toHaveValue(/^2025 Summer Pure Cotton Crew Neck Short Sleeve T-Shirt/);
    const title = await page.getByTestId('ai-title').inputValue();
    expect(title).not.toMatch(/[\u3400-\u9fff]/);
    expect(title.length).toBeLessThanOrEqual(250);
    await expect(page.getByTestId('ai-description')).toHaveValue(/Fabric: Cotton/);
    await expect(page.getByTestId('ai-attributes').locator('input').first()).toHaveValue('Fabric');
    await expect(page.getByTestId('ai-skus')).toContainText('Color: White / Size: M');

    // 翻译图片: every picture gets its translated copy.
    await page.getByTestId('ai-translate-images').click();
    await expect(page.getByTestId('ai-images').getByText('译图', { exact: true })).toHaveCount(5, { timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('ai-listing-draft.png'), fullPage: true });
    await snap(page, 'ai-listing-draft');

    // 发布 to the first shop: progress ends with one published.
    await page.getByTestId('ai-publish-shop').click();
    await page.locator('.ant-select-dropdown:visible').getByText(shop.mallName, { exact: true }).click();
    await page.getByTestId('ai-publish').click();
    await expect(page.getByTestId('ai-publish-progress-text')).toHaveText('发布完成：成功 1 个，失败 0 个', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('ai-edit-status')).toContainText('已发布');
    await expect(page.getByTestId('ai-product-id')).toContainText(/\d{6,}/);

    // The publish queued a sync: the shop's product list (/account/manager) shows the product.
    await expect
      .poll(
        async () =>
          (
            (
              await postForm(
                '/api/order/getProductInfoList',
                { shopId: String(shop.mallId), keyword: 'Pure Cotton Crew Neck' },
                token,
              )
            ).body.data?.list ?? []
          ).map((r: { productName: string }) => r.productName),
        { timeout: 90_000 },
      )
      .toContain(title);
    await page.goto('/account/manager');
    await page.getByTestId('products-search').locator('input').fill('Pure Cotton Crew Neck');
    await page.getByTestId('products-search').locator('input').press('Enter');
    await expect(page.getByTestId('products-table')).toContainText(title, { timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('ai-listing-result.png'), fullPage: true });
    await snap(page, 'ai-listing-result');

    await page.goto('/aiProducts/list');
    await expect(page.getByTestId(`ai-status-${id}`)).toContainText('已发布');

    // The collected product is in the collection box: a second draft from there, batch-published from the list.
    await page.getByTestId('ai-from-box').click();
    const box = page.getByTestId('ai-collection');
    await expect(box).toContainText(SOURCE_TITLE);
    await box
      .getByRole('button', { name: /添\s*加/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/aiProducts\/edit\?id=\d+/);
    const second = Number(new URL(page.url()).searchParams.get('id'));
    expect(second).not.toBe(id);
    await page.getByTestId('ai-generate').click();
    await expect(page.getByTestId('ai-title')).toHaveValue(/^2025 Summer Pure Cotton/);
    await page.goto('/aiProducts/list');
    await expect(page.getByTestId(`ai-status-${second}`)).toContainText('草稿');
    await page.locator(`tr[data-row-key="${second}"] td.ant-table-selection-column`).click();
    await page.getByTestId('ai-publish-shop').click();
    await page.locator('.ant-select-dropdown:visible').getByText(shop.mallName, { exact: true }).click();
    await expect(page.getByTestId('ai-publish')).toHaveText('批量发布（1）');
    await page.getByTestId('ai-publish').click();
    await expect(page.getByTestId('ai-publish-progress-text')).toHaveText('发布完成：成功 1 个，失败 0 个', {
      timeout: 60_000,
    });
    await expect(page.getByTestId(`ai-status-${second}`)).toContainText('已发布');
    await snap(page, 'ai-listing-batch');
  });
});
