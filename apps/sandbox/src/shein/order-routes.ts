import type { FastifyPluginAsync } from 'fastify';
import type { TOrderLine } from '../market/world-types.js';
import { ok, SheinError } from './errors.js';
import { bodyOf, formatBjIso, money, optionalNumber, pageOf, parsePaging, parseWindow, type TBody } from './params.js';
import { callerOf, ownedShop, type TCaller, type TSheinDeps } from './shein-deps.js';

export const ORDER_WINDOW_HOURS = 48;
export const ORDER_PAGE_SIZE_MAX = 30;
export const ORDER_DETAIL_MAX = 30;
export const RETURN_WINDOW_HOURS = 31 * 24;
export const RETURN_PAGE_SIZE_MAX = 50;

/** Stores named by an optional storeId filter, else all of the caller's. */
export const scopeShops = (deps: TSheinDeps, caller: TCaller, body: TBody): number[] => {
  const storeId = optionalNumber(body, 'storeId');
  return storeId === undefined ? caller.shopIds : [ownedShop(deps, caller, storeId).shopId];
};

/** The world knows the future too; the API only ever shows what has happened by `now`. */
const clampedRange = (deps: TSheinDeps, window: { from: number; to: number }) => {
  const to = Math.min(window.to, deps.now());
  return to > window.from ? { from: new Date(window.from), to: new Date(to) } : undefined;
};

const byTime = (a: { at: string; key: string }, b: { at: string; key: string }) =>
  a.at === b.at ? a.key.localeCompare(b.key) : a.at.localeCompare(b.at);

const orderDetail = (deps: TSheinDeps, lines: TOrderLine[]) => {
  const first = lines[0] as TOrderLine;
  const shop = deps.world.shop(first.shopId);
  return {
    orderNo: first.orderNo,
    storeId: first.shopId,
    orderTime: formatBjIso(first.at),
    currency: shop?.currency ?? 'USD',
    totalQuantity: lines.reduce((n, l) => n + l.units, 0),
    totalAmount: money(lines.reduce((n, l) => n + l.salesCents, 0)),
    orderGoodsInfoList: lines.map((l) => {
      const found = deps.index.sku(l.shopId, l.skuId);
      return {
        skcId: l.skcId,
        skuCode: String(l.skuId),
        supplierSku: found?.sku.extCode ?? null,
        goodsTitle: found?.skc.name ?? null,
        attributeName: found?.sku.className ?? null,
        quantity: l.units,
        amount: money(l.salesCents),
      };
    }),
  };
};

/** Customer orders (queryType 1 = by order time) and returns of the caller's stores. */
export const orderRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    app.post('/open-api/order/order-list', async (req) => {
      const body = bodyOf(req.body);
      if (body.queryType !== 1 && body.queryType !== '1') {
        throw new SheinError('paramInvalid', 'queryType must be 1 (order time); the sandbox supports no other');
      }
      const range = clampedRange(deps, parseWindow(body, ORDER_WINDOW_HOURS));
      const paging = parsePaging(body, 'page', ORDER_PAGE_SIZE_MAX);
      const shops = scopeShops(deps, callerOf(req), body);
      const orders = new Map<string, { key: string; at: string; storeId: number }>();
      for (const shopId of range ? shops : []) {
        for (const line of deps.world.orders(shopId, range!.from, range!.to)) {
          if (!orders.has(line.orderNo)) {
            orders.set(line.orderNo, { key: line.orderNo, at: line.at, storeId: shopId });
          }
        }
      }
      const sorted = [...orders.values()].sort(byTime);
      const orderList = pageOf(sorted, paging).map((o) => ({
        orderNo: o.key,
        storeId: o.storeId,
        orderTime: formatBjIso(o.at),
      }));
      return ok({ count: sorted.length, orderList });
    });

    app.post('/open-api/order/order-detail', async (req) => {
      const list = bodyOf(req.body).orderNoList;
      if (!Array.isArray(list) || list.length < 1 || list.length > ORDER_DETAIL_MAX) {
        throw new SheinError('paramInvalid', `orderNoList must hold 1-${ORDER_DETAIL_MAX} order numbers`);
      }
      const caller = callerOf(req);
      // Numbers that are unknown or belong to another supplier are simply absent, as a lookup would be.
      const found = list.map((no) => deps.index.order(caller.shopIds, String(no))).filter((l) => l !== undefined);
      return ok({ orderList: found.map((lines) => orderDetail(deps, lines)) });
    });

    app.post('/open-api/return-order/list', async (req) => {
      const body = bodyOf(req.body);
      const range = clampedRange(deps, parseWindow(body, RETURN_WINDOW_HOURS));
      const paging = parsePaging(body, 'page', RETURN_PAGE_SIZE_MAX);
      const shops = scopeShops(deps, callerOf(req), body);
      const rows = (range ? shops : [])
        .flatMap((shopId) => deps.world.returns(shopId, range!.from, range!.to))
        .map((r) => ({ ...r, key: r.packageSn, at: r.outboundAt }))
        .sort(byTime);
      const returnOrderList = pageOf(rows, paging).map((r) => ({
        returnOrderNo: r.packageSn,
        storeId: r.shopId,
        skcId: r.skcId,
        skuCode: String(r.skuId),
        supplierSku: deps.index.sku(r.shopId, r.skuId)?.sku.extCode ?? null,
        quantity: r.units,
        returnAmount: money(r.amountCents),
        currency: deps.world.shop(r.shopId)?.currency ?? 'USD',
        returnReason: r.reason,
        outboundTime: formatBjIso(r.outboundAt),
      }));
      return ok({ count: rows.length, returnOrderList });
    });
  };
