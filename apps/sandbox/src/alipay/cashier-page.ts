import { escapeHtml, htmlPage } from '../lib/html.js';

const CSS = `
.box{max-width:420px;margin:32px auto;background:#fff;border-radius:10px;padding:24px;text-align:center;
box-shadow:0 1px 3px rgba(0,0,0,.08)}
.brand{color:#1677ff;font-weight:600;font-size:18px;margin:0 0 12px}
.subject{margin:0 0 4px}.seller{color:#8a919f;font-size:12px;margin:0}
.amount{font-size:30px;font-weight:600;margin:12px 0 20px}
form{display:inline}
button{font:inherit;padding:8px 22px;border-radius:6px;border:1px solid #d0d3d9;background:#fff;cursor:pointer;margin:0 6px}
button.pay{background:#1677ff;border-color:#1677ff;color:#fff}
.ok{color:#52c41a;font-size:18px}.err{color:#d4380d}
`;

export type TCashierView = {
  token: string;
  subject: string;
  seller: string;
  totalAmount: string;
  outTradeNo: string;
  /** The buyer has scanned (the trade exists, WAIT_BUYER_PAY) and only has to confirm. */
  scanned: boolean;
};

/** The computer cashier (收银台) a page-pay request lands on; 'pay' stands for the buyer's scan and payment. */
export const renderCashierPage = (v: TCashierView): string =>
  htmlPage({
    title: '支付宝 - 网上支付 安全快速！',
    css: CSS,
    body:
      `<div class="box"><p class="brand">支付宝 · 收银台</p><p class="subject">${escapeHtml(v.subject)}</p>` +
      `<p class="seller">收款方：${escapeHtml(v.seller)} · 订单号 ${escapeHtml(v.outTradeNo)}</p>` +
      `<p class="amount">￥${escapeHtml(v.totalAmount)}</p>` +
      (v.scanned
        ? `<p class="seller">已扫码，请在手机上确认付款</p>`
        : `<form method="post" action="/alipay/cashier/scan"><input type="hidden" name="token" value="${escapeHtml(v.token)}">` +
          `<button type="submit">仅扫码（暂不付款）</button></form>`) +
      `<form method="post" action="/alipay/cashier/pay"><input type="hidden" name="token" value="${escapeHtml(v.token)}">` +
      `<button class="pay" type="submit">确认付款</button></form>` +
      `<form method="post" action="/alipay/cashier/cancel"><input type="hidden" name="token" value="${escapeHtml(v.token)}">` +
      `<button type="submit">取消付款</button></form></div>`,
  });

export const renderCashierResult = (text: string, ok: boolean, detail = ''): string =>
  htmlPage({
    title: '支付宝 - 网上支付 安全快速！',
    css: CSS,
    body:
      `<div class="box"><p class="${ok ? 'ok' : 'err'}">${escapeHtml(text)}</p>` +
      (detail ? `<p class="muted">${escapeHtml(detail)}</p>` : '') +
      `</div>`,
  });
