import { expect, type Page, test } from '@playwright/test';
import { loginAs, postForm, seedBoss, unbindAll } from '../fixtures/app';
import { bindFullManagedMall } from '../fixtures/shops';

const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const STATUS = { 1: '仓库打包待确认', 2: '仓库发货待确认', 3: '仓库已发货', 4: '发货单已取消' } as const;

const postJson = async (path: string, body: unknown, token: string) =>
  (
    await fetch(api + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ code: number; data: any }>;

/** Runs `act` and returns the list call it caused (the filters the page sent, the rows it got). */
const listAfter = async (page: Page, act: () => Promise<unknown>) => {
  const res = page.waitForResponse((r) => r.url().endsWith('/api/delivery/list') && r.request().method() === 'POST');
  await act();
  const r = await res;
  return { sent: r.request().postDataJSON(), got: (await r.json()).data };
};

let boss: { phone: string; password: string };
test.afterAll(async () => {
  if (boss) {
    await unbindAll(boss.phone, boss.password);
  }
});

test('BOSS filters the delivery centre by status, shipping type and tab, exports, and creates a shipping order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  boss = await seedBoss();
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  const { mallId, shopId } = await bindFullManagedMall(token);
  await loginAs(page, boss.phone, boss.password);
  await page.goto('/deliveryCenter');
  await expect(page.getByTestId('delivery-page')).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  for (const s of [1, 2, 3, 4] as const) {
    const { sent, got } = await listAfter(page, () =>
      page.getByTestId('delivery-status').locator('label').filter({ hasText: STATUS[s] }).click(),
    );
    expect(sent.status).toBe(s);
    expect(got.list.every((r: { status: number }) => r.status === s)).toBe(true);
    if (got.total > 0) {
      await expect(page.locator('.ant-table-tbody').getByText(STATUS[s]).first()).toBeVisible();
    }
  }
  await listAfter(page, () => page.getByTestId('delivery-status').locator('label').filter({ hasText: '全部' }).click());

  for (const [label, value] of [
    ['自发', 0],
    ['工厂直发', 1],
    ['全部', 2],
  ] as const) {
    // Park the pointer on the table: a header menu left open by the hover would cover the select.
    await page.locator('.ant-table-tbody').hover({ position: { x: 5, y: 5 } });
    await page.getByTestId('delivery-ship-type').click();
    const { sent, got } = await listAfter(page, () =>
      page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .click(),
    );
    expect(sent.shipType).toBe(value);
    if (value !== 2) {
      expect(got.list.every((r: { shipType: number }) => r.shipType === value)).toBe(true);
    }
  }

  const headers = () => page.locator('.ant-table-thead th').allInnerTexts();
  for (const [tab, shows, hides] of [
    ['发货单', '箱数', 'SKU 数量'],
    ['收货结果', '实收', '收货仓'],
    ['备货单', 'SKU 数量', '实收'],
  ] as const) {
    const { sent } = await listAfter(page, () => page.getByRole('tab', { name: tab }).click());
    expect(sent.tab).toBe({ 备货单: 1, 发货单: 2, 收货结果: 3 }[tab]);
    await expect.poll(headers).toContain(shows);
    expect(await headers()).not.toContain(hides);
  }

  const download = page.waitForEvent('download');
  await page.getByTestId('delivery-export').click();
  expect((await download).suggestedFilename()).toBe('物流助手-备货单.xlsx');

  // An accepted stock order without a shipping order: create one from the page.
  const open = (await postJson('/api/delivery/list', { status: 1, pageSize: 500 }, token)).data.list.find(
    (r: { marketStatus: number; ship: unknown; shopId: number }) =>
      r.marketStatus === 1 && !r.ship && r.shopId === shopId,
  );
  expect(open).toBeTruthy();
  await listAfter(page, async () => {
    await page.getByPlaceholder('SKU / 备货单号 / 发货单号').fill(open.orderSn);
    await page.getByPlaceholder('SKU / 备货单号 / 发货单号').press('Enter');
  });
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-row .ant-checkbox-input').first().check();
  await page.getByTestId('delivery-create').click();
  await page.getByTestId('delivery-boxes-ok').click();
  await expect(page.getByTestId('delivery-progress')).toContainText('1/1');
  await page.getByRole('tab', { name: '发货单' }).click();
  await expect(page.locator('.ant-table-row').first()).toContainText(/FH/);

  const shown = (await (await fetch(`${sandbox}/stock-orders/admin/ship-orders?shopId=${mallId}`)).json()) as {
    shipOrders: { subPurchaseOrderSn: string; shipStatus: number; packageCount: number }[];
  };
  const mine = shown.shipOrders.filter((s) => s.subPurchaseOrderSn === open.orderSn);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ shipStatus: 0, packageCount: 1 });
});
