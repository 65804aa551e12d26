import type { TGpsrData, TGpsrLang, TLabelField } from '@ksa/contract';
import type { TSkuRow } from './label-skus.repo.js';

/** What a box label of a shipping order shows (one label per package). */
export type TBoxInfo = {
  deliverySn: string;
  orderSn: string;
  boxNo: number;
  boxCount: number;
  warehouse: string;
  quantity: number;
};

/** The SKU code printed and encoded: the seller's own code (extCode) when set, else the marketplace SKU id. */
export const skuCodeOf = (s: Pick<TSkuRow, 'extCode' | 'skuId'>) => (s.extCode?.trim() ? s.extCode.trim() : s.skuId);

/** Every bindable field's value for one label: product data, box data, GPSR data in the label's language. */
export const fieldValues = (
  sku: TSkuRow | null,
  gpsr: TGpsrData | null,
  lang: TGpsrLang | null,
  box: TBoxInfo | null,
): Partial<Record<TLabelField, string>> => {
  const texts = gpsr && lang ? gpsr.texts[lang] : undefined;
  const code = sku ? skuCodeOf(sku) : '';
  return {
    skuCode: code,
    skuId: sku?.skuId ?? '',
    skcId: sku?.skcId ?? '',
    name: sku?.name ?? '',
    spec: sku?.className ?? '',
    barcode: code,
    shopName: sku?.shopName ?? '',
    deliverySn: box?.deliverySn ?? '',
    orderSn: box?.orderSn ?? '',
    boxNo: box ? `${box.boxNo}/${box.boxCount}` : '',
    boxCount: box ? String(box.boxCount) : '',
    warehouse: box?.warehouse ?? '',
    quantity: box ? String(box.quantity) : '1',
    lang: lang ?? '',
    'gpsr.manufacturerName': gpsr?.manufacturer.name ?? '',
    'gpsr.manufacturerAddress': gpsr?.manufacturer.address ?? '',
    'gpsr.manufacturerContact': gpsr?.manufacturer.contact ?? '',
    'gpsr.euRpName': gpsr?.euRp.name ?? '',
    'gpsr.euRpAddress': gpsr?.euRp.address ?? '',
    'gpsr.euRpEmail': gpsr?.euRp.email ?? '',
    'gpsr.euRpPhone': gpsr?.euRp.phone ?? '',
    'gpsr.productId': gpsr?.productId || code,
    'gpsr.warnings': texts?.warnings ?? '',
    'gpsr.safetyInfo': texts?.safetyInfo ?? '',
  };
};
