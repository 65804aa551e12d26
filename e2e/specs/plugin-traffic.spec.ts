import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { postForm, snap, unbindAll } from '../fixtures/app';
import { launchWithPlugin, openAppWithPlugin, openBackOffice } from '../fixtures/extension';
import { bossWithShops } from '../fixtures/shops';

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const FIGURES = ['exposure', 'clicks', 'visitors', 'addToCart', 'buyers'] as const;
type TFigures = Record<(typeof FIGURES)[number], number>;

let context: BrowserContext;
let closeBrowser: () => Promise<void>;
let owner: { phone: string; password: string } | undefined;

test.beforeAll(async () => {
  ({ context, close: closeBrowser } = await launchWithPlugin());
});
test.afterAll(async () => {
  if (owner) {
    await unbindAll(owner.phone, owner.password);
  }
  await closeBrowser?.();
});

const bjDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** What the seller centre's 流量分析 page itself shows for every mall of its select, summed over [from, to]. */
const readSellerCentre = async (page: Page, from: string, to: string) => {
  const total: TFigures = { exposure: 0, clicks: 0, visitors: 0, addToCart: 0, buyers: 0 };
  const malls = await page
    .locator('#mall-select option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const mall of malls) {
    await page.selectOption('#mall-select', mall);
    await expect(page.locator('#flux-table tbody tr')).toHaveCount(30);
    const rows = await page
      .locator('#flux-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    for (const [day, ...cells] of rows) {
      if (day! >= from && day! <= to) {
        FIGURES.forEach((k, i) => {
          total[k] += Number(cells[i]);
        });
      }
    }
  }
  return { total, malls: malls.length };
};

test('the plugin collects 流量分析 in the seller centre and /home shows it, marked as the plugin’s, with when', async () => {
  const boss = await bossWithShops();
  owner = boss;
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  const shops = (await postForm('/api/shop/getBossShopList', {}, token)).body.data as { mallId: number }[];

  // Visiting the web app logged in lets the plugin register this browser as a device.
  const app = await openAppWithPlugin(context, token);
  // Before the plugin visits the seller centre, /home says so.
  await expect(app.getByTestId('plugin-traffic-at')).toHaveText('尚未采集');
  await expect(app.getByTestId('plugin-traffic-empty')).toBeVisible();

  // The BOSS opens the seller centre of a shop from the product (the server's session, never the password) and goes
  // to 流量分析: the plugin reads it there and reports every mall of that main account.
  const tabOpened = context.waitForEvent('page');
  expect((await openBackOffice(app, shops[0]!.mallId, false)).ok).toBe(true);
  const sellerCentre = await tabOpened;
  await sellerCentre.goto(`${SANDBOX}/temu-seller/main/flux-analysis`);
  const badge = sellerCentre.locator('#ksa-plugin-traffic');
  await expect(badge).toHaveAttribute('data-state', 'done');
  const reported = badge.locator('div[data-ok="1"]');
  await expect(reported.first()).toContainText('已上报 30 天');

  const from = bjDay(Date.now() - 7 * 86_400_000);
  const to = bjDay(Date.now() - 86_400_000);
  const { total, malls } = await readSellerCentre(sellerCentre, from, to);
  await expect(reported).toHaveCount(malls);
  expect(total.visitors).toBeGreaterThan(0);

  // /home, last 7 days to yesterday: the same figures as the seller centre, marked 插件采集 with the time.
  await app.reload();
  await app.getByTestId('date-type').getByText('近7天').click();
  await expect(app.getByTestId('date-range-text')).toHaveText(`${from} ~ ${to}`);
  const card = app.getByTestId('plugin-traffic-card');
  const n = (v: number) => new Intl.NumberFormat('zh-CN').format(v);
  for (const k of FIGURES) {
    await expect(card.getByTestId(`plugin-traffic-${k}`)).toHaveText(n(total[k]));
  }
  await expect(card.getByTestId('plugin-traffic-tag')).toHaveText('插件采集');
  await expect(card.getByTestId('plugin-traffic-at')).toContainText('最近采集：');
  // Shown in Beijing time (issue 23 item 9), as YYYY-MM-DD.
  const beijingToday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  await expect(card.getByTestId('plugin-traffic-at')).toContainText(beijingToday);
  await expect(card.locator('.ant-table-tbody tr')).toHaveCount(malls);
  // The other main account's shops were not visited: named as not collected.
  expect(shops.length).toBeGreaterThan(malls);
  await expect(card.getByTestId('plugin-traffic-missing')).toContainText('未采集的店铺：');
  await card.scrollIntoViewIfNeeded();
  await snap(app, 'home-plugin-traffic');
  await snap(sellerCentre, 'seller-centre-flux-plugin');
});
