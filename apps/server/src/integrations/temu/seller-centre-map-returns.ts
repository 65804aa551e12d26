import type { TMkReturn } from '../marketplace-types.js';
import { isoOf, num, pick, str, type TJson } from './market-read.js';

/** GET returns row: one SKU of a return package sent back to the seller. */
export const mapReturnRow = (row: TJson): TMkReturn => ({
  externalId: str(pick(row, 'packageSn', 'externalId')),
  skcId: str(pick(row, 'skcId', 'productSkcId')),
  skuId: str(pick(row, 'skuId', 'productSkuId')),
  units: num(pick(row, 'units', 'quantity')),
  amountCents: Math.round(num(pick(row, 'amountCents'))),
  reason: str(row.reason),
  at: isoOf(pick(row, 'outboundAt', 'at')),
});
