// The '采集' button on a source site's product page: reads the product and hands it to the service worker,
// which saves it to the seller's collection box with this browser's device token.
(() => {
  const product = globalThis.ksaParsers?.readProduct();
  if (!product || document.getElementById('ksa-collect-btn')) {
    return;
  }
  const button = document.createElement('button');
  button.id = 'ksa-collect-btn';
  button.type = 'button';
  button.textContent = '采集';
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = '采集中…';
    // Read again: variant pickers may have changed the page since it loaded.
    const current = globalThis.ksaParsers.readProduct() ?? product;
    const reply = await chrome.runtime.sendMessage({ type: 'collect', product: current }).catch((e) => ({
      ok: false,
      msg: String(e?.message ?? e),
    }));
    button.disabled = false;
    button.textContent = reply?.ok ? '已采集' : '采集';
    button.title = reply?.ok ? '' : (reply?.msg ?? '');
    if (!reply?.ok) {
      button.dataset.error = reply?.msg ?? 'error';
    } else {
      delete button.dataset.error;
    }
  });
  document.body.append(button);
})();
