import type { TMkReturn } from '../marketplace-types.js';
import { isoOf, list, num, obj, pick, str, type TJson, type TPage } from './market-read.js';
import { priceCentsOf } from './open-api-map-sales.js';

// bg.refund.returnpackagelist.get [T]: field names come from ERP code, not an official table.
const mapRow = (row: TJson): TMkReturn => ({
  externalId: str(pick(row, 'packageSn', 'returnPackageSn')),
  skcId: str(pick(row, 'productSkcId', 'skcId')),
  skuId: str(pick(row, 'productSkuId', 'skuId')),
  units: num(pick(row, 'quantity', 'units', 'returnQuantity')),
  amountCents: priceCentsOf(pick(row, 'amountCents', 'supplierPrice', 'amount')),
  reason: str(pick(row, 'reason', 'returnReason', 'reasonDesc')),
  at: isoOf(pick(row, 'outboundTime', 'outboundAt')),
});

export const mapReturnsPage = (result: unknown): TPage<TMkReturn> => {
  const r = obj(result);
  const rows = list(pick(r, 'returnSupplierPackageDTOList', 'packageList', 'list', 'dataList'));
  return { total: num(pick(r, 'total', 'totalCount')), rows: rows.map(mapRow) };
};
