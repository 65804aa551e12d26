import type { TMkShop, TShopDataSource } from '../marketplace-types.js';
import { dayWindows } from './market-days.js';
import { pagesOf, type TPage } from './market-read.js';
import type { TTemuQuery, TTemuSellerCentre } from './seller-centre-types.js';

const PAGE = 500;
// Every ranged endpoint (sales/daily, returns, reviews, notices) refuses spans longer than 92 days.
const RANGE_DAYS = 92;

/**
 * The logged-in Temu seller centre: one session covers every mall of the main account. Serves everything the
 * Open API lacks (daily history, finance, delivery ratings, activities, reviews, notices); orders → null
 * (full-managed sellers never see customer orders; the seller centre reports daily sales instead).
 */
export const createSellerCentreSource = (client: TTemuSellerCentre, session: string): TShopDataSource => {
  const walk = <T>(
    fetchPage: (s: string, q: TTemuQuery) => Promise<TPage<T>>,
    mallId: string,
    span: { from?: string; to?: string } = {},
    pageSize = PAGE,
  ) => pagesOf((page) => fetchPage(session, { mallId, page, pageSize, ...span }), pageSize);
  const walkRange = <T>(
    fetchPage: (s: string, q: TTemuQuery) => Promise<TPage<T>>,
    mallId: string,
    from: string,
    to: string,
  ) =>
    (async function* () {
      for (const window of dayWindows(from, to, RANGE_DAYS)) {
        yield* walk(fetchPage, mallId, window);
      }
    })();

  return {
    name: 'temu-seller',

    async listShops(): Promise<TMkShop[]> {
      const account = await client.account(session);
      return account.shops.map((s) => ({
        externalId: s.mallId,
        platform: 'temu',
        name: s.mallName,
        semiManaged: s.semiManaged,
        // Temu pays Chinese sellers their supplier prices in CNY.
        currency: 'CNY',
        openedDay: s.openedDay,
      }));
    },

    products: (shopId, opts) => walk(client.products, shopId, {}, opts?.pageSize ?? PAGE),

    skuDays: (shopId, from, to) => walkRange(client.salesDaily, shopId, from, to),

    stock: (shopId) => walk(client.stock, shopId),
    returns: (shopId, from, to) => walkRange(client.returns, shopId, from, to),
    reviews: (shopId, from, to) => walkRange(client.reviews, shopId, from, to),
    notices: (shopId, from, to) => walkRange(client.notices, shopId, from, to),
    activities: (shopId) => client.activities(session, shopId),
    deliveryRatings: (shopId) => client.deliveryAssessment(session, shopId),
    finance: (shopId) => client.finance(session, shopId),
    todo: (shopId) => client.todo(session, shopId),
    orders: () => null,
  };
};
