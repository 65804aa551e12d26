import type { TLanguage } from '@ksa/contract/public';
import i18next, { type i18n } from 'i18next';
import common from '../../i18n/locales/zh-CN/common.json';
import landing from '../../i18n/locales/zh-CN/landing.json';
import news from '../../i18n/locales/zh-CN/news.json';

/**
 * The landing page's own i18next instance: three namespaces instead of the app's twenty, so the light start
 * stays small. zh-CN ships with it (the prerendered HTML is zh-CN); another language loads its three files.
 */
export const LandingNamespaces = ['landing', 'common', 'news'] as const;

type TBundle = { default: Record<string, unknown> };
const others = import.meta.glob<TBundle>([
  '../../i18n/locales/*/landing.json',
  '../../i18n/locales/*/common.json',
  '../../i18n/locales/*/news.json',
  '!../../i18n/locales/zh-CN/*.json',
]);

export const createLandingI18n = (): i18n => {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { 'zh-CN': { landing, common, news } },
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    ns: [...LandingNamespaces],
    defaultNS: 'landing',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Resources are in memory: initialise synchronously, so the first render (and hydration) has the texts.
    initAsync: false,
  });
  return instance;
};

export const loadLandingLanguage = async (instance: i18n, lng: TLanguage) => {
  const loads = Object.entries(others)
    .filter(([path]) => path.includes(`/locales/${lng}/`))
    .map(async ([path, load]) => {
      const ns = /\/([^/]+)\.json$/.exec(path)?.[1];
      if (ns && !instance.hasResourceBundle(lng, ns)) {
        instance.addResourceBundle(lng, ns, (await load()).default, true, true);
      }
    });
  await Promise.all(loads);
  await instance.changeLanguage(lng);
};
