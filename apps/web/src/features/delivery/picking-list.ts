import type { TDeliveryRow } from '@ksa/contract';
import type { TFunction } from 'i18next';
import { formatBeijingDateTime } from '../../lib/beijing-time';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A printable picking list (拣货单) of the chosen stock orders: one block per warehouse, one line per SKU, with
 * the total to pick. Opens in a new window and calls print; the browser's dialog takes it from there.
 */
export const pickingListHtml = (rows: TDeliveryRow[], printedAt: string, t: TFunction<'delivery'>, lang: string) => {
  const byWarehouse = new Map<string, TDeliveryRow[]>();
  for (const r of rows) {
    byWarehouse.set(r.warehouseName, [...(byWarehouse.get(r.warehouseName) ?? []), r]);
  }
  const head = (['orderSn', 'product', 'skuCode', 'spec', 'quantity', 'picked'] as const)
    .map((k) => `<th>${esc(t(`picking.${k}`))}</th>`)
    .join('');
  const blocks = [...byWarehouse.entries()].map(([wh, list]) => {
    const lines = list.flatMap((r) =>
      r.skus.map(
        (s) =>
          `<tr><td>${esc(r.orderSn)}</td><td>${esc(r.productName)}</td><td>${esc(s.extCode || s.skuId)}</td><td>${esc(s.className)}</td><td class="n">${s.quantity}</td><td></td></tr>`,
      ),
    );
    const units = list.reduce((n, r) => n + r.quantity, 0);
    const title = t('picking.warehouse', { name: wh, orders: list.length, units });
    return `<h2>${esc(title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${lines.join('')}</tbody></table>`;
  });
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${esc(lang)}"${dir}><head><meta charset="utf-8"><title>${esc(t('picking.title'))}</title><style>
body{font-family:'Noto Sans CJK SC',sans-serif;font-size:12px;margin:16px}table{width:100%;border-collapse:collapse;margin-bottom:16px}
th,td{border:1px solid #999;padding:4px}td.n{text-align:right}h1{font-size:18px}h2{font-size:14px}
</style></head><body><h1>${esc(t('picking.title'))}</h1><p>${esc(t('picking.printedAt', { at: printedAt }))}</p>${blocks.join('')}</body></html>`;
};

export const printPickingList = (rows: TDeliveryRow[], t: TFunction<'delivery'>, lang: string) => {
  const w = window.open('', '_blank');
  if (!w) {
    return false;
  }
  w.document.write(pickingListHtml(rows, formatBeijingDateTime(new Date()).slice(0, 16), t, lang));
  w.document.close();
  w.focus();
  w.print();
  return true;
};
