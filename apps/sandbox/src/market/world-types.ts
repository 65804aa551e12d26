/**
 * The sandbox's marketplace world: everything Temu and Shein "know" about the demo sellers,
 * generated deterministically from a seed. The Temu and Shein stand-ins answer from it, and tests
 * use it as ground truth. Money is in cents (integers) of the shop's currency (CNY for Temu
 * supplier prices, USD for Shein) so sums are exact. Days are 'YYYY-MM-DD' in Beijing time (UTC+8).
 */

export type TPlatform = 'temu' | 'shein';

export type TWorldProfile = {
  name: 'demo' | 'large' | 'tiny';
  /** Temu main accounts (each holds several shops) and their shops. */
  temuAccounts: number;
  temuShopsPerAccount: number;
  sheinSellers: number;
  sheinShopsPerSeller: number;
  skcsPerShop: number;
  /** Days of history before 'today'. */
  historyDays: number;
  /** Shops per spare (not demo-bound) Temu main account, one entry per account. */
  spareTemuShops: number[];
  /** Shops per spare Shein seller, one entry per seller. */
  spareSheinShops: number[];
};

export type TTemuAccount = {
  /** Temu's id of the main account (temuUid in the spec). */
  uid: string;
  phone: string;
  password: string;
  /** Login asks for an SMS code (sent to `phone` through the sandbox SMS inbox). */
  needsSmsCode: boolean;
  /** true for accounts the visitor demo tenant binds at first start; the rest are spare for new users. */
  demo: boolean;
  shopIds: number[];
  /**
   * 子账号 the main account created in the seller centre (账号管理 → 子账号): each logs in with its own phone and
   * password (SMS code to its own phone) and reaches only the malls the main account gave it.
   */
  subAccounts?: TTemuSubAccount[];
  /** Set on the login identity of a sub-account: the main account it belongs to. */
  mainUid?: string;
};

export type TTemuSubAccount = {
  uid: string;
  name: string;
  phone: string;
  password: string;
  needsSmsCode: boolean;
  /** A subset of the main account's malls. */
  shopIds: number[];
};

export type TShop = {
  /** Temu mallId / Shein supplier store id; unique across the world. */
  shopId: number;
  platform: TPlatform;
  name: string;
  /** 半托管 (semi-managed) vs 全托管 (fully managed). */
  semiManaged: boolean;
  /** Temu: the main account uid; Shein: the supplierId. */
  ownerId: string;
  openedDay: string;
  currency: 'CNY' | 'USD';
};

export type TSheinSeller = {
  supplierId: string;
  name: string;
  /** Login of the seller on the Shein empower page (the sandbox shows these to pick from). */
  account: string;
  demo: boolean;
  shopIds: number[];
};

export type TSku = {
  skuId: number;
  extCode: string;
  /** Spec text, e.g. '红色-M'. */
  className: string;
  /** Supplier (declared) price in cents. */
  priceCents: number;
  /** What the goods really cost the seller, in cents: the sandbox publishes it as the demo's cost sheet. */
  costCents: number;
};

export type TSkc = {
  shopId: number;
  productId: number;
  skcId: number;
  skcExtCode: string;
  name: string;
  category: string;
  /** Leaf category path, e.g. ['女装', '连衣裙']. */
  categoryPath: string[];
  imageUrl: string;
  createdDay: string;
  /** Day it went off shelf, or null while on sale. */
  offShelfDay: string | null;
  skus: TSku[];
};

/** One SKU's sales on one day (Beijing time), as the seller centre reports daily history. */
export type TSkuDay = { shopId: number; skcId: number; skuId: number; day: string; units: number; salesCents: number };

/** One customer order line (Shein orders; Temu semi-managed orders). `at` is an ISO instant. */
export type TOrderLine = {
  orderNo: string;
  shopId: number;
  skcId: number;
  skuId: number;
  units: number;
  salesCents: number;
  at: string;
};

