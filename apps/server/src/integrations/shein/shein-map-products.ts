import type { TMkSkc } from '../marketplace-types.js';
import { beijingDay } from '../temu/market-days.js';
import { centsOfUnits, isoOf, list, num, obj, pick, str, type TJson, type TPage } from '../temu/market-read.js';

const dayOf = (value: unknown): string => {
  const iso = isoOf(value);
  return iso ? beijingDay(Date.parse(iso)) : '';
};

// Shein prices are decimals in the site currency (priceList[].price); integer priceCents is accepted as is.
const priceCentsOf = (sku: TJson): number => {
  if (sku.priceCents !== undefined) {
    return Math.round(num(sku.priceCents));
  }
  const [first] = list(pick(sku, 'priceList', 'costList'));
  return centsOfUnits(first ? pick(first, 'price', 'specialPrice', 'costPrice') : sku.price);
};

/** searchProduct: SPUs with nested skcList/skuList; the store keeps one TMkSkc per SKC. */
export const mapProductsPage = (info: unknown, shopId: string): TPage<TMkSkc> & { spus: number } => {
  const i = obj(info);
  const spus = list(pick(i, 'data', 'list'));
  const rows = spus.flatMap((spu) => {
    return list(spu.skcList).map((skc) => {
      const rawPath = pick(skc, 'categoryPath') ?? spu.categoryPath;
      const path = Array.isArray(rawPath) ? rawPath.map((c) => str(c)) : [];
      const offShelf = dayOf(pick(skc, 'offShelfDay', 'offShelfTime'));
      return {
        shopExternalId: shopId,
        productId: str(pick(spu, 'spuName', 'productId')),
        // Every Shein reply names the SKC by skcId where it has one, so that id keys the SKC across streams.
        skcId: str(pick(skc, 'skcId', 'skcName')),
        skcExtCode: str(pick(skc, 'supplierCode', 'skcExtCode')) || undefined,
        name: str(pick(spu, 'productName', 'spuTitle', 'name', 'spuName')),
        category:
          str(pick(skc, 'category', 'categoryName')) || str(pick(spu, 'categoryName', 'category')) || path.at(-1) || '',
        categoryPath: path,
        imageUrl: str(pick(skc, 'imageUrl', 'mainImage')) || undefined,
        createdDay: dayOf(pick(skc, 'createdDay', 'createTime') ?? pick(spu, 'createdDay', 'createTime')),
        offShelfDay: offShelf || null,
        skus: list(skc.skuList).map((sku) => ({
          skuId: str(pick(sku, 'skuCode', 'skuId')),
          extCode: str(pick(sku, 'supplierSku', 'extCode')),
          className: str(pick(sku, 'className', 'attributeName', 'saleAttribute')),
          priceCents: priceCentsOf(sku),
        })),
      };
    });
  });
  return { total: num(pick(obj(i.meta), 'count'), num(i.count)), rows, spus: spus.length };
};
