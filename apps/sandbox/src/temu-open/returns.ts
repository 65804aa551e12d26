import { DAY_MS } from './beijing-time.js';
import type { TOpenHandler } from './call-context.js';
import { intParam, optionalNumber, page, paramError } from './params.js';

const MAX_WINDOW_MS = 31 * DAY_MS;

/** bg.refund.returnpackagelist.get: return packages sent back to the seller, by outbound time (ms). */
export const returnPackages: TOpenHandler = ({ world, shop, params }) => {
  const pageNo = intParam(params, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(params, 'pageSize', 10, 1, 100);
  const start = optionalNumber(params, 'outboundTimeStart');
  const end = optionalNumber(params, 'outboundTimeEnd');
  if (start === null || end === null || end < start) {
    throw paramError('outboundTimeStart 和 outboundTimeEnd 必填，且结束时间不能早于开始时间');
  }
  if (end - start > MAX_WINDOW_MS) {
    throw paramError('出库时间跨度不能超过31天');
  }
  const skcOf = new Map(world.skcs(shop.shopId).map((s) => [s.skcId, s]));
  // The world's range is half-open; Temu's end is inclusive, hence +1 ms.
  const rows = world
    .returns(shop.shopId, new Date(start), new Date(end + 1))
    .sort((a, b) => Date.parse(b.outboundAt) - Date.parse(a.outboundAt) || a.packageSn.localeCompare(b.packageSn))
    .map((r) => ({
      packageSn: r.packageSn,
      productSkcId: r.skcId,
      productSkuId: r.skuId,
      productName: skcOf.get(r.skcId)?.name ?? '',
      skcExtCode: skcOf.get(r.skcId)?.skcExtCode ?? '',
      quantity: r.units,
      // Sandbox extension: the real list's amount field is not documented; cents of the supplier price.
      amountCents: r.amountCents,
      reasonDesc: r.reason,
      outboundTime: Date.parse(r.outboundAt),
    }));

  return { total: rows.length, returnSupplierPackageDTOList: page(rows, pageNo, pageSize) };
};
