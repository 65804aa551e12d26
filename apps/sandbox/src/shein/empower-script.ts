import { SHEIN_ERRORS } from './errors.js';

/**
 * Browser code of the empower page, kept as plain ES2017 text (no build step in the sandbox). All seller data is
 * written with textContent, never innerHTML, because names come from the world and URLs from the caller.
 */
// The API's messages are English; the seller reads Chinese, so the page words the ones it can meet.
const ZH: Record<string, string> = {
  [SHEIN_ERRORS.appidUnknown.code]: '授权失败：应用不存在（appid 无效）',
  [SHEIN_ERRORS.redirectUrlInvalid.code]: '授权失败：回调地址无效（redirectUrl 须为 http/https 地址的 base64）',
  [SHEIN_ERRORS.sellerUnknown.code]: '授权失败：卖家账号不存在',
};

export const EMPOWER_SCRIPT = `
(function () {
  var ZH = ${JSON.stringify(ZH)};
  var $ = function (id) { return document.getElementById(id); };
  var hash = location.hash || '';
  var q = new URLSearchParams(hash.split('?')[1] || '');
  var appid = q.get('appid') || '', redirectUrl = q.get('redirectUrl') || '', state = q.get('state') || '';
  var info = null, chosen = null;

  function fail(msg, code) {
    $('loading').hidden = true; $('app').hidden = true; $('error').hidden = false;
    $('errorMsg').textContent = msg; $('errorCode').textContent = code ? '错误码：' + code : '';
  }
  function cell(row, text) { var td = document.createElement('td'); td.textContent = text; row.appendChild(td); }
  function pick(seller, button) {
    chosen = seller;
    document.querySelectorAll('.seller').forEach(function (b) { b.classList.remove('on'); });
    button.classList.add('on');
    var body = $('stores'); body.textContent = '';
    seller.stores.forEach(function (s) {
      var row = document.createElement('tr');
      cell(row, String(s.storeId)); cell(row, s.storeName);
      cell(row, s.businessMode === 'semi' ? '半托管' : '全托管'); cell(row, s.currency);
      body.appendChild(row);
    });
    if (!seller.stores.length) { var r = document.createElement('tr'); cell(r, '该账号下暂无店铺'); body.appendChild(r); }
    $('grant').disabled = false;
  }
  function render(data) {
    info = data;
    $('loading').hidden = true; $('app').hidden = false;
    $('appName').textContent = '「' + data.appName + '」';
    $('appid').textContent = data.appid; $('callback').textContent = data.callback;
    data.sellers.forEach(function (seller, i) {
      var b = document.createElement('button');
      b.type = 'button'; b.className = 'seller'; b.textContent = seller.name;
      var small = document.createElement('small'); small.textContent = seller.account + ' · ' + seller.stores.length + ' 个店铺';
      b.appendChild(small);
      b.onclick = function () { pick(seller, b); };
      $('sellers').appendChild(b);
      if (i === 0) { pick(seller, b); }
    });
    if (!data.sellers.length) { fail('沙箱世界中没有 SHEIN 卖家账号'); }
  }

  if (hash.split('?')[0] !== '#/empower') { fail('授权链接无效：缺少 #/empower 参数'); return; }
  fetch('/shein-sem/api/empower-info?' + new URLSearchParams({ appid: appid, redirectUrl: redirectUrl, state: state }))
    .then(function (r) { return r.json(); })
    .then(function (res) { if (res.code === '0') { render(res.info); } else { fail(ZH[res.code] || res.msg, res.code); } })
    .catch(function () { fail('网络异常，请刷新重试'); });

  $('cancel').onclick = function () { if (info) { location.href = info.cancelUrl; } };
  $('grant').onclick = function () {
    if (!chosen) { return; }
    $('grant').disabled = true; $('note').textContent = '';
    fetch('/shein-sem/api/empower', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appid: appid, sellerSupplierId: chosen.supplierId, state: state, redirectUrl: redirectUrl })
    })
      .then(function (r) { return r.json(); })
      .then(function (res) {
        if (res.code === '0') { location.href = res.info.redirect; return; }
        $('note').textContent = (ZH[res.code] || res.msg) + '（' + res.code + '）'; $('grant').disabled = false;
      })
      .catch(function () { $('note').textContent = '网络异常，请重试'; $('grant').disabled = false; });
  };
})();
`;
