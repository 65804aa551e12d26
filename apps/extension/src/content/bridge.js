// Runs on the product's own web app. (1) Hands the logged-in user's token to the service worker once, so it can
// register this browser as a device; only the device token is kept. (2) Relays the page's 'open the back office of
// shop N' request (window.postMessage) to the service worker and posts the outcome back to the page.
(() => {
  const token = localStorage.getItem('inine_token');
  if (!token || localStorage.getItem('isVisitor') === '1') {
    return;
  }
  const linked = chrome.runtime
    .sendMessage({ type: 'link', origin: location.origin, token })
    .catch(() => ({ ok: false }));
  window.addEventListener('message', async (e) => {
    if (e.source !== window || e.origin !== location.origin || e.data?.type !== 'ksa-open-back-office') {
      return;
    }
    await linked;
    const reply = await chrome.runtime
      .sendMessage({ type: 'openBackOffice', shopId: Number(e.data.shopId), agent: Boolean(e.data.agent) })
      .catch((err) => ({ ok: false, msg: String(err?.message ?? err) }));
    window.postMessage({ type: 'ksa-back-office-result', shopId: e.data.shopId, ...reply }, location.origin);
  });
  document.documentElement.dataset.ksaPlugin = '1';
})();
