import { createHash } from 'node:crypto';
import { escapeHtml, htmlPage } from '../lib/html.js';
import { DEMO_WECHAT_USERS } from './users.js';

const CSS = `
body{background:#fff}
.box{width:380px;margin:0 auto;padding:16px 12px;text-align:center}
.title{font-size:16px;font-weight:600;margin:0 0 10px}
.qr{width:168px;height:168px;border:1px solid #e5e6eb;padding:6px;border-radius:4px}
.tip{margin:8px 0 12px;color:#555;font-size:13px}
.sim{border-top:1px dashed #e5e6eb;padding-top:12px;display:flex;gap:8px;justify-content:center;align-items:center}
select,button{font:inherit;padding:6px 10px;border-radius:4px;border:1px solid #d0d3d9;background:#fff}
button{background:#07c160;border-color:#07c160;color:#fff;cursor:pointer}
.err{color:#d4380d;margin-top:80px}
`;

const SIZE = 25;

// Position markers at three corners make the picture read as a QR code at a glance.
const isFinder = (x: number, y: number): boolean | null => {
  for (const [ox, oy] of [
    [0, 0],
    [SIZE - 7, 0],
    [0, SIZE - 7],
  ] as const) {
    const dx = x - ox;
    const dy = y - oy;
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      return ring !== 2 && ring !== 4;
    }
  }

  return null;
};

/** Decorative QR-like SVG derived from the login request; nothing scans it, the form below simulates the scan. */
export const qrSvg = (seed: string): string => {
  const bits = createHash('sha256').update(seed).digest();
  let path = '';
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const finder = isFinder(x, y);
      const i = y * SIZE + x;
      const on = finder ?? ((bits[i % bits.length] ?? 0) >> (i % 8)) % 2 === 1;
      if (on) {
        path += `M${x} ${y}h1v1h-1z`;
      }
    }
  }

  return `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" shape-rendering="crispEdges"><path d="${path}"/></svg>`;
};

export type TQrConnectPage = { appid: string; appName: string; redirectUri: string; state: string };

export const renderQrConnectPage = (p: TQrConnectPage): string => {
  const options = DEMO_WECHAT_USERS.map((u) => `<option value="${u.key}">${escapeHtml(u.nickname)}</option>`).join('');
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

  return htmlPage({
    title: '微信登录',
    css: CSS,
    body:
      `<div class="box"><p class="title">微信登录</p>${qrSvg(`${p.appid}|${p.redirectUri}|${p.state}`)}` +
      `<p class="tip">请使用微信扫描二维码登录<br>“${escapeHtml(p.appName)}”</p>` +
      `<form class="sim" method="post" action="/connect/qrconnect/confirm">` +
      hidden('appid', p.appid) +
      hidden('redirect_uri', p.redirectUri) +
      hidden('state', p.state) +
      `<span>模拟扫码</span><select name="user" aria-label="微信用户">${options}<option value="new">新用户</option></select>` +
      `<button type="submit">确认登录</button></form></div>`,
  });
};

/** WeChat shows errors inside the same frame rather than redirecting, so the sandbox does too. */
export const renderQrErrorPage = (errcode: number, message: string): string =>
  htmlPage({
    title: '微信登录',
    css: CSS,
    body: `<div class="box"><p class="err">${escapeHtml(message)}</p><p class="muted">errcode: ${errcode}</p></div>`,
  });
