/**
 * The three checks every journey applies to every screen, as one self-contained function run in the page
 * (`page.evaluate(screenChecks)`): Playwright sends its source text, so nothing outside it may be referenced.
 *
 * 1. reach: every visible input and button lies inside the viewport horizontally and is at least 1 px wide (the
 *    phone login modal once rendered its phone input 0 px wide at x≈559 on a 390 px screen).
 * 2. rawKeys: no i18n key (`auth.login.title`, `errors:SHOP_NOT_FOUND`) and no `op.*` text on screen.
 * 3. english: in the Chinese UI, no English word in the UI chrome (buttons, tabs, menus, titles, labels, headers,
 *    empty states, placeholders, tooltips, messages). Product data (table cells, select values) is never read.
 */
export type TScreenProblems = { reach: string[]; rawKeys: string[]; english: string[] };

export const screenChecks = (): TScreenProblems => {
  const out: TScreenProblems = { reach: [], rawKeys: [], english: [] };
  const vw = document.documentElement.clientWidth || window.innerWidth;
  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const id = el.getAttribute('data-testid') ?? el.id;
    const label =
      (el as HTMLInputElement).placeholder ||
      el.getAttribute('aria-label') ||
      (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${tag}${id ? `#${id}` : ''}${label ? ` "${label}"` : ''}`;
  };
  const visible = (el: Element): boolean =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !el.closest('[aria-hidden="true"],[inert]');

  // 1. Reach. A control inside a horizontal scroll container is reached by scrolling it (wide tables, tab bars).
  const scrolledAway = (el: Element): boolean => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const ox = getComputedStyle(p).overflowX;
      if ((ox === 'auto' || ox === 'scroll') && p.scrollWidth > p.clientWidth + 1) {
        return true;
      }
      if (p.classList.contains('ant-tabs-nav-wrap')) {
        return true;
      }
    }
    return false;
  };
  const controls = document.querySelectorAll(
    'input:not([type="hidden"]), textarea, select, button, [role="button"], a.ant-btn',
  );
  for (const el of controls) {
    if (!visible(el) || scrolledAway(el)) {
      continue;
    }
    const r = el.getBoundingClientRect();
    if (r.height < 1 && r.width < 1 && (el as HTMLInputElement).type === 'file') {
      continue;
    }
    if (r.width < 1) {
      out.reach.push(`${describe(el)} is ${r.width.toFixed(1)} px wide at x=${Math.round(r.left)}`);
    } else if (r.left < -1 || r.right > vw + 1) {
      out.reach.push(`${describe(el)} spans x=${Math.round(r.left)}..${Math.round(r.right)} outside 0..${vw}`);
    }
  }

  // 2. Raw keys: a whole token shaped like a dotted key, a namespaced key, or any op.* text. Domains and file names
  // end in a known suffix and are not keys.
  const notKeyEnd =
    /\.(com|cn|net|org|io|dev|app|co|hk|jp|de|uk|us|png|jpe?g|gif|webp|svg|pdf|xlsx?|csv|zip|exe|dmg|apk|json|txt|html?|js|ts|md|ttf|otf)$/i;
  const ns =
    'activityChart|admin|aiProducts|auth|billing|common|dashboard|delivery|errors|helperLink|labels|landing|legal|marketplaces|mobileApp|mobileSite|news|pdfTranslate|products|selection|shipperApp|shops|staff';
  const keyToken = new RegExp(
    `^(?:(?:${ns}):[A-Za-z_][\\w.]*|[a-z][a-zA-Z0-9_]*(?:\\.[a-z][a-zA-Z0-9_]*)+|op\\.[\\w.*]+)$`,
  );
  const rawIn = (text: string): string[] =>
    text
      .split(/[\s,，。：;；()（）「」"'“”]+/)
      .map((t) => t.replace(/[.。]+$/, (m) => (m.length > 1 ? '' : m)))
      .filter((t) => t.length > 2 && !t.includes('/') && !t.includes('@'))
      .filter((t) => keyToken.test(t) && (t.startsWith('op.') || t.includes(':') || !notKeyEnd.test(t)));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: { el: Element; text: string }[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    const text = n.nodeValue?.trim();
    if (!el || !text || el.closest('script,style,noscript,template') || !visible(el)) {
      continue;
    }
    texts.push({ el, text });
    for (const k of rawIn(text)) {
      out.rawKeys.push(`"${k}" in ${describe(el)}`);
    }
  }
  const attrs: { el: Element; text: string }[] = [];
  for (const el of document.querySelectorAll('[placeholder],[title],[aria-label]')) {
    if (!visible(el)) {
      continue;
    }
    for (const a of ['placeholder', 'title', 'aria-label']) {
      const v = el.getAttribute(a)?.trim();
      if (v) {
        if (a !== 'aria-label') {
          attrs.push({ el, text: v });
        }
        for (const k of rawIn(v)) {
          out.rawKeys.push(`"${k}" in ${a} of ${describe(el)}`);
        }
      }
    }
  }

  // 3. English in the Chinese UI, chrome only.
  if (!(document.documentElement.lang || '').toLowerCase().startsWith('zh')) {
    return out;
  }
  const chrome = [
    'button',
    '[role="button"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '.ant-menu-title-content',
    '.ant-dropdown-menu-title-content',
    '.ant-modal-title',
    '.ant-modal-confirm-title',
    '.ant-modal-confirm-content',
    '.ant-drawer-title',
    '.ant-popover-title',
    '.ant-form-item-label',
    'label',
    'th',
    '.ant-card-head-title',
    '.ant-empty-description',
    '.ant-result-title',
    '.ant-result-subtitle',
    '.ant-tooltip-inner',
    '.ant-message-notice-content',
    '.ant-notification-notice-message',
    '.ant-notification-notice-description',
    '.ant-alert-message',
    '.ant-alert-description',
    '.ant-segmented-item-label',
    '.ant-steps-item-title',
    '.ant-statistic-title',
    '[data-ui-chrome]',
  ].join(',');
  // Product data never counts: table bodies, select values and options, the language menu's endonyms, anything a
  // page marks as data, and editable text.
  const data =
    '.ant-table-tbody,td,.ant-select-selection-item,.ant-select-item,.ant-select-selection-placeholder-value,[data-product-data],[data-lang-menu],[contenteditable="true"],textarea,code,pre,kbd';
  const allowed = new Set(
    [
      'TEMU',
      'Temu',
      'temu',
      'SHEIN',
      'Shein',
      'shein',
      'BOSS',
      'Boss',
      'SKU',
      'SKC',
      'SPU',
      'SKUs',
      'CNY',
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'AI',
      'PDF',
      'Excel',
      'QR',
      'App',
      'APP',
      'API',
      'GPSR',
      'Android',
      'iOS',
      'iPhone',
      'Chrome',
      'Safari',
      'Edge',
      'Windows',
      'macOS',
      'Mac',
      'Linux',
      'WiFi',
      'ID',
      'OK',
      'VIP',
      'Logo',
      'LOGO',
      'logo',
      'URL',
      'HTML',
      'CSV',
      'ZIP',
      'Excel',
      'Word',
      'Markdown',
      'SMS',
      'OSS',
      'WeChat',
      'Alipay',
      'ICP',
      'EU',
      'UK',
      'US',
      'CE',
      'UKCA',
      'FCC',
      'ASIN',
      'EAN',
      'UPC',
      'GTIN',
      'Code',
      'kg',
      'g',
      'cm',
      'mm',
      'px',
      'pt',
      'ml',
      'KB',
      'MB',
      'GB',
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Português',
      'Tiếng',
      'Việt',
      'vs',
      'Top',
      'TOP',
      'H5',
      'PWA',
      'JWT',
      'MQTT',
      'CDN',
      'ECB',
      'ERP',
      'IP',
      'OCR',
      'am',
      'pm',
      'AM',
      'PM',
    ].map((w) => w),
  );
  const englishIn = (text: string): string[] =>
    text
      .split(/[\s,，。、:：;；()（）「」《》【】"'“”!！?？/|·•…*+=<>~]+/)
      .filter((t) => t && !/\d/.test(t) && !t.includes('@') && !/\.[a-z]{2,4}$/i.test(t))
      .map((t) => t.replace(/^[^A-Za-zÀ-ɏ]+|[^A-Za-zÀ-ɏ]+$/g, ''))
      .filter((t) => /[A-Za-z]{2,}/.test(t) && !allowed.has(t) && !/[\u4e00-\u9fff]/.test(t));
  const seen = new Set<string>();
  const flag = (el: Element, text: string, where: string) => {
    if (el.closest(data)) {
      return;
    }
    const words = englishIn(text);
    if (words.length) {
      const msg = `"${text.slice(0, 60)}" (${words.join(' ')}) in ${where}`;
      if (!seen.has(msg)) {
        seen.add(msg);
        out.english.push(msg);
      }
    }
  };
  for (const { el, text } of texts) {
    if (el.closest(chrome)) {
      flag(el, text, describe(el.closest(chrome)!));
    }
  }
  for (const { el, text } of attrs) {
    flag(el, text, `an attribute of ${describe(el)}`);
  }
  return out;
};