export type TStock = {
  skuId: number;
  /** 仓内可用 */
  warehouse: number;
  /** 待收货 */
  waitReceive: number;
  /** 待发货 (occupied by orders) */
  waitDelivery: number;
  /** 暂不可用 */
  unavailable: number;
};

export type TReturn = {
  packageSn: string;
  shopId: number;
  skcId: number;
  skuId: number;
  units: number;
  amountCents: number;
  reason: string;
  /** When the package left the warehouse back to the seller. */
  outboundAt: string;
};

export type TActivity = {
  activityId: number;
  shopId: number;
  name: string;
  type: string;
  startDay: string;
  endDay: string;
};

export type TEnrollment = {
  enrollId: number;
  activityId: number;
  shopId: number;
  skcId: number;
  /** Activity stock committed at enrolment. */
  activityStock: number;
  /** Remaining activity stock sampled over time (every 6 h while the activity runs). */
  records: { at: string; remaining: number; total: number }[];
};

export type TDeliveryRating = {
  shopId: number;
  weekStartDay: string;
  level: 'none' | 'C' | 'B' | 'A' | 'S';
  score: number;
};

export type TReview = {
  reviewId: string;
  shopId: number;
  skcId: number;
  stars: 1 | 2 | 3 | 4 | 5;
  text: string;
  at: string;
};

export type TFinance = { shopId: number; balanceCents: number; pendingCents: number; at: string };

export type TNotice = {
  noticeId: string;
  shopId: number;
  kind: 'on_shelf' | 'off_shelf' | 'rule' | 'message';
  title: string;
  body: string;
  at: string;
};

/**
 * The seller centre's to-do counts (待办) at one moment: products in 价格申报 (price declaration), listings flagged
 * 异常, and return packages on their way back (退货待签收). The product shows 价格申报 in 店铺统计 and 异常+退货
 * (sumnum) on the shop.
 */
export type TShopTodo = {
  shopId: number;
  priceDeclaring: number;
  abnormal: number;
  returnsPending: number;
  at: string;
};

/** One row of the seller's own cost list (what the demo seller later imports into the product). */
export type TCostSheetRow = { skuId: number; costCents: number };

/** What a generator module exports; every function is pure given (seed, profile) and `now`. */
export type TMarketWorld = {
  seed: number;
  profile: TWorldProfile;
  /** 'today' in Beijing time at construction; history spans [firstDay, today]. */
  today: string;
  firstDay: string;
  temuAccounts: TTemuAccount[];
  sheinSellers: TSheinSeller[];
  shops: TShop[];
  shop: (shopId: number) => TShop | undefined;
  skcs: (shopId: number) => TSkc[];
  /** Daily sales per SKU for days in [from, to] (inclusive); today's figure counts only orders placed up to `now`. */
  skuDays: (shopId: number, from: string, to: string, now?: Date) => TSkuDay[];
  /** Order lines placed in [from, to) (ISO instants). */
  orders: (shopId: number, from: Date, to: Date) => TOrderLine[];
  /** Stock at the end of `day`; for the current day (or later) the snapshot is taken at `now` (default: the world clock). */
  stock: (shopId: number, day: string, now?: Date) => TStock[];
  returns: (shopId: number, from: Date, to: Date) => TReturn[];
  activities: (shopId: number) => TActivity[];
  /** Records run until the activity ends or `now` (default: the world clock). */
  enrollments: (shopId: number, now?: Date) => TEnrollment[];
  deliveryRatings: (shopId: number) => TDeliveryRating[];
  reviews: (shopId: number, from: Date, to: Date) => TReview[];
  finance: (shopId: number, now?: Date) => TFinance;
  notices: (shopId: number, from: Date, to: Date) => TNotice[];
  /**
   * Every SKU of the shop with what it really costs (TSku.costCents). createWorld always provides it; optional
   * only so hand-made test worlds written before it existed still type-check.
   */
  costSheet?: (shopId: number) => TCostSheetRow[];
  /** The to-do counts at `now` (default: the world clock); optional for the same reason as costSheet. */
  todo?: (shopId: number, now?: Date) => TShopTodo;
};
