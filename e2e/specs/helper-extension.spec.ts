import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { postForm, seedBoss } from '../fixtures/app';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;
const extension = resolve(import.meta.dirname, '..', '..', 'apps', 'extension');
const profile = mkdtempSync(join(tmpdir(), 'ksa-e2e-ext-'));

let context: BrowserContext;

test.beforeAll(async () => {
  // Extensions need a persistent profile; the new headless mode loads them.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: false,
    locale: 'zh-CN',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
    ],
  });
});

test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

type TCollected = { site: string; title: string; images: string[]; skus: { skuId: string; price: number }[] };

test('the unpacked plugin registers as a device and 采集 saves 1688 and Amazon products with SKUs and images', async () => {
  const boss = await seedBoss();
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;

  // Visiting the web app logged in lets the plugin register this browser as a device.
  const app = await context.newPage();
  await app.addInitScript((t) => {
    localStorage.setItem('inine_token', t);
    localStorage.setItem('isVisitor', '0');
  }, token);
  await app.goto(`http://127.0.0.1:${PORT}/home`);
  await expect
    .poll(async () =>
      ((await postForm('/api/device/list', {}, token)).body.data as { kind: string }[]).map((d) => d.kind),
    )
    .toEqual(['extension']);

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
