import type { TMkSkc } from '../marketplace-types.js';
import { beijingDay } from './market-days.js';
import { isoOf, list, num, obj, pick, str, type TJson, type TPage } from './market-read.js';
import { priceCentsOf } from './open-api-map-sales.js';

/** One SKC of bg.goods.list.get / bg.glo.goods.list.get, before it is tied to a shop. */
export type TTemuGoods = Omit<TMkSkc, 'shopExternalId'>;

// Temu nests the category path as categories.cat1 … cat10 {catName}; some mirrors give a plain array.
const categoryPathOf = (row: TJson): string[] => {
  if (Array.isArray(row.categoryPath)) {
    return row.categoryPath.map((c) => str(c)).filter(Boolean);
  }
  const cats = obj(row.categories);
  return Array.from({ length: 10 }, (_, i) => str(obj(cats[`cat${i + 1}`]).catName)).filter(Boolean);
};

const dayOf = (value: unknown): string => {
  const iso = isoOf(value);
  return iso ? beijingDay(Date.parse(iso)) : '';
};

const specOf = (sku: TJson): string =>
  str(sku.className) ||
  list(sku.productSkuSpecList)
    .map((spec) => str(pick(spec, 'specName', 'spec')))
    .filter(Boolean)
    .join('-');

const mapRow = (row: TJson): TTemuGoods => {
  const path = categoryPathOf(row);
  const offShelf = pick(row, 'offShelfDay', 'offShelfTime');
  const image = str(pick(row, 'mainImageUrl', 'imageUrl', 'thumbUrl'));
  return {
    productId: str(row.productId),
    skcId: str(pick(row, 'productSkcId', 'skcId')),
    skcExtCode: str(row.skcExtCode) || undefined,
    name: str(row.productName),
    category: str(row.category) || path.at(-1) || '',
    categoryPath: path,
    imageUrl: image || undefined,
    createdDay: dayOf(pick(row, 'createdAt', 'createdDay', 'createTime')),
    offShelfDay: offShelf === undefined ? null : dayOf(offShelf) || null,
    skus: list(pick(row, 'productSkuSummaries', 'skuList')).map((sku) => ({
      skuId: str(pick(sku, 'productSkuId', 'skuId')),
      extCode: str(pick(sku, 'extCode', 'skuExtCode')),
      className: specOf(sku),
      priceCents: priceCentsOf(pick(sku, 'supplierPrice', 'priceCents')),
    })),
  };
};

export const mapGoodsPage = (result: unknown): TPage<TTemuGoods> => {
  const r = obj(result);
  return { total: num(pick(r, 'totalCount', 'total')), rows: list(pick(r, 'data', 'goodsList', 'list')).map(mapRow) };
};
