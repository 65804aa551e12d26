import { type BrowserContext, expect, test } from '@playwright/test';
import { postForm, seedBoss, unbindAll } from '../fixtures/app';
import { launchWithPlugin, openAppWithPlugin, openBackOffice } from '../fixtures/extension';
import { bossWithShops } from '../fixtures/shops';
import { enrolStaff } from '../fixtures/staff';

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
let context: BrowserContext;
let closeBrowser: () => Promise<void>;

test.beforeAll(async () => {
  ({ context, close: closeBrowser } = await launchWithPlugin());
});

let owner: { phone: string; password: string } | undefined;

test.afterAll(async () => {
  if (owner) {
    await unbindAll(owner.phone, owner.password);
  }
  await closeBrowser?.();
});

type TCollected = { site: string; title: string; images: string[]; skus: { skuId: string; price: number }[] };

test('the unpacked plugin registers as a device and 采集 saves 1688 and Amazon products with SKUs and images', async () => {
  const boss = await seedBoss();
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;

  // Visiting the web app logged in lets the plugin register this browser as a device.
  await openAppWithPlugin(context, token);
  const kinds = (await postForm('/api/device/list', {}, token)).body.data as { kind: string }[];
  expect(kinds.map((d) => d.kind)).toEqual(['extension']);

  const collect = async (path: string) => {
    const page = await context.newPage();
    await page.goto(`${SANDBOX}/source-sites/${path}`);
    const button = page.locator('#ksa-collect-btn');
    await expect(button).toHaveText('采集');
    await button.click();
    await expect(button).toHaveText('已采集');
    await page.close();
  };
  const box = async () => (await postForm('/api/collect/list', {}, token)).body.data as TCollected[];

  await collect('1688/offer/672345678901.html');
  const [p1688] = await box();
  expect(p1688).toMatchObject({
    site: '1688',
    sourceId: '672345678901',
    title: '2025夏季新款纯棉圆领短袖T恤男女同款宽松半袖打底衫工厂直供',
    currency: 'CNY',
    attributes: expect.arrayContaining([{ name: '面料名称', value: '棉' }]),
  });
  expect(p1688!.images).toHaveLength(5);
  expect(p1688!.skus).toHaveLength(9);
  expect(p1688!.skus[0]).toEqual({
    skuId: '501234500',
    name: '白色 / M',
    price: 12.8,
    stock: 37,
    image: `${SANDBOX}/source-sites/img/1688-501234500-sku.svg`,
  });
  // The images are real files on the source site.
  expect((await fetch(p1688!.images[0]!)).status).toBe(200);

  await collect('amazon/www.amazon.com/dp/B0CXK2Z7QW');
  const amazon = (await box()).find((p) => p.site === 'amazon')!;
  expect(amazon).toMatchObject({
    sourceId: 'B0CXK2Z7QW',
    title: 'Stainless Steel Insulated Water Bottle with Straw Lid, Leak Proof, 32 oz',
    currency: 'USD',
    attributes: expect.arrayContaining([{ name: 'Brand', value: 'HydroPeak' }]),
  });
  expect(amazon.images).toHaveLength(4);
  expect(amazon.skus.map((s) => [s.skuId, s.price])).toEqual([
    ['B0CXK2Z00', 19.99],
    ['B0CXK2Z01', 20.49],
    ['B0CXK2Z10', 21.49],
    ['B0CXK2Z11', 21.99],
  ]);

  // A country domain: the currency follows it.
  await collect('amazon/www.amazon.de/dp/B0D1FQ8M3L');
  expect((await box()).find((p) => p.title.startsWith('Edelstahl'))).toMatchObject({ currency: 'EUR' });
});

test('a manager’s plugin opens the back office of an assigned shop without the password; an unassigned shop is refused', async () => {
  const boss = await bossWithShops();
  owner = boss;
  const bossToken = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  const shops = (await postForm('/api/shop/getBossShopList', {}, bossToken)).body.data as { mallId: number }[];
  expect(shops.length).toBeGreaterThanOrEqual(2);
  const [assigned, other] = [shops[0]!.mallId, shops[1]!.mallId];
  const { token: managerToken } = await enrolStaff(bossToken, 'manager', '/api/order/distributeShopToUser', {
    shopIdStr: String(assigned),
  });

  // The manager's browser: a fresh context would lose the plugin, so the same profile is signed in as the manager.
  const page = await openAppWithPlugin(context, managerToken);
  expect((await postForm('/api/device/list', {}, managerToken)).body.data).toHaveLength(1);

  const open = (shopId: number) => openBackOffice(page, shopId, true);

  const tabOpened = context.waitForEvent('page');
  const result = await open(assigned);
  expect(result.ok).toBe(true);
  const backOffice = await tabOpened;
  await backOffice.waitForLoadState();
  expect(backOffice.url()).toBe(`${SANDBOX}/temu-seller/api/account`);
  // The seller centre answered the session the plugin attached: the account with its shops.
  const account = JSON.parse((await backOffice.locator('body').innerText()).trim()) as { shops?: unknown[] };
  expect(account.shops?.length).toBeGreaterThan(0);
  const accounts = (await (await fetch(`${SANDBOX}/accounts`)).json()) as { temu: { password: string }[] };
  for (const { password } of accounts.temu) {
    expect(JSON.stringify(result)).not.toContain(password);
  }

  const refused = await open(other);
  expect(refused).toMatchObject({ ok: false, msg: '数据不存在' });
});
