import type {
  TMkActivity,
  TMkDeliveryRating,
  TMkFinance,
  TMkNotice,
  TMkReturn,
  TMkReview,
  TMkSkc,
  TMkSkuDay,
  TMkStock,
  TMkTodo,
} from '../marketplace-types.js';
import type { TPage } from './market-read.js';

export type TTemuSession = { session: string; expiresAt: string; uid: string };
export type TTemuLoginResult =
  | ({ kind: 'ok' } & TTemuSession)
  | { kind: 'needCode'; challengeId: string }
  | { kind: 'wrongPassword' }
  | { kind: 'locked' };
export type TTemuVerifyResult =
  | ({ kind: 'ok' } & TTemuSession)
  | { kind: 'wrongCode' }
  | { kind: 'expired' }
  | { kind: 'locked' };

export type TTemuSellerShop = { mallId: string; mallName: string; semiManaged: boolean; openedDay?: string };
/** `mainUid` is the main account's uid: the account's own for a main account, its parent's for a 子账号. */
export type TTemuSellerAccount = { uid: string; mainUid: string; phone: string; shops: TTemuSellerShop[] };
/** The Open API tokens the seller already authorised, as the seller centre's 授权管理 page lists them. */
export type TTemuOpenToken = { mallId: string; region: string; accessToken: string; expiresAt: string | null };

/** `from`/`to` are inclusive Beijing days; endpoints that do not take them ignore them. */
export type TTemuQuery = { mallId: string; page: number; pageSize: number; from?: string; to?: string };

/**
 * Everything the sync needs from the logged-in Temu seller centre (卖家中心), already in marketplace terms. The HTTP
 * client speaks the sandbox's JSON protocol; a real driver (browser automation, say) implements the same type.
 */
export type TTemuSellerCentre = {
  startLogin(phone: string, password: string): Promise<TTemuLoginResult>;
  verifyCode(challengeId: string, code: string): Promise<TTemuVerifyResult>;
  account(session: string): Promise<TTemuSellerAccount>;
  openTokens(session: string): Promise<TTemuOpenToken[]>;
  products(session: string, q: TTemuQuery): Promise<TPage<TMkSkc>>;
  /** At most 92 days per call. */
  salesDaily(session: string, q: TTemuQuery): Promise<TPage<TMkSkuDay>>;
  stock(session: string, q: TTemuQuery): Promise<TPage<TMkStock>>;
  returns(session: string, q: TTemuQuery): Promise<TPage<TMkReturn>>;
  reviews(session: string, q: TTemuQuery): Promise<TPage<TMkReview>>;
  notices(session: string, q: TTemuQuery): Promise<TPage<TMkNotice>>;
  activities(session: string, mallId: string): Promise<TMkActivity[]>;
  deliveryAssessment(session: string, mallId: string): Promise<TMkDeliveryRating[]>;
  finance(session: string, mallId: string): Promise<TMkFinance>;
  /** The home page's 待办 counts: 价格申报, 异常, 退货待签收. */
  todo(session: string, mallId: string): Promise<TMkTodo>;
};
