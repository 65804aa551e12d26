import type { TMkFinance, TMkOrderLine, TMkSkc, TMkStock, TShopDataSource } from '../marketplace-types.js';
import { beijingDateTime, beijingDay, daySpan, dayWindows, spanWindows } from '../temu/market-days.js';
import { pagesOf } from '../temu/market-read.js';
import type { TSheinClient, TSheinCreds } from './shein-client.js';
import { mapReportPage } from './shein-map-finance.js';
import { mapOrders } from './shein-map-orders.js';
import { mapProductsPage } from './shein-map-products.js';
import { mapReturnsPage } from './shein-map-returns.js';
import { mapSkuSales } from './shein-map-sales.js';
import { mapStock } from './shein-map-stock.js';
import { mapStores } from './shein-map-store.js';

// Shein's limits: searchProduct ≤ 10 per page; order-list ≤ 30 per page and ≤ 48 h; order-detail ≤ 30 numbers;
// sku sales, returns and finance reports ≤ 31 days per call.
const PRODUCT_PAGE = 10;
const ORDER_PAGE = 30;
const ORDER_WINDOW_MS = 48 * 3_600_000;
const WINDOW_DAYS = 31;
const WINDOW_MS = WINDOW_DAYS * 86_400_000;
const REPORT_PAGE = 100;

// Shein's store ids are numbers; ours are strings.
const storeIdOf = (shopId: string): number | string => (/^\d+$/.test(shopId) ? Number(shopId) : shopId);
// Shein's windows are inclusive to the second, so each one stops a second short of the next.
const bjWindow = (w: { from: number; to: number }) => ({
  startTime: beijingDateTime(w.from),
  endTime: beijingDateTime(w.to - 1_000),
});

/**
 * A Shein supplier's stores through the Open API (one openKeyId covers all of them). Serves listShops, products,
 * skuDays, stock (per product page), orders (list + detail), returns and finance (balanceSummary when present,
 * else summed from the last 31 days of report orders). Returns null: activities, deliveryRatings, reviews,
 * notices (no API, §2.5).
 */
export const createSheinSource = (
  client: TSheinClient,
  creds: TSheinCreds,
  opts: { now?: () => Date } = {},
): TShopDataSource => {
  const now = opts.now ?? (() => new Date());
  const call = (path: string, body: Record<string, unknown>) =>
    client.call(path, body.storeId === undefined ? body : { ...body, storeId: storeIdOf(String(body.storeId)) }, creds);

  // meta.count counts SPUs while a page yields SKCs, so the pager here counts SPUs itself.
  async function* productPages(storeId: string): AsyncGenerator<TMkSkc[]> {
    for (let pageNum = 1; ; pageNum++) {
      const info = await call('/open-api/goods/searchProduct', { storeId, pageNum, pageSize: PRODUCT_PAGE });
      const { total, rows, spus } = mapProductsPage(info, storeId);
      if (rows.length > 0) {
        yield rows;
      }
      if (spus < PRODUCT_PAGE || (total > 0 && pageNum * PRODUCT_PAGE >= total)) {
        return;
      }
    }
  }

  async function* stockPages(storeId: string): AsyncGenerator<TMkStock[]> {
    const day = beijingDay(now());
    for await (const skcs of productPages(storeId)) {
      const skuCodeList = skcs.flatMap((skc) => skc.skus.map((sku) => sku.skuId));
      if (skuCodeList.length > 0) {
        yield mapStock(await call('/open-api/stock/stock-query', { storeId, skuCodeList }), day);
      }
    }
  }

  async function* orderPages(storeId: string, from: string, to: string): AsyncGenerator<TMkOrderLine[]> {
    const { fromMs, toMs } = daySpan(from, to);
    for (const w of spanWindows(fromMs, toMs, ORDER_WINDOW_MS)) {
      const span = { queryType: 1, ...bjWindow(w) };
      for (let page = 1; ; page++) {
        const listed = mapOrders(
          await call('/open-api/order/order-list', { storeId, ...span, page, pageSize: ORDER_PAGE }),
        );
        const { count, orders, bare } = listed;
        // The list names orders only; their lines come from order-detail (one call: a page holds ≤ 30 numbers).
        const detailed =
          bare.length > 0 ? mapOrders(await call('/open-api/order/order-detail', { orderNoList: bare })) : null;
        const lines = [...listed.lines, ...(detailed?.lines ?? [])];
        if (lines.length > 0) {
          yield lines;
        }
        if (orders < ORDER_PAGE || (count > 0 && page * ORDER_PAGE >= count)) {
          break;
        }
      }
    }
  }

  // Report orders of the last 31 days; without a balanceSummary the figures cover only that window.
  const finance = async (storeId: string): Promise<TMkFinance> => {
    const totals = { balanceCents: 0, pendingCents: 0, currency: '' };
    const span = bjWindow({ from: now().getTime() - WINDOW_MS, to: now().getTime() });
    for (let page = 1; ; page++) {
      const body = { storeId, ...span, page, pageSize: REPORT_PAGE };
      const info = mapReportPage(await call('/open-api/finance/report-order-list', body));
      if (info.direct) {
        return { ...info.direct, at: info.direct.at || now().toISOString() };
      }
      for (const row of info.rows) {
        totals[row.settled ? 'balanceCents' : 'pendingCents'] += row.cents;
        totals.currency ||= row.currency;
      }
      if (info.rows.length < REPORT_PAGE || (info.total > 0 && page * REPORT_PAGE >= info.total)) {
        return { ...totals, currency: totals.currency || 'USD', at: now().toISOString() };
      }
    }
  };

  return {
    name: 'shein',
    listShops: async () =>
      mapStores(
        await call('/open-api/openapi-business-backend/query-store-info', {}),
        /semi|半托管/i.test(creds.supplierBusinessMode ?? ''),
      ),
    products: (shopId) => productPages(shopId),
    skuDays: (shopId, from, to) =>
      (async function* () {
        for (const w of dayWindows(from, to, WINDOW_DAYS)) {
          const body = { storeId: shopId, startDate: w.from, endDate: w.to };
          const rows = mapSkuSales(await call('/open-api/goods/query-sku-sales', body), w.from);
          if (rows.length > 0) {
            yield rows;
          }
        }
      })(),
    stock: (shopId) => stockPages(shopId),
    orders: (shopId, from, to) => orderPages(shopId, from, to),
    returns: (shopId, from, to) =>
      (async function* () {
        const { fromMs, toMs } = daySpan(from, to);
        for (const w of spanWindows(fromMs, toMs, WINDOW_MS)) {
          const body = { storeId: shopId, ...bjWindow(w), pageSize: 30 };
          const page = async (n: number) =>
            mapReturnsPage(await call('/open-api/return-order/list', { ...body, page: n }));
          yield* pagesOf(page, 30);
        }
      })(),
    finance: (shopId) => finance(shopId),
    activities: () => null,
    deliveryRatings: () => null,
    reviews: () => null,
    notices: () => null,
  };
};
