// The plugin's background: registers this browser as a device (scoped, revocable token) and saves collected
// products to the server. The user's session token is used only to register; it is never stored.
const TOKEN_HEADER = 'x-device-token';

const state = () => chrome.storage.local.get(['serverUrl', 'deviceToken', 'uid']);

const post = async (url, headers, body) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json().catch(() => ({ code: -1, msg: `HTTP ${res.status}` }));
};

/** Registers (or keeps) this browser's device for the user logged in on `origin`. */
const link = async (origin, userToken) => {
  const info = await post(`${origin}/api/order/getUserInfo`, { authorization: userToken }, {});
  if (info.code !== 0) {
    return { ok: false, msg: info.msg };
  }
  const s = await state();
  if (s.deviceToken && s.serverUrl === origin && s.uid === info.data.uid) {
    const alive = await post(`${origin}/api/device/heartbeat`, { [TOKEN_HEADER]: s.deviceToken }, {});
    if (alive.code === 0) {
      return { ok: true };
    }
  }
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua) ? 'Edge' : /QIHU|360/.test(ua) ? '360' : 'Chrome';
  const reg = await post(
    `${origin}/api/device/register`,
    { authorization: userToken },
    { kind: 'extension', name: `${browser} 插件`, platform: navigator.platform ?? '' },
  );
  if (reg.code !== 0) {
    return { ok: false, msg: reg.msg };
  }
  await chrome.storage.local.set({ serverUrl: origin, deviceToken: reg.data.token, uid: info.data.uid });
  return { ok: true };
};

/** A call with the device token; a 401 means the device was signed out, so the token is dropped. */
const deviceCall = async (path, body) => {
  const s = await state();
  if (!s.deviceToken) {
    return { code: 401, msg: '请先登录跨境卖家助手网站' };
  }
  const reply = await post(`${s.serverUrl}${path}`, { [TOKEN_HEADER]: s.deviceToken }, body);
  if (reply.code === 401) {
    // Signed out from the device list: forget the token; the next visit to the site registers again.
    await chrome.storage.local.remove(['deviceToken']);
  }
  return reply;
};

const collect = async (product) => {
  const reply = await deviceCall('/api/collect/save', product);
  return reply.code === 0 ? { ok: true, id: reply.data.id } : { ok: false, msg: reply.msg };
};

/** 流量分析 read in a seller-centre tab (content/seller-centre.js): one mall's days, sent with the device token. */
const reportTraffic = async (report) => {
  const reply = await deviceCall('/api/plugin/reportShopTraffic', report);
  return reply.code === 0 ? { ok: true, ...reply.data } : { ok: false, msg: reply.msg };
};

const BACK_OFFICE_RULE = 1;

/**
 * The managers' back-office login: the server logs in with the main account and returns a short-lived session for
 * one shop (getTemuCredByShopIdAgent; the BOSS's own call for a BOSS). The session is attached, by a session-scoped
 * request rule, only to requests to that seller centre, and the rule is removed when the credential expires.
 * The password never reaches the browser.
 */
const openBackOffice = async (shopId, agent) => {
  const s = await state();
  if (!s.deviceToken) {
    return { ok: false, msg: '请先登录跨境卖家助手网站' };
  }
  const path = agent ? '/api/auth/getTemuCredByShopIdAgent' : '/api/auth/getTemuCredByShopId';
  const reply = await post(
    `${s.serverUrl}${path}?shopId=${encodeURIComponent(shopId)}`,
    { [TOKEN_HEADER]: s.deviceToken },
    {},
  );
  if (reply.code !== 0) {
    return { ok: false, code: reply.code, msg: reply.msg };
  }
  const cred = reply.data;
  await chrome.declarativeNetRequest.updateSessionRules({
    removeRuleIds: [BACK_OFFICE_RULE],
    addRules: [
      {
        id: BACK_OFFICE_RULE,
        priority: 1,
        action: {
          type: 'modifyHeaders',
          requestHeaders: [
            { header: cred.sessionHeader, operation: 'set', value: cred.session },
            { header: 'mallid', operation: 'set', value: cred.mallId },
          ],
        },
        condition: {
          urlFilter: `|${cred.backOfficeUrl}/`,
          resourceTypes: ['main_frame', 'sub_frame', 'xmlhttprequest'],
        },
      },
    ],
  });
  await chrome.alarms.create('back-office-expiry', { when: new Date(cred.expiresAt).getTime() });
  await chrome.tabs.create({ url: `${cred.backOfficeUrl}/api/account` });
  return { ok: true, shopId: cred.shopId, mallName: cred.mallName, expiresAt: cred.expiresAt };
};

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === 'back-office-expiry') {
    chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: [BACK_OFFICE_RULE] });
  }
});

chrome.runtime.onMessage.addListener((msg, sender, respond) => {
  const run =
    msg?.type === 'link' && sender.tab
      ? link(msg.origin, msg.token)
      : msg?.type === 'collect' && sender.tab
        ? collect(msg.product)
        : msg?.type === 'openBackOffice' && sender.tab
          ? openBackOffice(msg.shopId, msg.agent)
          : msg?.type === 'reportTraffic' && sender.tab
            ? reportTraffic(msg.report)
            : Promise.resolve({ ok: false, msg: 'unknown message' });
  run.then(respond, (e) => respond({ ok: false, msg: String(e?.message ?? e) }));
  return true;
});
