/**
 * What the sync engine stores, whatever marketplace it came from. Ids are strings because Temu ids are numbers
 * while Shein ids (skcName, skuCode) are text. Money is always integer cents of `currency` so sums stay exact.
 * Days are 'YYYY-MM-DD' in Beijing time (UTC+8), the day both marketplaces report in; instants are ISO strings.
 */

export type TMkPlatform = 'temu' | 'shein';
export type TMkSourceName = 'temu-open' | 'temu-seller' | 'shein';

export type TMkShop = {
  externalId: string;
  platform: TMkPlatform;
  name: string;
  semiManaged: boolean;
  currency: string;
  openedDay?: string;
};

export type TMkSku = { skuId: string; extCode: string; className: string; priceCents: number };

export type TMkSkc = {
  shopExternalId: string;
  productId: string;
  skcId: string;
  skcExtCode?: string;
  name: string;
  category: string;
  categoryPath: string[];
  imageUrl?: string;
  createdDay: string;
  offShelfDay: string | null;
  skus: TMkSku[];
};

export type TMkSkuDay = { skcId: string; skuId: string; day: string; units: number; salesCents: number };

/** 仓内可用 / 待收货 / 待发货 (held by orders) / 暂不可用. */
export type TMkStockCounts = { warehouse: number; waitReceive: number; waitDelivery: number; unavailable: number };
/** `day` is the day of the snapshot: stock has no history, only "now". */
export type TMkStock = TMkStockCounts & { skuId: string; day: string };

export type TMkReturn = {
  externalId: string;
  skcId: string;
  skuId: string;
  units: number;
  amountCents: number;
  reason: string;
  /** When the package left the warehouse back to the seller. */
  at: string;
};

/** An SKC enrolled in an activity; `records` samples its remaining activity stock over time. */
export type TMkEnrollment = {
  enrollId: string;
  skcId: string;
  activityStock: number;
  records: { at: string; remaining: number; total: number }[];
};

export type TMkActivity = {
  activityId: string;
  name: string;
  type: string;
  startDay: string;
  endDay: string;
  enrollments: TMkEnrollment[];
};

export type TMkDeliveryRating = { weekStartDay: string; level: 'none' | 'C' | 'B' | 'A' | 'S'; score: number };
export type TMkReview = { reviewId: string; skcId: string; stars: number; text: string; at: string };
export type TMkFinance = { balanceCents: number; pendingCents: number; currency: string; at: string };
export type TMkNotice = { noticeId: string; kind: string; title: string; body: string; at: string };
/**
 * The seller centre's to-do counts (待办) at `at`: products in 价格申报, listings flagged 异常, return packages on
 * their way back (退货待签收). 异常 plus 退货 is the spec's sumnum.
 */
export type TMkTodo = { priceDeclaring: number; abnormal: number; returnsPending: number; at: string };

/** One SKU of one customer order; `at` is when the order was placed. */
export type TMkOrderLine = Omit<TMkSkuDay, 'day'> & { orderNo: string; at: string };

export type TMkProductOpts = { pageSize?: number };

/**
 * One way of reading a seller's shops. `shopId` is TMkShop.externalId; `from`/`to` are inclusive Beijing days.
 * A method the source cannot serve returns `null` synchronously, so callers can probe capabilities for free.
 * Iterables yield one page at a time so a large shop never sits in memory whole.
 */
export type TShopDataSource = {
  readonly name: TMkSourceName;
  listShops(): Promise<TMkShop[]>;
  products(shopId: string, opts?: TMkProductOpts): AsyncIterable<TMkSkc[]> | null;
  skuDays(shopId: string, from: string, to: string): AsyncIterable<TMkSkuDay[]> | null;
  stock(shopId: string): AsyncIterable<TMkStock[]> | null;
  returns(shopId: string, from: string, to: string): AsyncIterable<TMkReturn[]> | null;
  activities(shopId: string): Promise<TMkActivity[]> | null;
  deliveryRatings(shopId: string): Promise<TMkDeliveryRating[]> | null;
  reviews(shopId: string, from: string, to: string): AsyncIterable<TMkReview[]> | null;
  finance(shopId: string): Promise<TMkFinance> | null;
  notices(shopId: string, from: string, to: string): AsyncIterable<TMkNotice[]> | null;
  orders?(shopId: string, from: string, to: string): AsyncIterable<TMkOrderLine[]> | null;
  todo?(shopId: string): Promise<TMkTodo> | null;
};

export type TMkErrorKind = 'auth' | 'rateLimited' | 'transient' | 'permanent';

/** Base of every marketplace failure; `code` is the marketplace's own code (or HTTP/TIMEOUT/NETWORK/BAD_RESPONSE). */
export class MarketplaceError extends Error {
  readonly source: TMkSourceName;
  readonly code: string;
  readonly kind: TMkErrorKind;
  readonly retryable: boolean;
  /** The credential is dead (token expired, session gone): the seller has to log in or re-authorise. */
  readonly needsRelogin: boolean;

  constructor(source: TMkSourceName, code: string, kind: TMkErrorKind, message: string) {
    super(`${source}: ${code} ${message}`.trim());
    this.name = new.target.name;
    this.source = source;
    this.code = code;
    this.kind = kind;
    this.retryable = kind === 'rateLimited' || kind === 'transient';
    this.needsRelogin = kind === 'auth';
  }
}

export class MarketplaceAuthError extends MarketplaceError {
  constructor(source: TMkSourceName, code: string, message: string) {
    super(source, code, 'auth', message);
  }
}

export class MarketplaceRateLimitError extends MarketplaceError {
  readonly retryAfterMs: number;

  constructor(source: TMkSourceName, code: string, message: string, retryAfterMs = 1_000) {
    super(source, code, 'rateLimited', message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** 5xx, network failures, timeouts, unreadable replies: worth retrying later. */
export class MarketplaceTransientError extends MarketplaceError {
  constructor(source: TMkSourceName, code: string, message: string) {
    super(source, code, 'transient', message);
  }
}

/** The request itself is wrong (bad sign, missing scope, bad params): retrying the same call cannot help. */
export class MarketplacePermanentError extends MarketplaceError {
  constructor(source: TMkSourceName, code: string, message: string) {
    super(source, code, 'permanent', message);
  }
}
