import { htmlPage } from '../lib/html.js';
import { EMPOWER_SCRIPT } from './empower-script.js';

// Sized for the product's centred 1300x680 popup: everything fits without scrolling at that size.
const CSS = `
body{background:#f4f5f7;min-height:100vh}
.top{height:52px;background:#222;color:#fff;display:flex;align-items:center;gap:12px;padding:0 28px}
.logo{font-weight:700;letter-spacing:2px;font-size:18px}.top .sub{opacity:.75}
.tag{margin-left:auto;background:#fa8c16;border-radius:10px;padding:1px 10px;font-size:12px}
.wrap{max-width:1040px;margin:20px auto;padding:0 16px}
.panel{background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:22px 28px}
h1{font-size:19px;margin:0 0 6px}
.scopes{display:flex;gap:8px;flex-wrap:wrap;margin:10px 0 16px}
.scopes span{background:#f0f5ff;color:#1d39c4;border-radius:4px;padding:2px 10px;font-size:12px}
.cols{display:grid;grid-template-columns:300px 1fr;gap:20px}
.col h2{font-size:14px;margin:0 0 8px;color:#4e5969}
.sellers{display:flex;flex-direction:column;gap:8px;max-height:300px;overflow:auto}
.seller{text-align:left;border:1px solid #e5e6eb;background:#fff;border-radius:6px;padding:8px 12px;cursor:pointer;font:inherit}
.seller.on{border-color:#222;box-shadow:0 0 0 1px #222}.seller small{display:block;color:#86909c}
.stores{max-height:300px;overflow:auto;border:1px solid #e5e6eb;border-radius:6px}
table{width:100%;border-collapse:collapse}th,td{padding:8px 12px;border-bottom:1px solid #f0f1f4;text-align:left}
th{background:#fafafa;font-weight:500;color:#4e5969}
.actions{display:flex;justify-content:flex-end;align-items:center;gap:12px;margin-top:20px}
.actions .muted{margin-right:auto}
.btn{min-width:96px;padding:8px 18px;border-radius:4px;border:1px solid #d0d3d9;background:#fff;font:inherit;cursor:pointer}
.btn.primary{background:#222;border-color:#222;color:#fff}.btn:disabled{opacity:.5;cursor:not-allowed}
.err{text-align:center;padding:70px 0}.err .icon{font-size:40px;color:#f53f3f}.err p{font-size:16px}
.note{color:#f53f3f;min-height:20px;margin:8px 0 0}
`;

const BODY = `
<div class="top"><span class="logo">SHEIN</span><span class="sub">开放平台 · 店铺授权</span><span class="tag">沙箱环境</span></div>
<div class="wrap">
  <div class="panel" id="loading"><p class="muted">正在加载授权信息…</p></div>
  <div class="panel" id="app" hidden>
    <h1><span id="appName"></span> 申请访问您的 SHEIN 店铺数据</h1>
    <p class="muted">应用 ID：<code id="appid"></code>　授权后返回：<code id="callback"></code></p>
    <div class="scopes"><span>店铺信息</span><span>商品与 SKU</span><span>库存</span><span>销量</span><span>订单</span><span>退货</span><span>财务报表</span></div>
    <div class="cols">
      <div class="col"><h2>选择卖家账号（沙箱模拟登录）</h2><div class="sellers" id="sellers"></div></div>
      <div class="col"><h2>该账号下将授权的店铺</h2><div class="stores"><table>
        <thead><tr><th>店铺 ID</th><th>店铺名称</th><th>经营模式</th><th>币种</th></tr></thead>
        <tbody id="stores"></tbody></table></div></div>
    </div>
    <p class="note" id="note"></p>
    <div class="actions"><span class="muted">授权长期有效，可随时在 SHEIN 商家后台取消；重新授权会更换密钥。</span>
      <button class="btn" id="cancel" type="button">取消</button>
      <button class="btn primary" id="grant" type="button" disabled>授权</button></div>
  </div>
  <div class="panel err" id="error" hidden><div class="icon">⚠</div><p id="errorMsg"></p><p class="muted" id="errorCode"></p></div>
</div>`;

/** Static shell: the inline script reads location.hash (#/empower?appid=…&redirectUrl=…&state=…) as Shein does. */
export const renderEmpowerPage = (): string =>
  htmlPage({ title: 'SHEIN 开放平台 - 店铺授权', css: CSS, body: `${BODY}<script>${EMPOWER_SCRIPT}</script>` });
