// Runs in the seller's logged-in Temu seller-centre tab, on 流量分析 (traffic), which neither the open API nor our
// server's sync can read. It loads the same data the page shows, through the page's own calls (same origin, the
// tab's session: the seller's login, or the short-lived session the back-office login attached), and hands each
// mall's last 30 days to the service worker, which sends them to our server with this browser's device token.
// Paths are those of the sandbox's stand-in (apps/sandbox/src/temu-seller/flux-page.ts): the seller centre's API
// sits next to /main/ (the sandbox serves it under /temu-seller).
(() => {
  if (document.getElementById('ksa-plugin-traffic')) {
    return;
  }
  const base = location.pathname.split('/main/')[0];
  const DAY_MS = 86_400_000;
  const bjDay = (ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  const to = bjDay(Date.now());
  const from = bjDay(Date.now() - 29 * DAY_MS);

  const badge = document.createElement('div');
  badge.id = 'ksa-plugin-traffic';
  badge.dataset.state = 'running';
  badge.textContent = '跨境卖家助手：正在采集流量数据…';
  document.body.append(badge);
  const line = (text, attrs = {}) => {
    const div = document.createElement('div');
    div.textContent = text;
    Object.assign(div.dataset, attrs);
    badge.append(div);
  };

  const get = async (path) => {
    const res = await fetch(base + path, { credentials: 'include' });
    const json = await res.json().catch(() => ({}));
    if (!json.success) {
      throw new Error(json.errorMsg || `HTTP ${res.status}`);
    }
    return json;
  };

  const run = async () => {
    const { shops } = await get('/api/account');
    const results = [];
    for (const mall of shops ?? []) {
      const { list } = await get(`/api/flux/daily?mallId=${encodeURIComponent(mall.mallId)}&from=${from}&to=${to}`);
      const days = (list ?? []).map(({ day, exposure, clicks, visitors, addToCart, buyers }) => ({
        day,
        exposure,
        clicks,
        visitors,
        addToCart,
        buyers,
      }));
      if (!days.length) {
        continue;
      }
      const reply = await chrome.runtime
        .sendMessage({ type: 'reportTraffic', report: { platform: 'temu', mallId: String(mall.mallId), days } })
        .catch((e) => ({ ok: false, msg: String(e?.message ?? e) }));
      results.push({ mall, reply });
    }
    return results;
  };

  run().then(
    (results) => {
      const sent = results.filter((r) => r.reply?.ok);
      badge.textContent = `跨境卖家助手：已采集 ${sent.length} 个店铺的流量数据`;
      badge.dataset.state = sent.length === results.length ? 'done' : 'partial';
      for (const { mall, reply } of results) {
        const text = reply?.ok
          ? `${mall.mallName}：已上报 ${reply.days} 天`
          : // A mall that is not among the user's shops (or not assigned to a manager) answers 数据不存在.
            `${mall.mallName}：未上报（${reply?.msg ?? '失败'}）`;
        line(text, { mallId: String(mall.mallId), ok: reply?.ok ? '1' : '0' });
      }
    },
    (e) => {
      badge.dataset.state = 'error';
      badge.textContent = `跨境卖家助手：未能读取流量数据（${e?.message ?? e}）`;
    },
  );
})();
