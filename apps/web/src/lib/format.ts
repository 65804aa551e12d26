import { minorDigits } from '@ksa/contract';
import i18next from 'i18next';
import { displayTimeZone, formatBeijingDateTime, formatBeijingTime } from './beijing-time';

/**
 * Numbers as the display language writes them (grouping, decimal mark, currency sign, compact units
 * such as 万 or K). Amounts arrive in minor units with their ISO 4217 code; which currency is shown
 * is the caller's choice, these only write it. `lng` defaults to the current display language.
 */
const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (lng: string, options: Intl.NumberFormatOptions) => {
  const key = `${lng}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lng, options);
    formats.set(key, f);
  }
  return f;
};

export const displayLanguage = () => i18next.language || 'zh-CN';

/** A whole count: 12345 → '12,345' (zh-CN, en), '12.345' (de), '12,345' (hi: '12,34,567' for millions). */
export const formatCount = (n: number, lng = displayLanguage()) => numberFormat(lng, {}).format(n);

/** A file size: 99617920 → '95 MB', 12640 → '12.3 kB' (1 MB = 1,048,576 bytes, as file managers count). */
export const formatFileSize = (bytes: number, lng = displayLanguage()) => {
  const mb = bytes >= 1_048_576;
  return numberFormat(lng, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (mb ? 1_048_576 : 1024));
};

/** Money from minor units: 123456 CNY → '¥1,234.56' (zh-CN), 'CN¥1,234.56' (en), '1.234,56 CN¥' (de). */
export const formatMoney = (minor: number, currency = 'CNY', lng = displayLanguage()) => {
  const digits = minorDigits(currency);
  return numberFormat(lng, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
};

/** Compact money for chart axes and bands: 1234500 CNY → '¥1.2万' (zh-CN), 'CN¥12.3K' (en). */
export const formatMoneyShort = (minor: number, currency = 'CNY', lng = displayLanguage()) =>
  numberFormat(lng, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(minor / 10 ** minorDigits(currency));

/** A share as a percentage: 0.256 → '26%' (zh-CN, en), '26 %' (de, fr); 0.123 with 1 digit → '12.3%'. */
export const formatPercent = (ratio: number, fractionDigits = 0, lng = displayLanguage()) =>
  numberFormat(lng, { style: 'percent', maximumFractionDigits: fractionDigits }).format(ratio);

/** A date and time in Beijing time (lib/beijing-time): '2025-06-03 14:05:00'. */
export const formatDateTime = (at: string | number | Date) => formatBeijingDateTime(at);

/** Hours and minutes in Beijing time: '14:05'. */
export const formatTime = (at: string | number | Date) => formatBeijingTime(at);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A time-axis tick: the day ('6月3日', 'Jun 3', '3. Juni'), with the time when it is not midnight, in Beijing time
 * (or the zone the user chose). A chart of days (`days`) is different: ECharts reads 'YYYY-MM-DD' as midnight of the
 * browser's zone and ticks there, so its ticks are named by that local day (in Beijing the two agree; in a browser
 * elsewhere the Beijing reading would add a time to every day).
 */
export const formatAxisTime = (ms: number, lng = displayLanguage(), days = false) => {
  const d = new Date(ms);
  const timeZone = days ? undefined : displayTimeZone();
  const withTime = !days && formatBeijingTime(ms, timeZone) !== '00:00';
  const key = `${lng}|${withTime}|${timeZone}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, {
      timeZone,
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    dateFormats.set(key, f);
  }
  return f.format(d);
};
