import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type TLanding = {
  title: string;
  subtitle: string;
  preview: string;
  register: string;
  features: Record<string, { title: string; desc: string }>;
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /index before any JavaScript runs: the built index.html with the landing hero and feature cards written into
 * #root (zh-CN, the reference language), so a first visit paints at once. React replaces it on its first render;
 * the server sends this file for GET /index only (every other route gets the plain index.html).
 */
export const writeIndexPrerender = (dist: string, localesDir: string) => {
  const common = JSON.parse(readFileSync(join(localesDir, 'zh-CN/common.json'), 'utf8')) as {
    brand: { name: string };
    titles: { index: string };
    landing: TLanding;
  };
  const l = common.landing;
  const cards = Object.values(l.features)
    .map((f) => `<div class="ksa-pre-card"><h5>${esc(f.title)}</h5><p>${esc(f.desc)}</p></div>`)
    .join('');
  const body = `<div class="ksa-pre" data-prerendered="index"><header class="ksa-pre-bar"><span class="ksa-logo-mark">跨</span><b>${esc(common.brand.name)}</b></header><div class="ksa-landing"><section class="ksa-hero"><span class="ksa-market-logos"><span class="ksa-market ksa-market-temu">TEMU</span><span class="ksa-market ksa-market-shein">SHEIN</span></span><h1 class="ksa-hero-title">${esc(l.title)}</h1><p class="ksa-hero-sub">${esc(l.subtitle)}</p><a class="ksa-pre-btn" href="/home">${esc(l.preview)}</a></section><div class="ksa-pre-cards">${cards}</div></div></div>`;
  const style = `<style>.ksa-pre{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f1f1f}.ksa-pre-bar{display:flex;align-items:center;gap:8px;height:56px;padding:0 24px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.06);font-size:17px}.ksa-pre h1{font-weight:600;line-height:1.3}.ksa-pre-btn{display:inline-block;padding:9px 22px;border-radius:8px;background:#ff6a00;color:#fff;text-decoration:none;font-size:16px}.ksa-pre-cards{display:grid;grid-template-columns:repeat(4,1fr);gap:20px}.ksa-pre-card{background:#fff;border-radius:8px;padding:20px 24px}.ksa-pre-card h5{font-size:16px;margin:0 0 8px}.ksa-pre-card p{margin:0;color:#8c8c8c;line-height:1.6}</style>`;
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(common.titles.index)}</title>${style}`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes('data-prerendered')) {
    throw new Error('prerender: <div id="root"></div> not found in dist/index.html');
  }
  writeFileSync(join(dist, 'index.prerender.html'), html);
};
