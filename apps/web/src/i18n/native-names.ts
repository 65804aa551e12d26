import { Languages, type TLanguage } from '@ksa/contract/public';

/** Each language in its own script, so anyone can find theirs whatever the current one is. */
export const NativeNames: Record<TLanguage, string> = {
  'zh-CN': '简体中文',
  ja: '日本語',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  ar: 'العربية',
  ko: '한국어',
  vi: 'Tiếng Việt',
  hi: 'हिन्दी',
};

/** The language i18next reports, as one of ours (zh-CN when it is anything else, e.g. a region variant). */
export const asLanguage = (lng: string): TLanguage =>
  (Languages as readonly string[]).includes(lng) ? (lng as TLanguage) : 'zh-CN';
