const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything shown on our pages may come from a caller (phone, SMS text, redirect_uri), so escape it all. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f5f6f8}
a{color:#1677ff;text-decoration:none}a:hover{text-decoration:underline}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:16px 20px;margin-bottom:16px}
.muted{color:#8a919f;font-size:12px}
code{background:#f0f1f4;border-radius:4px;padding:1px 5px;font-size:12px}
`;

/** Self-contained page: inline CSS only, because the sandbox must work without network access. */
export const htmlPage = (input: { title: string; body: string; css?: string; head?: string }): string =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(input.title)}</title><style>${BASE_CSS}${input.css ?? ''}</style>${input.head ?? ''}</head>` +
  `<body>${input.body}</body></html>`;
