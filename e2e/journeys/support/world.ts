import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PHONE } from '../../fixtures/admin';
import { postForm } from '../../fixtures/app';
import { waitForCode } from '../../fixtures/sandbox';

/**
 * The code a send put in the sandbox's SMS inbox. Generous: the product runs as started the README way, and its
 * first minutes (the demo's first syncs) may keep a busy machine's server slow to answer a send.
 */
export const smsCode = (phone: string, after: number) => waitForCode(phone, after, 45_000);

export const sandbox = () => `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT}`;
export const api = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

export type TTemuAccount = {
  phone: string;
  password: string;
  needsSmsCode: boolean;
  demo: boolean;
  shops: { shopId: number; name: string; semiManaged: boolean }[];
};
export type TSheinSeller = {
  supplierId: string;
  name: string;
  demo: boolean;
  shops: { shopId: number; name: string; semiManaged: boolean }[];
};

/**
 * The default sandbox world's spare accounts, shared out so that no two journeys bind the same one (a shop is bound
 * by one tenant only): the BOSS binds the Temu account that asks for an SMS code and the Shein seller with a full-
 * and a semi-managed shop in the browser; the others are set-up for journeys that are not about binding.
 */
export const spareAccounts = async () => {
  const a = (await (await fetch(`${sandbox()}/accounts`)).json()) as { temu: TTemuAccount[]; shein: TSheinSeller[] };
  const temu = a.temu.filter((x) => !x.demo);
  const shein = a.shein.filter((x) => !x.demo);
  const noCode = temu.filter((x) => !x.needsSmsCode);
  return {
    bossTemu: temu.find((x) => x.needsSmsCode)!,
    bossShein: shein.find((x) => x.shops.some((s) => s.semiManaged) && x.shops.some((s) => !s.semiManaged))!,
    staffTemu: noCode[0]!,
    shipperTemu: noCode[1]!,
    operatorShein: shein.find((x) => x.shops.length === 1)!,
  };
};

/** A Temu account bound through the API (for journeys that are not about binding); waits for its shops. */
export const bindTemuByApi = async (token: string, acc: TTemuAccount) => {
  const after = Date.now() - 1000;
  const sent = await postForm('/api/auth/sendTemuCode', { phone: acc.phone, password: acc.password }, token);
  expect(sent.body.code, sent.body.msg).toBe(0);
  if (sent.body.data?.needCode) {
    await postForm(
      '/api/auth/bindAccount',
      { phone: acc.phone, password: acc.password, code: await smsCode(acc.phone, after) },
      token,
    );
  }
  await expect
    .poll(async () => ((await postForm('/api/shop/getBossShopList', {}, token)).body.data ?? []).length, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(acc.shops.length);
};

/** Logs a BOSS (or staff) in through the API: their token. */
export const tokenOf = async (phone: string, password: string) => {
  const { body } = await postForm('/api/auth/login', { userName: phone, password });
  expect(body.code, body.msg).toBe(0);
  return body.data.token as string;
};

/** The operator console's admin (made by `create-admin` before the first start), logged in through the API. */
export const adminToken = async () => {
  const after = Date.now() - 1000;
  await postForm('/api/admin/auth/sendCode', { phone: E2E_ADMIN_PHONE });
  const code = await smsCode(E2E_ADMIN_PHONE, after);
  const { body } = await postForm('/api/admin/auth/login', { phone: E2E_ADMIN_PHONE, code });
  expect(body.code, body.msg).toBe(0);
  return body.data.token as string;
};

/** Coupon codes as the operator hands them out (a batch made in the console; the console has its own journey). */
export const couponCodes = async (count: number, yuan = 30) => {
  const token = await adminToken();
  const { body } = await postForm(
    '/api/admin/coupons/createBatch',
    { count: String(count), value: String(yuan), note: 'journeys' },
    token,
  );
  expect(body.code, body.msg).toBe(0);
  return (body.data as { codes: { code: string }[] }).codes.map((c) => c.code);
};

/** Opens the user dropdown (top right) and walks its sub-menus; a sub-menu that did not open is re-hovered. */
export const openUserMenuItem = async (page: Page, path: string[]) => {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 400);
    await page.getByTestId('user-menu').hover();
    for (const label of path) {
      await page.getByRole('menuitem', { name: label }).hover({ timeout: 2_000 });
    }
    await page.getByRole('menuitem', { name: path.at(-1)! }).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
};

/**
 * First-login prompts (important notice, bind WeChat, plugin warning…): they come one at a time, never stacked, and
 * each closes with Esc. Returns the titles seen.
 */
export const closePromptsWithEsc = async (page: Page) => {
  const seen: string[] = [];
  const dialogs = page.locator('.ant-modal-wrap:visible .ant-modal');
  for (let i = 0; i < 6; i++) {
    const open = await dialogs
      .first()
      .waitFor({ state: 'visible', timeout: i === 0 ? 10_000 : 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!open) {
      break;
    }
    // One that was closing as it was seen (a prompt answered in the step before) is gone now: look again.
    const shown = await dialogs.count();
    if (shown === 0) {
      continue;
    }
    // The prompt answered just before may still be fading out while the next one opens (the queue hands over at
    // once): a real stack stays, a hand-over is one dialog a moment later.
    if (shown > 1) {
      await expect(dialogs, 'first-login prompts stack instead of queueing').toHaveCount(1, { timeout: 2_000 });
    }
    const title = (
      (await dialogs
        .first()
        .locator('.ant-modal-title')
        .textContent()
        .catch(() => '')) ?? ''
    ).trim();
    seen.push(title);
    await page.keyboard.press('Escape');
    // The next prompt in the queue may open at once: this one (by its title) must be gone.
    const same = title ? dialogs.filter({ has: page.locator('.ant-modal-title', { hasText: title }) }) : dialogs;
    await expect(same, `the prompt "${title}" does not close with Esc`).toHaveCount(0, { timeout: 5_000 });
  }
  return seen;
};

/** Beijing's date `daysAgo` days back (the seller's time zone). */
export const bjDay = (daysAgo = 0) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * A Shein seller bound through the API by the real consent flow (our authorization URL, the seller's approval on the
 * sandbox's empower page, the redirect to our callback): set-up for journeys that are not about binding.
 */
export const bindSheinByApi = async (token: string, seller: TSheinSeller) => {
  const url = (await postForm('/api/shein/auth/authorizationUrl', { clientId: 'journeys' }, token)).body.data as string;
  const hash = new URL(url).hash;
  const q = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  const empower = (await (
    await fetch(`${sandbox()}/shein-sem/api/empower`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        appid: q.get('appid'),
        sellerSupplierId: seller.supplierId,
        state: q.get('state'),
        redirectUrl: q.get('redirectUrl'),
      }),
    })
  ).json()) as { info: { redirect: string } };
  const res = await fetch(empower.info.redirect);
  expect(res.ok, `Shein callback answered ${res.status}`).toBe(true);
};
