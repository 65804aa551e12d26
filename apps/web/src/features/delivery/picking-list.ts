import type { TDeliveryRow } from '@ksa/contract';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A printable picking list (拣货单) of the chosen stock orders: one block per warehouse, one line per SKU, with
 * the total to pick. Opens in a new window and calls print; the browser's dialog takes it from there.
 */
export const pickingListHtml = (rows: TDeliveryRow[], printedAt: string): string => {
  const byWarehouse = new Map<string, TDeliveryRow[]>();
  for (const r of rows) {
    byWarehouse.set(r.warehouseName, [...(byWarehouse.get(r.warehouseName) ?? []), r]);
  }
  const blocks = [...byWarehouse.entries()].map(([wh, list]) => {
    const lines = list.flatMap((r) =>
      r.skus.map(
        (s) =>
          `<tr><td>${esc(r.orderSn)}</td><td>${esc(r.productName)}</td><td>${esc(s.extCode || s.skuId)}</td><td>${esc(s.className)}</td><td class="n">${s.quantity}</td><td></td></tr>`,
      ),
    );
    const total = list.reduce((n, r) => n + r.quantity, 0);
    return `<h2>${esc(wh)}（${list.length} 单，共 ${total} 件）</h2><table><thead><tr><th>备货单号</th><th>商品</th><th>SKU 编码</th><th>规格</th><th>数量</th><th>已拣</th></tr></thead><tbody>${lines.join('')}</tbody></table>`;
  });
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>拣货单</title><style>
body{font-family:'Noto Sans CJK SC',sans-serif;font-size:12px;margin:16px}table{width:100%;border-collapse:collapse;margin-bottom:16px}
th,td{border:1px solid #999;padding:4px}td.n{text-align:right}h1{font-size:18px}h2{font-size:14px}
</style></head><body><h1>拣货单</h1><p>打印时间：${esc(printedAt)}</p>${blocks.join('')}</body></html>`;
};

export const printPickingList = (rows: TDeliveryRow[]) => {
  const w = window.open('', '_blank');
  if (!w) {
    return false;
  }
  w.document.write(pickingListHtml(rows, new Date().toLocaleString('zh-CN')));
  w.document.close();
  w.focus();
  w.print();
  return true;
};
