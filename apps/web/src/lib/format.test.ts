import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { count, percent, yuan, yuanShort } from '../features/dashboard/format';
import '../i18n';
import { loadUiLocale } from '../i18n/ui-locale';
import { formatAxisTime, formatCount, formatMoney, formatMoneyShort, formatPercent } from './format';

// Intl puts a no-break (or narrow no-break) space between number and sign in some languages.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

afterAll(async () => {
  // A language change also loads antd's pack in the background: let it finish before the run ends.
  await Promise.all(['en', 'de'].map(loadUiLocale));
  await i18next.changeLanguage('zh-CN');
});

describe('numbers are written as the display language writes them', () => {
  it('money from minor units with its currency code, per language', () => {
    expect(formatMoney(123456, 'CNY', 'zh-CN')).toBe('¥1,234.56');
    expect(formatMoney(-123456, 'CNY', 'zh-CN')).toBe('-¥1,234.56');
    expect(formatMoney(123456, 'CNY', 'en')).toBe('CN¥1,234.56');
    expect(plain(formatMoney(123456, 'CNY', 'de'))).toBe('1.234,56 CN¥');
    expect(plain(formatMoney(123456, 'CNY', 'fr'))).toBe('1 234,56 CNY');
    expect(formatMoney(12345678, 'CNY', 'hi')).toBe('CN¥1,23,456.78');
    // The currency code decides the decimals: yen have none.
    expect(formatMoney(1234, 'JPY', 'ja')).toBe('￥1,234');
    expect(formatMoney(1234, 'USD', 'en')).toBe('$12.34');
  });

  it('compact money for chart axes: 万 in Chinese, K in English', () => {
    expect(formatMoneyShort(1234500, 'CNY', 'zh-CN')).toBe('¥1.2万');
    expect(formatMoneyShort(123400, 'CNY', 'zh-CN')).toBe('¥1234');
    expect(formatMoneyShort(1234500, 'CNY', 'en')).toBe('CN¥12.3K');
    expect(plain(formatMoneyShort(1234500, 'CNY', 'de'))).toBe('12.345 CN¥');
    expect(formatMoneyShort(1234500, 'CNY', 'ko')).toBe('CN¥1.2만');
  });

  it('counts and percentages', () => {
    expect(formatCount(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatCount(1234567, 'de')).toBe('1.234.567');
    expect(formatCount(1234567, 'hi')).toBe('12,34,567');
    expect(formatPercent(0.256, 0, 'en')).toBe('26%');
    expect(plain(formatPercent(0.256, 0, 'de'))).toBe('26 %');
    expect(formatPercent(0.1234, 1, 'zh-CN')).toBe('12.3%');
  });

  it('time-axis ticks name the day in the language, with the time when not midnight', () => {
    // Beijing midnight of 3 June is 16:00 UTC the day before; the axis speaks Beijing time whatever the machine's zone.
    expect(formatAxisTime(Date.UTC(2025, 5, 2, 16), 'zh-CN')).toBe('6月3日');
    expect(formatAxisTime(Date.UTC(2025, 5, 2, 16), 'en')).toBe('Jun 3');
    expect(formatAxisTime(Date.UTC(2025, 5, 3, 6, 5), 'zh-CN')).toBe('6月3日 14:05');
  });

  it('the dashboard helpers follow a language switch (no language passed)', async () => {
    await i18next.changeLanguage('zh-CN');
    expect([yuan(123456), yuanShort(1234500), count(12345), percent(0.5)]).toEqual([
      '¥1,234.56',
      '¥1.2万',
      '12,345',
      '50%',
    ]);
    await i18next.changeLanguage('en');
    expect(i18next.language).toBe('en');
    expect([yuan(123456), yuanShort(1234500), count(12345), percent(0.5)]).toEqual([
      'CN¥1,234.56',
      'CN¥12.3K',
      '12,345',
      '50%',
    ]);
    await i18next.changeLanguage('de');
    expect([yuan(123456), count(12345)].map(plain)).toEqual(['1.234,56 CN¥', '12.345']);
  });
});
