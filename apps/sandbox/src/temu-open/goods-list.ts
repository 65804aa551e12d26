import { beijingDayOf, beijingMidnight, HOUR_MS } from './beijing-time.js';
import type { TOpenHandler } from './call-context.js';
import { intParam, listParam, optionalNumber, page } from './params.js';

/** Products went live at 10:00 Beijing on their created day; any fixed hour keeps createdAt deterministic. */
const createdAtMs = (day: string): number => beijingMidnight(day) + 10 * HOUR_MS;

/** bg.glo.goods.list.get (= temu.goods.list.get): products with their SKUs; skcSiteStatus 1 on sale, 0 off shelf. */
export const goodsList: TOpenHandler = ({ world, shop, params, now }) => {
  const pageNo = intParam(params, 'page', 1, 1, 1_000_000);
  const pageSize = intParam(params, 'pageSize', 10, 1, 100);
  const skcFilter = listParam(params, 'productSkcIds');
  const createdFrom = optionalNumber(params, 'createdAtStart');
  const createdTo = optionalNumber(params, 'createdAtEnd');
  const status = optionalNumber(params, 'skcSiteStatus');
  const today = beijingDayOf(now);

  const rows = world
    .skcs(shop.shopId)
    .filter((skc) => skc.createdDay <= today)
    .map((skc) => ({
      skc,
      createdAt: createdAtMs(skc.createdDay),
      onSale: !skc.offShelfDay || skc.offShelfDay > today,
    }))
    .filter(({ skc }) => !skcFilter || skcFilter.has(String(skc.skcId)))
    .filter(
      ({ createdAt }) =>
        (createdFrom === null || createdAt >= createdFrom) && (createdTo === null || createdAt <= createdTo),
    )
    .filter(({ onSale }) => status === null || (status === 1) === onSale);

  const data = page(rows, pageNo, pageSize).map(({ skc, createdAt, onSale }) => ({
    productId: skc.productId,
    productName: skc.name,
    productSkcId: skc.skcId,
    skcExtCode: skc.skcExtCode,
    category: skc.category,
    // Temu nests the path as categories.cat1…catN {catName}.
    categories: Object.fromEntries(skc.categoryPath.map((catName, i) => [`cat${i + 1}`, { catName }])),
    offShelfTime: onSale || !skc.offShelfDay ? null : createdAtMs(skc.offShelfDay),
    mainImageUrl: skc.imageUrl,
    skcSiteStatus: onSale ? 1 : 0,
    createdAt,
    productSkuSummaries: skc.skus.map((sku) => ({
      productSkuId: sku.skuId,
      extCode: sku.extCode,
      className: sku.className,
      supplierPrice: sku.priceCents,
      productSkuSpecList: [{ specName: sku.className }],
    })),
  }));

  return { totalCount: rows.length, data };
};
