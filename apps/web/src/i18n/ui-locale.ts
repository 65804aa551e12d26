import type { TLanguage } from '@ksa/contract';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';

/**
 * antd's locale pack and dayjs's locale for each display language: date pickers (month and weekday
 * names, the first day of the week), pagination, empty states and confirm buttons follow the language
 * the user picked. zh-CN ships in the entry chunk; the other ten load with their language.
 */
export type TUiLocale = { antd: Locale; dayjs: string };

type TPack = { default: Locale };
const withDayjs = async (antd: Promise<TPack>, name: string, dayjsLocale?: Promise<unknown>) => {
  const [pack] = await Promise.all([antd, dayjsLocale]);
  return { antd: pack.default, dayjs: name };
};

// antd's es build, so a pack shares antd's own modules instead of pulling in the CommonJS copies.
const loaders: Record<Exclude<TLanguage, 'zh-CN'>, () => Promise<TUiLocale>> = {
  en: () => withDayjs(import('antd/es/locale/en_US'), 'en'),
  ja: () => withDayjs(import('antd/es/locale/ja_JP'), 'ja', import('dayjs/locale/ja')),
  de: () => withDayjs(import('antd/es/locale/de_DE'), 'de', import('dayjs/locale/de')),
  es: () => withDayjs(import('antd/es/locale/es_ES'), 'es', import('dayjs/locale/es')),
  fr: () => withDayjs(import('antd/es/locale/fr_FR'), 'fr', import('dayjs/locale/fr')),
  pt: () => withDayjs(import('antd/es/locale/pt_BR'), 'pt-br', import('dayjs/locale/pt-br')),
  ar: () => withDayjs(import('antd/es/locale/ar_EG'), 'ar', import('dayjs/locale/ar')),
  ko: () => withDayjs(import('antd/es/locale/ko_KR'), 'ko', import('dayjs/locale/ko')),
  vi: () => withDayjs(import('antd/es/locale/vi_VN'), 'vi', import('dayjs/locale/vi')),
  hi: () => withDayjs(import('antd/es/locale/hi_IN'), 'hi', import('dayjs/locale/hi')),
};

const REFERENCE: TUiLocale = { antd: zhCN, dayjs: 'zh-cn' };
const loaded = new Map<string, TUiLocale>([['zh-CN', REFERENCE]]);
const pending = new Map<string, Promise<TUiLocale>>();

const isLoadable = (lng: string): lng is keyof typeof loaders => Object.hasOwn(loaders, lng);

/** Loads (once) the antd and dayjs locales of a language; an unknown language gets zh-CN's. */
export const loadUiLocale = (lng: string): Promise<TUiLocale> => {
  const done = loaded.get(lng);
  if (done) {
    return Promise.resolve(done);
  }
  if (!isLoadable(lng)) {
    return Promise.resolve(REFERENCE);
  }
  let p = pending.get(lng);
  if (!p) {
    p = loaders[lng]().then((l) => {
      loaded.set(lng, l);
      pending.delete(lng);
      return l;
    });
    pending.set(lng, p);
  }
  return p;
};

let current = REFERENCE;
const listeners = new Set<() => void>();

const apply = (l: TUiLocale) => {
  if (l === current) {
    return;
  }
  current = l;
  dayjs.locale(l.dayjs);
  for (const f of listeners) {
    f();
  }
};

/**
 * Makes `lng`'s locales current: at once when loaded (setLanguage loads them before switching, so
 * texts, antd and dayjs change in one render), else once they arrive, unless the language moved on.
 */
const follow = (lng: string) => {
  const ready = loaded.get(lng) ?? (isLoadable(lng) ? undefined : REFERENCE);
  if (ready) {
    apply(ready);
    return;
  }
  void loadUiLocale(lng).then((l) => {
    if (i18next.language === lng) {
      apply(l);
    }
  });
};

dayjs.locale(REFERENCE.dayjs);
// Every language change (the switcher, a stored choice at start, tests) moves antd and dayjs with it.
i18next.on('languageChanged', follow);
if (i18next.language) {
  follow(i18next.language);
}

const subscribe = (f: () => void) => {
  listeners.add(f);
  return () => listeners.delete(f);
};

/** The antd locale pack of the display language, for ConfigProvider. */
export const useAntdLocale = (): Locale => useSyncExternalStore(subscribe, () => current.antd);
