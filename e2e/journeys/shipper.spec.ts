import { expect, test } from '@playwright/test';
import { fromUserMenu, loginAs, seedBoss } from '../fixtures/app';
import { freshPhone } from '../fixtures/sandbox';
import { waitForSync } from '../fixtures/shops';
import { step } from './support/step';
import { api, bindTemuByApi, sandbox, smsCode, spareAccounts, tokenOf } from './support/world';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type TRow = {
  shopId: number;
  shopName: string;
  orderSn: string;
  marketStatus: number;
  ship: { deliverySn: string } | null;
};

/**
 * The shipper's loop: the BOSS adds them with their consent and assigns a shop on the page; they log in on the phone
 * at /m/ by SMS code (never needing a desktop), see that shop's stock orders, type an order number, create the
 * shipping order and confirm the packing; the BOSS sees it in the delivery centre and the sandbox seller centre has it.
 */
test('shipper: consent, first login on the phone by SMS, the assigned shop’s stock orders, type, confirm; seen in the delivery centre', async ({
  page,
  browser,
}) => {
  test.setTimeout(540_000);
  // Set-up (not what this journey is about): a BOSS with a Temu account (a full- and a semi-managed shop), synced.
  const boss = await seedBoss();
  const bossToken = await tokenOf(boss.phone, boss.password);
  const { shipperTemu } = await spareAccounts();
  await bindTemuByApi(bossToken, shipperTemu);
  await waitForSync(bossToken, 300_000);
  const shop = shipperTemu.shops.find((s) => !s.semiManaged)!;
  const other = shipperTemu.shops.find((s) => s.shopId !== shop.shopId);
  const shipper = freshPhone();
  const deliveryList = async (body: Record<string, unknown>) =>
    (
      await (
        await fetch(`${api()}/api/delivery/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: bossToken },
          body: JSON.stringify(body),
        })
      ).json()
    ).data.list as (TRow & { status: number })[];

  // The BOSS at a desk: this spec runs in the phone project, whose phone options new contexts would inherit.
  const desk = await (
    await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
      userAgent: DESKTOP_UA,
      locale: 'zh-CN',
    })
  ).newPage();
  await step(desk, 'BOSS: 仓库发货员分配, add a shipper with the code on their phone and assign a shop', async () => {
    await loginAs(desk, boss.phone, boss.password);
    await desk.keyboard.press('Escape');
    await fromUserMenu(desk, 'menu-assign', desk.getByTestId('staff-modal-body'));
    const body = desk.getByTestId('staff-modal-body');
    await body.getByText('仓库发货员分配', { exact: true }).click();
    await desk.getByTestId('shipper-add').click();
    await desk.getByTestId('shipper-phone').fill(shipper);
    const after = Date.now() - 1000;
    await desk.getByTestId('shipper-send').click();
    await desk.getByTestId('shipper-code').fill(await smsCode(shipper, after));
    // The shops this shipper packs for, chosen on the page.
    await desk.getByTestId('shipper-temu-shops').click();
    const option = desk.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: shop.name });
    await expect(async () => {
      if (!(await option.getAttribute('class'))?.includes('ant-select-item-option-selected')) {
        await option.click({ timeout: 2_000 });
      }
      await expect(option).toHaveClass(/ant-select-item-option-selected/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await desk.keyboard.press('Escape');
    await desk.getByTestId('shipper-save').click();
    await expect(desk.getByTestId(`shipper-shops-${shipper}`)).toContainText(shop.name);
  });

  await step(page, 'shipper: /m/ on the phone, log in by SMS code', async () => {
    await page.goto('/m/');
    // The first login needs no desktop: /m/ offers the SMS code.
    await expect(page.getByTestId('m-send-code')).toBeVisible();
    await page.getByTestId('m-phone').fill(shipper);
    const after = Date.now() - 1000;
    await page.getByTestId('m-send-code').click();
    await page.getByTestId('m-sms-code').fill(await smsCode(shipper, after));
    await page.getByTestId('m-login').click();
    await expect(page.getByTestId('m-app')).toBeVisible();
  });

  let open: TRow | undefined;
  await step(page, 'shipper: the assigned shop’s stock orders', async () => {
    await expect(page.getByTestId('m-task').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('暂无任务')).toHaveCount(0);
    const list = await deliveryList({ status: 1, pageSize: 500 });
    // Rows carry our shop ids; the sandbox's shop is known by its name.
    open = list.find((r) => r.shopName === shop.name && r.marketStatus === 1 && !r.ship);
    expect(open, 'an open stock order of the assigned shop').toBeTruthy();
    if (other) {
      // Only the assigned shop's orders reach the shipper.
      const foreign = list.filter((r) => r.shopName === other.name).map((r) => r.orderSn);
      for (const sn of foreign.slice(0, 3)) {
        await expect(page.locator(`[data-testid="m-task"][data-order="${sn}"]`)).toHaveCount(0);
      }
    }
  });

  await step(page, 'shipper: an unknown number says so; the order number finds that order', async () => {
    await page.getByTestId('m-code').fill('NO-SUCH-ORDER-42');
    await expect(page.getByTestId('m-code-none')).toContainText('NO-SUCH-ORDER-42');
    await page.getByTestId('m-code').fill(open!.orderSn);
    await expect(page.getByTestId('m-code-found')).toContainText('找到 1 个任务');
    await expect(page.locator(`[data-testid="m-task"][data-order="${open!.orderSn}"]`)).toBeVisible();
  });

  await step(page, 'shipper: creates the shipping order and confirms the packing', async () => {
    const task = page.locator(`[data-testid="m-task"][data-order="${open!.orderSn}"]`);
    await task.getByTestId('m-create').click();
    await expect(task.getByTestId('m-pack')).toBeVisible({ timeout: 30_000 });
    await task.getByTestId('m-pack').click();
    await expect
      .poll(async () => (await deliveryList({ keyword: open!.orderSn }))[0]?.status, { timeout: 30_000 })
      .toBe(2);
  });

  await step(desk, 'BOSS: the delivery centre shows the packed shipping order', async () => {
    await desk.goto('/deliveryCenter');
    await expect(desk.getByTestId('delivery-page')).toBeVisible();
    await desk.getByTestId('delivery-search').locator('input').fill(open!.orderSn);
    await desk.getByTestId('delivery-search').locator('input').press('Enter');
    await expect(desk.locator('.ant-table-row').filter({ hasText: open!.orderSn })).toContainText('仓库发货待确认');
  });

  // The sandbox seller centre has the packing, once.
  const actions = (
    (await (await fetch(`${sandbox()}/stock-orders/admin/actions?shopId=${shop.shopId}`)).json()) as {
      actions: { action: string }[];
    }
  ).actions.filter((a) => a.action === 'pack');
  expect(actions.length).toBe(1);
  await desk.context().close();
});
