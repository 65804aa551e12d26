import type { TMkSkc } from '../marketplace-types.js';
import { list, num, pick, str, type TJson } from './market-read.js';

/** GET products row: the SKC as the seller centre lists it, SKUs nested. Prices are integer cents already. */
export const mapProductRow =
  (mallId: string) =>
  (row: TJson): TMkSkc => {
    const path = Array.isArray(row.categoryPath) ? row.categoryPath.map((c) => str(c)) : [];
    const offShelf = str(pick(row, 'offShelfDay'));
    return {
      shopExternalId: mallId,
      productId: str(row.productId),
      skcId: str(pick(row, 'skcId', 'productSkcId')),
      skcExtCode: str(pick(row, 'skcExtCode')) || undefined,
      name: str(pick(row, 'name', 'productName')),
      category: str(row.category) || path.at(-1) || '',
      categoryPath: path,
      imageUrl: str(pick(row, 'imageUrl', 'mainImageUrl')) || undefined,
      createdDay: str(pick(row, 'createdDay')),
      offShelfDay: offShelf || null,
      skus: list(row.skus).map((sku) => ({
        skuId: str(pick(sku, 'skuId', 'productSkuId')),
        extCode: str(pick(sku, 'extCode', 'skuExtCode')),
        className: str(sku.className),
        priceCents: Math.round(num(pick(sku, 'priceCents', 'supplierPriceCents'))),
      })),
    };
  };
