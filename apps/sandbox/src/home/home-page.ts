import { escapeHtml, htmlPage } from '../lib/html.js';
import { SMS_ACCESS_KEYS, SMS_SIGN_NAMES, SMS_TEMPLATES } from '../sms/accounts.js';
import { WECHAT_APPS } from '../wechat/apps.js';

const CSS = `
h2{font-size:16px;margin:0 0 8px}
dl{display:grid;grid-template-columns:120px 1fr;gap:4px 12px;margin:8px 0 0}dt{color:#8a919f}dd{margin:0}
.banner{background:#f6ffed;border:1px solid #b7eb8f;border-radius:8px;padding:10px 16px;margin-bottom:16px}
.soon{color:#8a919f}
`;

const list = (items: Iterable<string>) => [...items].map((i) => `<code>${escapeHtml(i)}</code>`).join(' ');

/** Index of what the sandbox imitates, with the settings a developer needs to point the server at it. */
export const renderHomePage = (input: {
  base: string;
  wechatCode?: string;
  wechatState?: string;
  accountsHtml?: string;
}): string => {
  const { base } = input;
  const [appid = '', wxApp] = Object.entries(WECHAT_APPS)[0] ?? [];
  const demoLogin =
    `${base}/connect/qrconnect?appid=${encodeURIComponent(appid)}&redirect_uri=${encodeURIComponent(`${base}/`)}` +
    `&response_type=code&scope=snsapi_login&state=demo#wechat_redirect`;
  const banner = input.wechatCode
    ? `<div class="banner">收到微信登录回调：code=<code>${escapeHtml(input.wechatCode)}</code>，` +
      `state=<code>${escapeHtml(input.wechatState ?? '')}</code></div>`
    : '';
  const keys = Object.entries(SMS_ACCESS_KEYS).map(([id, secret]) => `${id} / ${secret}`);

  return htmlPage({
    title: '跨境卖家助手 · 外部服务沙盒',
    css: CSS,
    body:
      `<main><h1>跨境卖家助手 · 外部服务沙盒</h1>${banner}` +
      `<div class="card"><h2>阿里云短信（dysmsapi RPC）</h2>` +
      `<p>签名校验、时间戳、防重放与流控均与阿里云一致。收到的短信进入 <a href="/sms">短信收件箱</a>` +
      `（JSON：<a href="/sms/messages">/sms/messages</a>）。</p><dl>` +
      `<dt>Endpoint</dt><dd><code>${escapeHtml(base)}/aliyun-sms/</code></dd>` +
      `<dt>AccessKey</dt><dd>${list(keys)}</dd>` +
      `<dt>签名</dt><dd>${list(SMS_SIGN_NAMES)}</dd>` +
      `<dt>模板</dt><dd>${list(Object.keys(SMS_TEMPLATES))}</dd></dl></div>` +
      `<div class="card"><h2>微信开放平台 · 网站扫码登录</h2>` +
      `<p><a href="${escapeHtml(demoLogin)}">打开扫码登录页（示例）</a>，选择微信用户后确认登录，即跳转回本页并带上 code。</p><dl>` +
      `<dt>open 地址</dt><dd><code>${escapeHtml(base)}/connect/qrconnect</code></dd>` +
      `<dt>api 地址</dt><dd><code>${escapeHtml(base)}/sns/oauth2/access_token</code>、<code>/sns/userinfo</code></dd>` +
      `<dt>AppID / Secret</dt><dd><code>${escapeHtml(appid)}</code> / <code>${escapeHtml(wxApp?.secret ?? '')}</code></dd>` +
      `</dl></div>` +
      `<div class="card"><h2>Temu 开放平台 · 卖家中心 · SHEIN 开放平台</h2><dl>` +
      `<dt>Temu 网关</dt><dd><code>${escapeHtml(base)}/temu-open/openapi/router</code>（app_key <code>ksa-temu-app-key</code>）</dd>` +
      `<dt>Temu 卖家中心</dt><dd><code>${escapeHtml(base)}/temu-seller/api/</code>（绑定主账号时登录这里）</dd>` +
      `<dt>SHEIN API</dt><dd><code>${escapeHtml(base)}/shein-open</code>，授权页 <code>${escapeHtml(base)}/shein-sem/#/empower</code></dd>` +
      `<dt>账号列表</dt><dd><a href="/accounts">/accounts</a>（JSON）</dd></dl>${input.accountsHtml ?? ''}</div>` +
      `<div class="card" id="wechatpay"><h2>微信支付 · Native 扫码支付（API v3）</h2>` +
      `<p>在产品里续费并选择微信支付，支付弹窗会显示二维码（内容为 <code>weixin://wxpay/bizpayurl?pr=…</code>）。` +
      `沙盒里用下面的"手机"付款：把二维码内容（或其中的 pr）粘贴进来，打开扫码页后点 <b>扫码支付</b>；` +
      `支付结果通知会发到订单的 notify_url，产品的支付弹窗随即显示支付成功。</p>` +
      `<form method="get" action="/wechatpay/scan"><input name="pr" size="48" placeholder="weixin://wxpay/bizpayurl?pr=…" required> ` +
      `<button type="submit">打开扫码页</button></form><dl>` +
      `<dt>API 地址</dt><dd><code>${escapeHtml(base)}/wechatpay/</code>（WECHATPAY_BASE_URL）</dd>` +
      `<dt>通知记录</dt><dd><a href="/wechatpay/notifications">/wechatpay/notifications</a></dd></dl></div>` +
      `<div class="card" id="alipay"><h2>支付宝 · 电脑网站支付</h2>` +
      `<p>在产品里续费并选择支付宝，支付弹窗会打开沙盒收银台（<code>/alipay/cashier</code>，也可点"在新窗口打开"）。` +
      `点 <b>确认付款</b> 即完成支付：浏览器回到产品的 /paySuccess，异步通知同时发到 notify_url；` +
      `<b>仅扫码（暂不付款）</b>模拟买家扫码后未付款，<b>取消付款</b>放弃。</p><dl>` +
      `<dt>网关</dt><dd><code>${escapeHtml(base)}/alipay/gateway.do</code></dd>` +
      `<dt>通知记录</dt><dd><a href="/alipay/notifications">/alipay/notifications</a></dd></dl></div>` +
      `<p class="muted">健康检查：<a href="/health">/health</a></p></main>`,
  });
};
