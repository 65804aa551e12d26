import type { TMarketWorld } from './world-types.js';

export type TAccountShopView = { shopId: number; name: string; semiManaged: boolean };

export type TAccountsView = {
  temu: {
    uid: string;
    phone: string;
    password: string;
    needsSmsCode: boolean;
    demo: boolean;
    shops: TAccountShopView[];
    /** 子账号: each reaches only its own malls. */
    subAccounts: {
      uid: string;
      name: string;
      phone: string;
      password: string;
      needsSmsCode: boolean;
      shops: TAccountShopView[];
    }[];
  }[];
  shein: { supplierId: string; account: string; name: string; demo: boolean; shops: TAccountShopView[] }[];
};

const shopsView = (world: TMarketWorld, shopIds: number[]): TAccountShopView[] =>
  shopIds.flatMap((id) => {
    const shop = world.shop(id);
    return shop ? [{ shopId: shop.shopId, name: shop.name, semiManaged: shop.semiManaged }] : [];
  });

/** The sandbox is a public stand-in, so the demo credentials are meant to be shown to whoever opens it. */
export const accountsView = (world: TMarketWorld): TAccountsView => ({
  temu: world.temuAccounts.map((a) => ({
    uid: a.uid,
    phone: a.phone,
    password: a.password,
    needsSmsCode: a.needsSmsCode,
    demo: a.demo,
    shops: shopsView(world, a.shopIds),
    subAccounts: (a.subAccounts ?? []).map((sub) => ({
      uid: sub.uid,
      name: sub.name,
      phone: sub.phone,
      password: sub.password,
      needsSmsCode: sub.needsSmsCode,
      shops: shopsView(world, sub.shopIds),
    })),
  })),
  shein: world.sheinSellers.map((s) => ({
    supplierId: s.supplierId,
    account: s.account,
    name: s.name,
    demo: s.demo,
    shops: shopsView(world, s.shopIds),
  })),
});
