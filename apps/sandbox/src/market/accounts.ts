import { GROUPS, SHOP_PREFIXES } from './catalog-data.js';
import { dayStr } from './days.js';
import type { TShopInt } from './engine.js';
import { pick, SALT, type THasher, unit } from './hash.js';
import type { TSheinSeller, TTemuAccount, TTemuSubAccount, TWorldProfile } from './world-types.js';

export type TAccounts = { temuAccounts: TTemuAccount[]; sheinSellers: TSheinSeller[]; shops: TShopInt[] };

type TCtx = { h: THasher; first: number; today: number; shops: TShopInt[]; phones: Set<string> };

const CITIES = ['广州', '深圳', '义乌', '杭州', '泉州', '东莞'];

/** Stable, distinct mainland mobile (1[3-9] + 9 digits); a clash just re-hashes with the next attempt. */
const phoneFor = (ctx: TCtx, n: number): string => {
  for (let attempt = 0; ; attempt += 1) {
    const hv = ctx.h(SALT.account, n, attempt);
    const rest = String(ctx.h(SALT.account, n, attempt, 1) % 1_000_000_000).padStart(9, '0');
    const phone = `1${'3456789'[hv % 7]}${rest}`;
    if (!ctx.phones.has(phone)) {
      ctx.phones.add(phone);
      return phone;
    }
  }
};

const addShop = (ctx: TCtx, platform: 'temu' | 'shein', ownerId: string, semiManaged: boolean): TShopInt => {
  const ord = ctx.shops.length;
  const hv = ctx.h(SALT.shop, ord);
  const focus = hv % GROUPS.length;
  const group = GROUPS[focus]!;
  const history = ctx.today - ctx.first;
  // The first shop is as old as the history; the others opened during its first quarter.
  const opened = ord === 0 ? ctx.first : ctx.first + (ctx.h(SALT.shop, ord, 1) % Math.max(1, Math.floor(history / 4)));
  const temu = platform === 'temu';
  const shopId = temu ? 634418210000000 + ord * 100_003 + (hv % 100_000) : 10_200_000 + ord * 1009 + (hv % 1000);
  const prefix = SHOP_PREFIXES[(ord + (hv >>> 8)) % SHOP_PREFIXES.length]!;
  const name = temu
    ? `${prefix}${pick(group.shopSuffixes, hv >>> 4)}${ord + 1}号店`
    : `${prefix}${pick(group.shopSuffixes, hv >>> 4)} SHEIN${ord + 1}店`;
  const shop: TShopInt = {
    shop: { shopId, platform, name, semiManaged, ownerId, openedDay: dayStr(opened), currency: temu ? 'CNY' : 'USD' },
    ord,
    scale: 0.7 + unit(ctx.h(SALT.shop, ord, 2)) * 0.6,
    growth: -0.1 + unit(ctx.h(SALT.shop, ord, 3)) * 0.6,
    focus,
    opened,
  };
  ctx.shops.push(shop);
  return shop;
};

const temuAccount = (ctx: TCtx, n: number, shopCount: number, demo: boolean, needsSmsCode: boolean) => {
  const uid = String(5_100_000_000_000 + n * 1_000_003 + (ctx.h(SALT.account, n, 9) % 1_000_000));
  // Semi-managed (半托管) shops are mixed in: every third shop of an account, starting with the second.
  const shopIds = Array.from({ length: shopCount }, (_, j) => addShop(ctx, 'temu', uid, j % 3 === 1).shop.shopId);
  const password = `Temu@${2023 + (n % 3)}${'abcdefghjk'[n % 10]}`;
  return { uid, phone: phoneFor(ctx, n), password, needsSmsCode, demo, shopIds };
};

/** One 子账号 per main account with two malls or more: it reaches the first mall only, and asks for an SMS code. */
const subAccount = (ctx: TCtx, main: TTemuAccount, n: number): TTemuSubAccount => ({
  uid: String(Number(main.uid) + 900_000_000_000),
  name: '运营子账号1',
  phone: phoneFor(ctx, 10_000 + n),
  password: `Sub@${2024 + (n % 3)}${'mnpqrstuvw'[n % 10]}`,
  needsSmsCode: true,
  shopIds: main.shopIds.slice(0, 1),
});

const sheinSeller = (ctx: TCtx, n: number, shopCount: number, demo: boolean): TSheinSeller => {
  const supplierId = String(10_000_000 + n * 7919 + (ctx.h(SALT.account, 1000 + n) % 7000));
  const city = CITIES[n % CITIES.length]!;
  const shopIds = Array.from(
    { length: shopCount },
    (_, j) => addShop(ctx, 'shein', supplierId, j % 2 === 1).shop.shopId,
  );
  const name = `${city}${pick(SHOP_PREFIXES, ctx.h(SALT.account, 2000 + n))}贸易有限公司`;
  return { supplierId, name, account: `shein_seller_${String(n + 1).padStart(2, '0')}`, demo, shopIds };
};

/** Accounts and shops of a profile: the bound (demo) accounts first, then the spare ones. */
export const buildAccounts = (h: THasher, profile: TWorldProfile, first: number, today: number): TAccounts => {
  const ctx: TCtx = { h, first, today, shops: [], phones: new Set() };
  const temuAccounts: TTemuAccount[] = [];
  for (let n = 0; n < profile.temuAccounts; n += 1) {
    temuAccounts.push(temuAccount(ctx, n, profile.temuShopsPerAccount, true, false));
  }
  profile.spareTemuShops.forEach((count, k) => {
    // The first spare account asks for an SMS code at login so that path can be tried; the others don't.
    temuAccounts.push(temuAccount(ctx, profile.temuAccounts + k, count, false, k === 0));
  });
  // After every main account, so their phones stay what they were before sub-accounts existed.
  temuAccounts.forEach((a, n) => {
    a.subAccounts = a.shopIds.length >= 2 ? [subAccount(ctx, a, n)] : [];
  });
  const sheinSellers: TSheinSeller[] = [];
  for (let n = 0; n < profile.sheinSellers; n += 1) {
    sheinSellers.push(sheinSeller(ctx, n, profile.sheinShopsPerSeller, true));
  }
  profile.spareSheinShops.forEach((count, k) => {
    sheinSellers.push(sheinSeller(ctx, profile.sheinSellers + k, count, false));
  });
  return { temuAccounts, sheinSellers, shops: ctx.shops };
};
