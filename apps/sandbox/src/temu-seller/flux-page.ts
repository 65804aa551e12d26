/**
 * The seller centre's 流量分析 page (GET /temu-seller/main/flux-analysis). Like the real seller centre it is a
 * single-page shell: its script loads the account and the selected mall's last 30 days from the JSON API with the
 * tab's session (the plugin's session rule, or a seller's own login) and renders them. The browser plugin's
 * content script runs on it.
 */
export const FLUX_PAGE_PATH = '/temu-seller/main/flux-analysis';

export const fluxPageHtml = () => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>流量分析 - Temu 卖家中心</title>
<style>
  body { font: 14px/1.6 system-ui, "Noto Sans CJK SC", sans-serif; margin: 0; color: #222; }
  header { background: #fb7701; color: #fff; padding: 10px 24px; font-weight: 600; }
  main { padding: 16px 24px; }
  table { border-collapse: collapse; margin-top: 12px; }
  th, td { border: 1px solid #ddd; padding: 4px 10px; text-align: right; }
  th:first-child, td:first-child { text-align: left; }
  #flux-error { color: #c00; }
</style>
</head>
<body>
<header>Temu 卖家中心 · 数据中心 · 流量分析</header>
<main>
  <label>店铺 <select id="mall-select"></select></label>
  <p id="flux-error" hidden></p>
  <table id="flux-table">
    <thead><tr><th>日期</th><th>曝光量</th><th>点击量</th><th>商品访客数</th><th>加购人数</th><th>支付买家数</th><th>支付转化率</th></tr></thead>
    <tbody></tbody>
  </table>
</main>
<script>
(() => {
  const base = location.pathname.split('/main/')[0];
  const day = (ms) => new Date(ms + 8 * 3600000).toISOString().slice(0, 10);
  const to = day(Date.now());
  const from = day(Date.now() - 29 * 86400000);
  const select = document.getElementById('mall-select');
  const body = document.querySelector('#flux-table tbody');
  const fail = (msg) => {
    const p = document.getElementById('flux-error');
    p.textContent = msg;
    p.hidden = false;
  };
  const get = async (path) => {
    const res = await fetch(base + path);
    const json = await res.json();
    if (!json.success) throw new Error(json.errorMsg || 'HTTP ' + res.status);
    return json;
  };
  const show = async (mallId) => {
    const { list } = await get('/api/flux/daily?mallId=' + mallId + '&from=' + from + '&to=' + to);
    body.innerHTML = '';
    for (const r of list.slice().reverse()) {
      const tr = document.createElement('tr');
      tr.dataset.day = r.day;
      const cells = [r.day, r.exposure, r.clicks, r.visitors, r.addToCart, r.buyers,
        r.visitors ? ((r.buyers / r.visitors) * 100).toFixed(2) + '%' : '0.00%'];
      for (const c of cells) {
        const td = document.createElement('td');
        td.textContent = String(c);
        tr.appendChild(td);
      }
      body.appendChild(tr);
    }
  };
  get('/api/account')
    .then(({ shops }) => {
      for (const s of shops) {
        const o = document.createElement('option');
        o.value = s.mallId;
        o.textContent = s.mallName;
        select.appendChild(o);
      }
      select.onchange = () => show(select.value).catch((e) => fail(e.message));
      return shops.length ? show(shops[0].mallId) : undefined;
    })
    .catch((e) => fail(e.message));
})();
</script>
</body>
</html>
`;
