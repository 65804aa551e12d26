import type { TMkShop } from '../marketplace-types.js';
import { beijingDay } from '../temu/market-days.js';
import { isoOf, list, obj, pick, str, type TJson } from '../temu/market-read.js';

// Shein calls the mode SEMI/半托管 in supplierBusinessMode or businessMode; a plain boolean wins when present.
const semiOf = (row: TJson, fallback: boolean): boolean => {
  if (typeof row.semiManaged === 'boolean') {
    return row.semiManaged;
  }
  const mode = str(pick(row, 'businessMode', 'supplierBusinessMode'));
  return mode ? /semi|半托管/i.test(mode) : fallback;
};

/** query-store-info: one store object, or {storeList|list} when a supplier runs several stores. */
export const mapStores = (info: unknown, semiFallback: boolean): TMkShop[] => {
  const i = obj(info);
  const rows = Array.isArray(info)
    ? list(info)
    : pick(i, 'storeList', 'list')
      ? list(pick(i, 'storeList', 'list'))
      : [i];
  return rows.map((row) => {
    const opened = isoOf(pick(row, 'openedDay', 'openTime', 'createTime'));
    return {
      externalId: str(pick(row, 'storeId', 'storeCode', 'shopId')),
      platform: 'shein',
      name: str(pick(row, 'storeName', 'name')),
      semiManaged: semiOf(row, semiFallback),
      currency: str(pick(row, 'currency', 'currencyCode'), 'USD'),
      openedDay: opened ? beijingDay(Date.parse(opened)) : undefined,
    };
  });
};
