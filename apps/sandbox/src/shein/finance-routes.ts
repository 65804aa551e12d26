import type { FastifyPluginAsync } from 'fastify';
import { ok } from './errors.js';
import { bodyOf, formatBjIso, money, pageOf, parsePaging, parseWindow, requiredNumber } from './params.js';
import { callerOf, ownedShop, type TSheinDeps } from './shein-deps.js';

export const REPORT_WINDOW_HOURS = 31 * 24;
export const REPORT_PAGE_SIZE_MAX = 100;
/** Sandbox rule: an order line counts as settled this long after it was placed; before that it is pending. */
export const SETTLEMENT_DELAY_MS = 14 * 86_400_000;

/**
 * report-order-list: one report row per order line placed in the window, plus `balanceSummary`.
 * Simplification: Shein has no balance API (research §2.5), so the sandbox adds the world's balance/pending
 * to this reply; the real connector will have to derive or omit balance. Amounts carry no fees either.
 */
export const financeRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    app.post('/open-api/finance/report-order-list', async (req) => {
      const body = bodyOf(req.body);
      const shop = ownedShop(deps, callerOf(req), requiredNumber(body, 'storeId'));
      const window = parseWindow(body, REPORT_WINDOW_HOURS);
      const paging = parsePaging(body, 'page', REPORT_PAGE_SIZE_MAX);
      const now = deps.now();
      const to = Math.min(window.to, now);
      const lines = to > window.from ? deps.world.orders(shop.shopId, new Date(window.from), new Date(to)) : [];
      const rows = [...lines].sort((a, b) => a.at.localeCompare(b.at) || a.orderNo.localeCompare(b.orderNo));
      const finance = deps.world.finance(shop.shopId, new Date(now));
      return ok({
        count: rows.length,
        list: pageOf(rows, paging).map((l) => ({
          reportOrderNo: `${l.orderNo}-${l.skuId}`,
          orderNo: l.orderNo,
          storeId: l.shopId,
          skcId: l.skcId,
          skuCode: String(l.skuId),
          quantity: l.units,
          salesAmount: money(l.salesCents),
          settleAmount: money(l.salesCents),
          currency: shop.currency,
          addTime: formatBjIso(l.at),
          settlementStatus: Date.parse(l.at) + SETTLEMENT_DELAY_MS <= now ? 'settled' : 'pending',
        })),
        balanceSummary: {
          storeId: shop.shopId,
          currency: shop.currency,
          balance: money(finance.balanceCents),
          pending: money(finance.pendingCents),
          updateTime: formatBjIso(finance.at),
        },
      });
    });
  };
