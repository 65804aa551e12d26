import type { TRenewalOrder } from '@ksa/contract';
import type { TFunction } from 'i18next';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { bjDay } from './renewal-rules';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const time = (iso: string | null) => formatBeijingDateTime(iso);

/** A paid order's receipt as a printable page (the browser's print dialog saves it as PDF). */
export const receiptHtml = (o: TRenewalOrder, t: TFunction, company: string) => {
  const rows = o.shops
    .map(
      (s) =>
        `<tr><td>${esc(s.mallName)}</td><td>${o.month}</td><td>${s.expireBefore ? bjDay(new Date(s.expireBefore)) : '—'}</td><td>${s.expireAfter ? bjDay(new Date(s.expireAfter)) : '—'}</td></tr>`,
    )
    .join('');
  const line = (k: string, v: string) => `<p><span>${esc(k)}</span>${esc(v)}</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(t('receipt.title'))} ${esc(o.orderNo)}</title>
<style>body{font:14px/1.6 system-ui,sans-serif;max-width:720px;margin:32px auto;color:#222}h1{font-size:22px}
table{width:100%;border-collapse:collapse;margin:16px 0}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}
p span{display:inline-block;width:140px;color:#666}.total{font-size:18px;font-weight:600}</style></head><body>
<h1>${esc(t('receipt.title'))}</h1>
${line(t('receipt.seller'), company || '跨境卖家助手')}
${line(t('receipt.orderNo'), o.orderNo)}
${line(t('receipt.tradeNo'), o.providerTradeNo ?? '—')}
${line(t('receipt.method'), o.payType === 2 ? t('wechat') : t('alipay'))}
${line(t('receipt.paidAt'), time(o.paidAt))}
<table><thead><tr><th>${esc(t('shop'))}</th><th>${esc(t('months'))}</th><th>${esc(t('receipt.from'))}</th><th>${esc(t('receipt.to'))}</th></tr></thead><tbody>${rows}</tbody></table>
${line(t('receipt.unitPrice'), `¥${o.unitPrice} × ${o.month} × ${o.shops.length}`)}
${o.couponCount ? line(t('receipt.coupons'), `${o.couponCount} · −¥${o.couponValue}`) : ''}
<p class="total">${esc(t('receipt.total'))} ¥${esc(o.totalPrice)} ${esc(o.currency)}</p>
</body></html>`;
};

/** Opens the receipt in a new window and the print dialog on it. */
export const printReceipt = (html: string) => {
  const w = window.open('', '_blank');
  if (!w) {
    return;
  }
  w.document.write(html);
  w.document.close();
  w.focus();
  w.print();
};
