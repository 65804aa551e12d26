import { Languages, type TLanguage } from '@ksa/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKeys } from '../lib/storage';

/**
 * Locale files: src/i18n/locales/<lng>/<namespace>.json. zh-CN is the reference; the parity
 * test (i18n.test.ts) fails when another language misses or adds a key.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(modules)) {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (m?.[1] && m[2]) {
    resources[m[1]] ??= {};
    resources[m[1]][m[2]] = mod.default;
  }
}

export const namespaces = Object.keys(resources['zh-CN'] ?? {});

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKeys.language);
const initial: TLanguage = (Languages as readonly string[]).includes(stored ?? '') ? (stored as TLanguage) : 'zh-CN';

void i18next.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'zh-CN',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const setLanguage = (lng: TLanguage) => {
  localStorage.setItem(StorageKeys.language, lng);
  document.documentElement.lang = lng;
  document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
  return i18next.changeLanguage(lng);
};

export default i18next;
