import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
// bwip-js computes the barcode's bars; we paint them into the camera's frames ourselves.
import bwipjs from 'bwip-js/node';
import { postForm, seedBoss, unbindAll } from '../fixtures/app';
import { waitForSync } from '../fixtures/shops';
import { enrolStaff } from '../fixtures/staff';

const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 3198}`;

const postJson = async (path: string, body: unknown, token: string) =>
  (
    await fetch(api + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ code: number; msg: string; data: any }>;

/**
 * A Y4M video (what Chromium's fake camera plays) showing a Code 128 barcode of `text`, white quiet zones around,
 * 640×480, a few identical frames (the file loops).
 */
const barcodeVideo = (text: string): string => {
  const [{ sbs }] = bwipjs.raw({ bcid: 'code128', text }) as unknown as [{ sbs: number[] }];
  const W = 640;
  const H = 480;
  const modules = sbs.reduce((n, w) => n + w, 0);
  const unit = Math.floor((W - 80) / modules);
  const x0 = Math.floor((W - modules * unit) / 2);
  const row = new Uint8Array(W).fill(235);
  let x = x0;
  sbs.forEach((w, i) => {
    if (i % 2 === 0) {
      row.fill(16, x, x + w * unit);
    }
    x += w * unit;
  });
  const y = new Uint8Array(W * H).fill(235);
  for (let r = 120; r < 360; r++) {
    y.set(row, r * W);
  }
  const chroma = new Uint8Array((W / 2) * (H / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'ksa-cam-')), 'barcode.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
  return file;
};

let boss: { phone: string; password: string };
test.afterAll(async () => {
  if (boss) {
    await unbindAll(boss.phone, boss.password);
  }
});

test('a shipper scans a barcode on a phone, packs offline, and the packing reaches the sandbox exactly once', async () => {
  test.setTimeout(180_000);
  boss = await seedBoss();
  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data
    .token as string;
  const accounts = (await (await fetch(`${sandbox}/accounts`)).json()) as {
    temu: { demo: boolean; shops: { shopId: number; semiManaged: boolean }[] }[];
  };
  const mallId = accounts.temu
    .filter((a) => !a.demo)
    .flatMap((a) => a.shops)
    .find((s) => !s.semiManaged)!.shopId;
  const tokens = (await (await fetch(`${sandbox}/temu-open/admin/tokens`)).json()) as {
    mallId: number;
    accessToken: string;
  }[];
  const tok = tokens.find((t) => String(t.mallId) === String(mallId))!;
  const bound = await postForm('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: tok.accessToken }, token);
  expect(bound.body.code).toBe(0);
  const shopId = bound.body.data.shopId as number;
  await test.step('first sync', () => waitForSync(token));

  // The BOSS adds a shipper, assigns the shop, and creates a shipping order the shipper will pack.
  // The shipper is added with the code that reached their phone and sets their own password.
  const shipper = await enrolStaff(token, 'shipper', '/api/auth/saveWorkerUser', {}, 'abc123');
  expect(
    (await postJson('/api/delivery/setShipperShops', { phone: shipper.phone, shopIds: [shopId] }, token)).code,
  ).toBe(0);
  const open = (await postJson('/api/delivery/list', { status: 1, pageSize: 500 }, token)).data.list.find(
    (r: { marketStatus: number; ship: unknown }) => r.marketStatus === 1 && !r.ship,
  );
  const made = await postJson(
    '/api/delivery/createShipOrder',
    { shopId, orderSns: [open.orderSn], packageCount: 1, idemKey: `e2e-create-${Date.now()}` },
    token,
  );
  const deliverySn = made.data.result.deliveryOrders[0].deliverySn as string;
  const skuCode = open.skus[0].extCode as string;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${barcodeVideo(skuCode)}`,
    ],
  });
  const context = await browser.newContext({
    baseURL: api,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    permissions: ['camera'],
  });
  // A hand-launched browser does not get the config's timeouts: without one a missing element would hang.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  try {
    await page.goto('/m/');
    await page.getByTestId('m-phone').fill(shipper.phone);
    await page.getByTestId('m-password').fill(shipper.password);
    await page.getByTestId('m-login').click();
    await expect(page.getByTestId('m-task').first()).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/m/manifest.webmanifest');
    const scope = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((r) => r.scope),
        new Promise<string>((resolve) => setTimeout(() => resolve('no service worker after 10 s'), 10_000)),
      ]),
    );
    expect(scope).toBe(`${api}/m/`);

    await page.getByTestId('m-scan').click();
    await expect(page.getByTestId('m-code')).toHaveValue(skuCode, { timeout: 20_000 });
    const task = page.locator(`[data-testid="m-task"][data-order="${open.orderSn}"]`);
    await expect(task).toBeVisible();

    const packs = async () =>
      (
        (await (await fetch(`${sandbox}/stock-orders/admin/actions?shopId=${mallId}`)).json()) as {
          actions: { action: string; deliveryOrderSn: string }[];
        }
      ).actions.filter((a) => a.action === 'pack' && a.deliveryOrderSn === deliverySn).length;

    await context.setOffline(true);
    await expect(page.getByTestId('m-online')).toHaveText('离线');
    await task.locator('.ant-input-number input').fill('2');
    await task.getByTestId('m-pack').click();
    await expect(page.getByTestId('m-queue')).toContainText('待同步 1');
    await page.waitForTimeout(500);
    expect(await packs()).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('m-queue')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(packs).toBe(1);
    // Coming online again (or a second device event) sends nothing twice.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);
    expect(await packs()).toBe(1);
    const row = (await postJson('/api/delivery/list', { keyword: open.orderSn }, token)).data.list[0];
    expect(row).toMatchObject({ status: 2, ship: { deliverySn, packageCount: 2 } });
  } finally {
    await browser.close();
  }
});
