import type { TMkFinance } from '../marketplace-types.js';
import { centsOfUnits, isoOf, list, num, obj, pick, str, type TJson, type TPage } from '../temu/market-read.js';

export type TSheinReportRow = { cents: number; settled: boolean; currency: string };

const SETTLED = new Set(['settled', 'SETTLED', '2', '已结算']);

const mapRow = (row: TJson): TSheinReportRow => ({
  cents:
    row.amountCents !== undefined
      ? Math.round(num(row.amountCents))
      : centsOfUnits(pick(row, 'settleAmount', 'amount')),
  settled: row.settled === true || SETTLED.has(str(pick(row, 'settlementStatus', 'settleStatus', 'status'))),
  currency: str(pick(row, 'currency', 'currencyCode')),
});

/**
 * report-order-list. Shein has no balance API, so without a balanceSummary the balance is what the report calls
 * settled and pending is the rest. The sandbox (and perhaps a future Shein) adds balanceSummary in decimal units.
 */
export const mapReportPage = (info: unknown): TPage<TSheinReportRow> & { direct?: TMkFinance } => {
  const i = obj(info);
  const page = { total: num(pick(i, 'count', 'total')), rows: list(pick(i, 'list', 'reportOrderList')).map(mapRow) };
  if (i.balanceSummary === undefined || i.balanceSummary === null) {
    return page;
  }
  const s = obj(i.balanceSummary);
  const direct = {
    balanceCents: centsOfUnits(s.balance),
    pendingCents: centsOfUnits(s.pending),
    currency: str(s.currency, 'USD'),
    at: isoOf(s.updateTime),
  };
  return { ...page, direct };
};
