import { Languages, type TLanguage } from '@ksa/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKeys } from '../lib/storage';
import { loadUiLocale } from './ui-locale';

/**
 * Locale files: src/i18n/locales/<lng>/<namespace>.json. zh-CN is the reference; the parity
 * test (i18n.test.ts) fails when another language misses or adds a key. Only zh-CN ships in the
 * entry chunk; the other ten languages load on demand so the first paint stays small.
 */
type TBundle = { default: Record<string, unknown> };
const reference = import.meta.glob<TBundle>('./locales/zh-CN/*.json', { eager: true });
const lazyBundles = import.meta.glob<TBundle>(['./locales/*/*.json', '!./locales/zh-CN/*.json']);

const parsePath = (path: string) => /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);

const zhResources: Record<string, Record<string, unknown>> = {};
for (const [path, mod] of Object.entries(reference)) {
  const ns = parsePath(path)?.[2];
  if (ns) {
    zhResources[ns] = mod.default;
  }
}

export const namespaces = Object.keys(zhResources);

const isLanguage = (v: string | null): v is TLanguage => (Languages as readonly string[]).includes(v ?? '');

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': zhResources },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

const loadLanguage = async (lng: TLanguage) => {
  const loads = Object.entries(lazyBundles)
    .filter(([path]) => parsePath(path)?.[1] === lng && !i18next.hasResourceBundle(lng, parsePath(path)?.[2] ?? ''))
    .map(async ([path, load]) => {
      const ns = parsePath(path)?.[2];
      if (ns) {
        i18next.addResourceBundle(lng, ns, (await load()).default, true, true);
      }
    });
  await Promise.all(loads);
};

export const setLanguage = async (lng: TLanguage) => {
  // antd's and dayjs's locales load with the texts, so the whole page changes language in one render.
  await Promise.all([loadLanguage(lng), loadUiLocale(lng)]);
  localStorage.setItem(StorageKeys.language, lng);
  document.documentElement.lang = lng;
  document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
  return i18next.changeLanguage(lng);
};

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKeys.language);
if (isLanguage(stored) && stored !== 'zh-CN') {
  void setLanguage(stored);
}

export default i18next;
