import { readFileSync } from 'node:fs';
import { PDFDocument } from '@pdfme/pdf-lib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginAs, openFromMenu, postForm, seedBoss, snap, unbindAll } from '../fixtures/app';
import { bindFullManagedMall } from '../fixtures/shops';

const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

const postJson = async (path: string, body: unknown, token: string) =>
  (
    await fetch(api + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ code: number; data: any }>;

type TRow = {
  shopId: number;
  orderSn: string;
  marketStatus: number;
  ship: { deliverySn: string; packageCount: number } | null;
  skus: { skuId: string; extCode: string; quantity: number }[];
};

/** Drags a palette entry of pdfme's designer onto the label (dnd-kit starts after 15 px of movement). */
const dropOnLabel = async (page: Page, plugin: Locator, at: { x: number; y: number }) => {
  // The right panel's select can scroll the page, leaving the palette under the fixed header, where a press
  // selects text instead of starting a drag.
  await page.evaluate(() => window.scrollTo(0, 0));
  const from = (await plugin.boundingBox())!;
  // pdfme's page: the element sized to the paper, its background the page's image.
  const paper = (await page
    .getByTestId('label-designer')
    .locator('div[style*="background-size"]')
    .first()
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    const x = from.x + (paper.x + at.x - from.x) * (i / 12);
    const y = from.y + (paper.y + at.y - from.y) * (i / 12);
    await page.mouse.move(x, y);
  }
  await page.mouse.up();
};

/** The right panel of the designer binds the selected element to product data. */
const bindSelectedTo = async (page: Page, label: string) => {
  const item = page.locator('.ant-form-item').filter({ hasText: '绑定商品数据' }).first();
  await item.locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
};

let boss: { phone: string; password: string };
test.afterAll(async () => {
  if (boss) {
    await unbindAll(boss.phone, boss.password);
  }
});

test('BOSS designs an SKU label bound to the SKU code, binds it to a SKU, and prints a shipping order’s labels', async ({
  page,
}) => {
  test.setTimeout(420_000);
  boss = await seedBoss();
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  const { shopId } = await bindFullManagedMall(token);
  // A shipping order (two boxes asked) from an accepted stock order (creating one has its own browser test).
  const open = ((await postJson('/api/delivery/list', { status: 1, pageSize: 500 }, token)).data.list as TRow[]).find(
    (r) => r.marketStatus === 1 && !r.ship && r.shopId === shopId && r.skus.length > 0,
  )!;
  expect(open).toBeTruthy();
  const created = await postJson(
    '/api/delivery/createShipOrder',
    { shopId, orderSns: [open.orderSn], packageCount: 2, idemKey: `e2e-labels-${Date.now()}` },
    token,
  );
  expect(created.code).toBe(0);
  const sku = open.skus[0]!;

  await loginAs(page, boss.phone, boss.password);
  // The menu: 物流发货 → 标签与 GPSR 模板.
  await openFromMenu(page, '物流发货', '标签与 GPSR 模板', /\/canvasCompon$/);
  await expect(page.getByTestId('labels-page')).toBeVisible();

  await page.getByTestId('label-new').click();
  await page.getByTestId('label-new-name').fill('E2E SKU 标签');
  await page.getByTestId('label-new-ok').click();
  // The designer's chunk (pdfme with its own React and antd) is large: give it time on a busy machine.
  const text = page.locator('.pdfme-designer-plugin-text');
  await expect(text).toBeVisible({ timeout: 120_000 });

  await dropOnLabel(page, text, { x: 60, y: 40 });
  await bindSelectedTo(page, 'SKU 编码');
  await dropOnLabel(page, page.locator('.pdfme-designer-plugin-code128'), { x: 60, y: 260 });
  await bindSelectedTo(page, 'SKU 编码');
  await snap(page, 'labels-editor');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/labelsTemplate/save'));
  await page.getByTestId('label-save').click();
  const res = await saved;
  expect((await res.json()).code).toBe(0);
  const layout = res.request().postDataJSON().layout as { pointsList: { type: string; field?: string }[] };
  expect(layout.pointsList.map((p) => [p.type, p.field])).toEqual([
    ['field', 'skuCode'],
    ['barcode128', 'skuCode'],
  ]);

  // Bind it to the stock order's first SKU.
  await page.getByTestId('label-editor-bind').click();
  await page.getByTestId('label-sku-search').locator('input').fill(sku.skuId);
  await page.getByTestId('label-sku-search').locator('input').press('Enter');
  const row = page.getByTestId('label-sku-picker').locator('.ant-table-row').first();
  await expect(row).toBeVisible();
  await row.locator('.ant-checkbox-input').check();
  await page.getByTestId('label-bind-ok').click();
  await expect(page.getByText('已把“E2E SKU 标签”绑定到 1 个 SKU')).toBeVisible();

  // After a reload the template is listed with its SKU, and previews with that SKU's real code.
  await page.getByTestId('label-editor-back').click();
  await page.reload();
  const listed = page.getByTestId('label-templates-sku').locator('.ant-table-row').filter({ hasText: 'E2E SKU 标签' });
  await expect(listed.getByTestId('label-template-skus')).toHaveText('1');
  await snap(page, 'labels-list');
  const bySku = await fetch(`${api}/api/labelsTemplate/getBySkuId?skuId=${sku.skuId}&shopId=${shopId}`, {
    headers: { authorization: token },
  }).then((r) => r.json());
  expect(bySku.data.templates.map((t: { name: string }) => t.name)).toContain('E2E SKU 标签');

  await listed.getByTestId('label-edit').click();
  await page.getByTestId('label-preview').click();
  const picker = page.getByTestId('label-preview-modal').getByTestId('label-sku-picker');
  await picker.getByTestId('label-sku-search').locator('input').fill(sku.skuId);
  await picker.getByTestId('label-sku-search').locator('input').press('Enter');
  await picker.locator('.ant-table-row').first().locator('.ant-radio-input').check();
  await expect(page.getByTestId('label-preview-canvas')).toContainText(bySku.data.skuCode);
  await snap(page, 'labels-preview');
  await page.keyboard.press('Escape');

  // The delivery centre prints the shipping order: a box label per box, an SKU label per unit.
  const ship = (
    (await postJson('/api/delivery/list', { tab: 2, keyword: open.orderSn }, token)).data.list as TRow[]
  )[0]!.ship!;
  await page.goto('/deliveryCenter');
  await page.getByRole('tab', { name: '发货单' }).click();
  await page.getByPlaceholder('SKU / 备货单号 / 发货单号').fill(ship.deliverySn);
  await page.getByPlaceholder('SKU / 备货单号 / 发货单号').press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-row .ant-checkbox-input').first().check();
  const download = page.waitForEvent('download');
  await page.getByTestId('delivery-labels').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`标签-${ship.deliverySn}.pdf`);
  const pdf = await PDFDocument.load(readFileSync((await file.path())!));
  const units = open.skus.reduce((n, s) => n + s.quantity, 0);
  expect(pdf.getPageCount()).toBe(ship.packageCount + units);
});
