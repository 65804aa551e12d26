// Runs on the product's own web app: hands the logged-in user's token to the service worker once, so it can
// register this browser as a device. The token itself is not kept; only the device token is.
(() => {
  const token = localStorage.getItem('inine_token');
  if (!token || localStorage.getItem('isVisitor') === '1') {
    return;
  }
  chrome.runtime.sendMessage({ type: 'link', origin: location.origin, token }).catch(() => {});
})();
