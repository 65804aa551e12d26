import {
  MarketplacePermanentError,
  type TMkShop,
  type TMkSkc,
  type TMkStock,
  type TShopDataSource,
} from '../marketplace-types.js';
import { beijingDay, daySpan } from './market-days.js';
import { pagesOf } from './market-read.js';
import type { TTemuOpenApi, TTemuRegion } from './open-api-client.js';

const PAGE = 100;

/**
 * The official Temu Open API for one mall: a pasted access_token belongs to exactly one mall and one region, so
 * `shopId` must be that mall (anything else would silently read the token's mall instead).
 *
 * Serves: listShops (token info + mall info), products (bg.glo.goods.list.get, sent to PA for a CN token), stock
 * (salesv2 snapshot), returns (CN/PA), orders (US/EU/GLOBAL; refused with 7000019/3000032 for full-managed malls). Returns null: skuDays (salesv2 has only today/7d/30d totals, no daily history), finance,
 * deliveryRatings (no API at all, §1.7), activities (self-developed apps only), reviews, notices.
 */
const REGION_CURRENCY: Record<'CN' | 'PA' | 'US' | 'EU' | 'GLOBAL', string> = {
  CN: 'CNY',
  PA: 'CNY',
  US: 'USD',
  EU: 'EUR',
  GLOBAL: 'USD',
};

export const createTemuOpenApiSource = (
  api: TTemuOpenApi,
  token: string,
  region: TTemuRegion,
  opts: { now?: () => Date } = {},
): TShopDataSource => {
  const now = opts.now ?? (() => new Date());
  let mallId: Promise<string> | undefined;
  // Cached once known; a failed lookup is forgotten so a transient error does not stick.
  const ownMall = () => {
    mallId ??= api
      .tokenInfo(token, region)
      .then((info) => info.mallId)
      .catch((error: unknown) => {
        mallId = undefined;
        throw error;
      });
    return mallId;
  };
  const checkShop = async (shopId: string) => {
    const own = await ownMall();
    if (shopId !== own) {
      throw new MarketplacePermanentError('temu-open', 'WRONG_MALL', `the token belongs to mall ${own}, not ${shopId}`);
    }
  };
  const orderRegion = region === 'US' || region === 'EU' || region === 'GLOBAL';
  // Each gateway settles in its own currency: the CN (full-managed) and PA partner gateways in yuan,
  // the US and global sites in dollars, the EU site in euros.
  const currency = REGION_CURRENCY[region];

  return {
    name: 'temu-open',

    async listShops(): Promise<TMkShop[]> {
      const info = await api.tokenInfo(token, region);
      mallId = Promise.resolve(info.mallId);
      const mall = await api.mallInfo(token, region);
      const name = mall.mallName ?? `Temu ${info.mallId}`;
      return [{ externalId: info.mallId, platform: 'temu', name, semiManaged: mall.semiManaged, currency }];
    },

    async *products(shopId): AsyncGenerator<TMkSkc[]> {
      await checkShop(shopId);
      for await (const rows of pagesOf((page) => api.goodsList(token, page, region === 'CN' ? 'PA' : region), PAGE)) {
        yield rows.map((row) => ({ ...row, shopExternalId: shopId }));
      }
    },

    stock: (shopId) =>
      (async function* (): AsyncGenerator<TMkStock[]> {
        await checkShop(shopId);
        const day = beijingDay(now());
        for await (const rows of pagesOf((page) => api.salesV2(token, page, region), PAGE)) {
          yield rows.flatMap((row) => row.skus.map((sku) => ({ skuId: sku.skuId, ...sku.stock, day })));
        }
      })(),

    returns: (shopId, from, to) => {
      if (orderRegion) {
        return null;
      }
      const { fromMs, toMs } = daySpan(from, to);
      return (async function* () {
        await checkShop(shopId);
        yield* api.returnPackages(token, new Date(fromMs), new Date(toMs), region);
      })();
    },

    orders: (shopId, from, to) => {
      if (!orderRegion) {
        return null;
      }
      const { fromMs, toMs } = daySpan(from, to);
      return (async function* () {
        await checkShop(shopId);
        yield* api.orders(token, new Date(fromMs), new Date(toMs), region);
      })();
    },

    skuDays: () => null,
    activities: () => null,
    deliveryRatings: () => null,
    reviews: () => null,
    finance: () => null,
    notices: () => null,
  };
};
