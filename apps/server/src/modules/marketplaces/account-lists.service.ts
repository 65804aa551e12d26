import type { TDeps } from '../../deps.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { findSheinShopsWithAccounts, findTemuAccountsWithShops } from './accounts.repo.js';

type TShopRow = Awaited<ReturnType<typeof findSheinShopsWithAccounts>>[number]['shop'];
type TAccountRow = Awaited<ReturnType<typeof findTemuAccountsWithShops>>[number]['account'];

const shopView = (s: TShopRow, now: Date, custom: string | null = null) => ({
  shopId: s.id,
  mallName: custom ?? s.name,
  semiManaged: s.semiManaged,
  expireDate: s.expireAt?.toISOString() ?? null,
  expired: Boolean(s.expireAt && s.expireAt <= now),
});

const toAccount = (a: TAccountRow) => ({
  accountId: a.id,
  kind: a.kind as 'temu_seller' | 'temu_open',
  temuUid: a.externalId,
  phone: a.phone ?? '',
  status: a.status,
  shops: [] as ReturnType<typeof shopView>[],
});

/** The unbind modal's Temu table (spec §2): main accounts with their shops. */
export const listTemuAccounts = async (deps: TDeps, auth: TAuth) => {
  const now = deps.clock.now();
  const byId = new Map<number, ReturnType<typeof toAccount>>();
  for (const { account, shop, custom } of await findTemuAccountsWithShops(deps.db, auth)) {
    const entry = byId.get(account.id) ?? toAccount(account);
    byId.set(account.id, entry);
    if (shop) {
      entry.shops.push(shopView(shop, now, custom));
    }
  }
  // A token pasted for a mall that a main account already binds adds no row of its own.
  return [...byId.values()].filter((a) => a.kind === 'temu_seller' || a.shops.length > 0);
};

/** The unbind modal's Shein table: stores with their supplier id. */
export const listSheinShops = async (deps: TDeps, auth: TAuth) => {
  const now = deps.clock.now();
  return (await findSheinShopsWithAccounts(deps.db, auth)).map(({ account, shop, custom }) => ({
    ...shopView(shop, now, custom),
    supplierId: account.externalId,
  }));
};
