import { escapeHtml, htmlPage } from '../lib/html.js';

const CSS = `
.box{max-width:360px;margin:32px auto;background:#fff;border-radius:12px;padding:24px 20px;text-align:center;
box-shadow:0 1px 3px rgba(0,0,0,.08)}
.merchant{color:#555;margin:0 0 4px}.desc{margin:0 0 16px}
.amount{font-size:32px;font-weight:600;margin:8px 0 20px}
form{display:inline}
button{font:inherit;padding:8px 22px;border-radius:6px;border:1px solid #d0d3d9;background:#fff;cursor:pointer;margin:0 6px}
button.pay{background:#07c160;border-color:#07c160;color:#fff}
.ok{color:#07c160;font-size:18px}.err{color:#d4380d}
`;

export type TScanView = { pr: string; merchant: string; description: string; totalFen: number };

/** Fen to 元 with two decimals, as WeChat shows amounts to the payer. */
export const yuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The phone's confirmation screen after scanning a Native code_url. */
export const renderScanPage = (v: TScanView): string =>
  htmlPage({
    title: '微信支付',
    css: CSS,
    body:
      `<div class="box"><p class="merchant">${escapeHtml(v.merchant)}</p>` +
      `<p class="desc">${escapeHtml(v.description)}</p><p class="amount">￥${yuan(v.totalFen)}</p>` +
      `<form method="post" action="/wechatpay/scan/pay"><input type="hidden" name="pr" value="${escapeHtml(v.pr)}">` +
      `<button class="pay" type="submit">扫码支付</button></form>` +
      `<form method="post" action="/wechatpay/scan/cancel"><input type="hidden" name="pr" value="${escapeHtml(v.pr)}">` +
      `<button type="submit">取消</button></form></div>`,
  });

export const renderScanResult = (text: string, ok: boolean): string =>
  htmlPage({
    title: '微信支付',
    css: CSS,
    body: `<div class="box"><p class="${ok ? 'ok' : 'err'}">${escapeHtml(text)}</p></div>`,
  });
