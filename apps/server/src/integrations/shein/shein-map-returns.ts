import type { TMkReturn } from '../marketplace-types.js';
import { centsOfUnits, isoOf, list, num, obj, pick, str, type TJson, type TPage } from '../temu/market-read.js';

const mapRow = (row: TJson): TMkReturn => ({
  externalId: str(pick(row, 'returnOrderNo', 'packageSn', 'externalId')),
  skcId: str(pick(row, 'skcId', 'skcName')),
  skuId: str(pick(row, 'skuCode', 'skuId')),
  units: num(pick(row, 'units', 'returnQuantity', 'quantity')),
  amountCents:
    row.amountCents !== undefined
      ? Math.round(num(row.amountCents))
      : centsOfUnits(pick(row, 'returnAmount', 'amount')),
  reason: str(pick(row, 'reason', 'returnReason')),
  at: isoOf(pick(row, 'outboundTime', 'outboundAt', 'returnTime')),
});

/** return-order/list: info.{list|returnOrderList}, info.count. */
export const mapReturnsPage = (info: unknown): TPage<TMkReturn> => {
  const i = obj(info);
  return { total: num(pick(i, 'count', 'total')), rows: list(pick(i, 'returnOrderList', 'list')).map(mapRow) };
};
