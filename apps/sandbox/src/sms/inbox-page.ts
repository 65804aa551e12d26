import { escapeHtml, htmlPage } from '../lib/html.js';
import type { TInboxMessage } from './inbox.js';

const CSS = `
form.filter{display:flex;gap:8px;margin-bottom:12px}
input,button,.btn{font:inherit;color:inherit;padding:6px 10px;border:1px solid #d0d3d9;border-radius:6px;background:#fff}
button{cursor:pointer}button.primary{background:#1677ff;border-color:#1677ff;color:#fff}
table{width:100%;border-collapse:collapse}th,td{padding:8px;border-bottom:1px solid #eef0f3;text-align:left;vertical-align:top}
th{color:#8a919f;font-weight:500;font-size:12px}td.code{font:600 18px/1.2 ui-monospace,Menlo,monospace;color:#d4380d;letter-spacing:2px}
td.time,td.phone{white-space:nowrap}.empty{color:#8a919f;text-align:center;padding:32px}
`;

// Same formatting on the server (first paint) and in the browser (refreshes): Beijing time, to the second.
const beijingTime = (iso: string): string =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const row = (m: TInboxMessage): string =>
  `<tr><td class="time">${beijingTime(m.sentAt)}</td><td class="phone">${escapeHtml(m.phone)}</td>` +
  `<td class="code">${escapeHtml(m.code ?? '—')}</td><td>${escapeHtml(m.text)}</td></tr>`;

const EMPTY_ROW = '<tr><td class="empty" colspan="4">暂无短信</td></tr>';

// Refreshes rows through the JSON API every 3 s, so typing in the filter box is never interrupted by a reload.
const SCRIPT = `
const phone = new URLSearchParams(location.search).get('phone') || '';
const tbody = document.getElementById('rows');
const fmt = (iso) => new Date(Date.parse(iso) + 8 * 3600000).toISOString().slice(0, 19).replace('T', ' ');
const cell = (text, cls) => { const td = document.createElement('td'); td.textContent = text; if (cls) td.className = cls; return td; };
async function refresh() {
  try {
    const res = await fetch('/sms/messages' + (phone ? '?phone=' + encodeURIComponent(phone) : ''));
    const list = (await res.json()).slice(0, 200);
    tbody.replaceChildren();
    if (list.length === 0) { const tr = document.createElement('tr'); tr.append(cell('暂无短信', 'empty')); tr.firstChild.colSpan = 4; tbody.append(tr); }
    for (const m of list) { const tr = document.createElement('tr'); tr.append(cell(fmt(m.sentAt), 'time'), cell(m.phone, 'phone'), cell(m.code || '—', 'code'), cell(m.text)); tbody.append(tr); }
    document.getElementById('updated').textContent = '更新于 ' + fmt(new Date().toISOString()).slice(11);
  } catch { document.getElementById('updated').textContent = '刷新失败，稍后重试'; }
}
document.getElementById('clear').addEventListener('click', async () => {
  if (confirm('确定清空全部短信？')) { await fetch('/sms/messages', { method: 'DELETE' }); refresh(); }
});
setInterval(refresh, 3000);
`;

export const renderInboxPage = (input: { phone: string; messages: TInboxMessage[] }): string =>
  htmlPage({
    title: '短信收件箱 · 沙盒',
    css: CSS,
    body:
      `<main><h1>短信收件箱 <span class="muted">阿里云短信沙盒 · 每 3 秒自动刷新 · <span id="updated"></span></span></h1>` +
      `<div class="card"><form class="filter" method="get" action="/sms">` +
      `<input name="phone" placeholder="按手机号筛选" value="${escapeHtml(input.phone)}" maxlength="20">` +
      `<button class="primary" type="submit">筛选</button><a class="btn" href="/sms">全部</a>` +
      `<button type="button" id="clear">清空</button></form>` +
      `<table><thead><tr><th>时间（北京）</th><th>手机号</th><th>验证码</th><th>内容</th></tr></thead>` +
      `<tbody id="rows">${input.messages.length ? input.messages.map(row).join('') : EMPTY_ROW}</tbody></table></div>` +
      `<p class="muted"><a href="/">← 返回沙盒首页</a></p></main>` +
      `<script>${SCRIPT}</script>`,
  });
