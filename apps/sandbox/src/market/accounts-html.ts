import { escapeHtml } from '../lib/html.js';
import { accountsView, type TAccountShopView } from './accounts-view.js';
import type { TMarketWorld } from './world-types.js';

const CSS = `<style>
.market-accounts table{width:100%;border-collapse:collapse;margin:8px 0 16px;font-size:13px}
.market-accounts th,.market-accounts td{border-bottom:1px solid #eef0f3;padding:6px 8px;text-align:left;vertical-align:top}
.market-accounts th{color:#8a919f;font-weight:normal}
.market-accounts .tag{display:inline-block;border-radius:4px;padding:0 6px;font-size:12px;background:#f0f1f4;margin-right:4px}
.market-accounts .demo{background:#e6f4ff;color:#1677ff}
</style>`;

const shopList = (shops: TAccountShopView[]): string =>
  shops
    .map(
      (s) =>
        `${escapeHtml(s.name)} <code>${s.shopId}</code> <span class="tag">${s.semiManaged ? '半托管' : '全托管'}</span>`,
    )
    .join('<br>');

const usage = (demo: boolean): string =>
  demo ? '<span class="tag demo">演示账号（已绑定）</span>' : '<span class="tag">空闲，可绑定</span>';

/** HTML fragment for the sandbox home page: one table per marketplace with the accounts to log in with. */
export const renderAccountsHtml = (world: TMarketWorld): string => {
  const view = accountsView(world);
  const temuRows = view.temu
    .map(
      (a) =>
        `<tr><td><code>${escapeHtml(a.phone)}</code></td><td><code>${escapeHtml(a.password)}</code></td>` +
        `<td>${a.needsSmsCode ? '需要短信验证码' : '无需验证码'}</td><td>${usage(a.demo)}</td><td>${shopList(a.shops)}</td></tr>` +
        a.subAccounts
          .map(
            (sub) =>
              `<tr><td>└ 子账号 <code>${escapeHtml(sub.phone)}</code></td><td><code>${escapeHtml(sub.password)}</code></td>` +
              `<td>${sub.needsSmsCode ? '需要短信验证码' : '无需验证码'}</td><td>${escapeHtml(sub.name)}</td><td>${shopList(sub.shops)}</td></tr>`,
          )
          .join(''),
    )
    .join('');
  const sheinRows = view.shein
    .map(
      (s) =>
        `<tr><td><code>${escapeHtml(s.account)}</code></td><td>${escapeHtml(s.name)}<br><span class="muted">供应商 ID ${escapeHtml(s.supplierId)}</span></td>` +
        `<td>${usage(s.demo)}</td><td>${shopList(s.shops)}</td></tr>`,
    )
    .join('');
  return (
    `${CSS}<div class="market-accounts">` +
    `<h2>Temu 主账号</h2><p class="muted">在 Temu 卖家中心登录页使用以下手机号和密码；需要验证码的账号会把短信发到本沙箱的短信收件箱。子账号（└）只能打开列出的店铺，可在员工的编辑权限中为店长/财务绑定。</p>` +
    `<table><thead><tr><th>手机号</th><th>密码</th><th>登录</th><th>状态</th><th>店铺</th></tr></thead><tbody>${temuRows}</tbody></table>` +
    `<h2>SHEIN 卖家</h2><p class="muted">在 SHEIN 授权页选择以下卖家账号即可授权。</p>` +
    `<table><thead><tr><th>账号</th><th>卖家</th><th>状态</th><th>店铺</th></tr></thead><tbody>${sheinRows}</tbody></table>` +
    `</div>`
  );
};
