// @vitest-environment jsdom
import '../test/dom';
import type { TLanguage } from '@ksa/contract';
import { act, cleanup, render } from '@testing-library/react';
import { DatePicker, Pagination } from 'antd';
import dayjs from 'dayjs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { AppProviders } from './app-providers';

/**
 * What a seller sees in each language: the picker's today link, the first column of its weeks (the
 * locale's week start: Monday in Chinese, German, Spanish, French and Vietnamese, Saturday in Arabic,
 * Sunday elsewhere) and pagination's page-size text.
 */
const Expected: Record<TLanguage, { today: string; firstWeekday: string; perPage: string; dayjs: string }> = {
  'zh-CN': { today: '今天', firstWeekday: '一', perPage: '10 条/页', dayjs: 'zh-cn' },
  en: { today: 'Today', firstWeekday: 'Su', perPage: '10 / page', dayjs: 'en' },
  ja: { today: '今日', firstWeekday: '日', perPage: '10 件 / ページ', dayjs: 'ja' },
  de: { today: 'Heute', firstWeekday: 'Mo', perPage: '10 / Seite', dayjs: 'de' },
  es: { today: 'Hoy', firstWeekday: 'Lun', perPage: '10 / página', dayjs: 'es' },
  fr: { today: "Aujourd'hui", firstWeekday: 'lu', perPage: '10 / page', dayjs: 'fr' },
  pt: { today: 'Hoje', firstWeekday: 'Dom', perPage: '10 / página', dayjs: 'pt-br' },
  ar: { today: 'اليوم', firstWeekday: 'السبت', perPage: '10 / الصفحة', dayjs: 'ar' },
  ko: { today: '오늘', firstWeekday: '일', perPage: '10 / 페이지', dayjs: 'ko' },
  vi: { today: 'Hôm nay', firstWeekday: 'T2', perPage: '10 / trang', dayjs: 'vi' },
  hi: { today: 'आज', firstWeekday: 'र', perPage: '10 / पृष्ठ', dayjs: 'hi' },
};

const Widgets = () => (
  <AppProviders>
    <Pagination total={200} showSizeChanger />
    <DatePicker open defaultPickerValue={dayjs('2025-06-11')} />
  </AppProviders>
);

const seen = () => {
  const panel = document.querySelector('.ant-picker-dropdown');
  return {
    today: panel?.querySelector('.ant-picker-now, .ant-picker-today-btn')?.textContent ?? '',
    weekdays: [...(panel?.querySelectorAll('.ant-picker-content thead th') ?? [])].map((th) => th.textContent),
    body: document.body.textContent ?? '',
  };
};

afterEach(cleanup);
afterAll(() => setLanguage('zh-CN'));

describe('antd and dayjs follow the display language', () => {
  it('the Chinese UI shows the date picker and pagination in Chinese, weeks from Monday', async () => {
    await setLanguage('zh-CN');
    render(<Widgets />);
    const s = seen();
    expect(s.today).toBe('今天');
    expect(s.weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(s.body).toContain('10 条/页');
    expect(s.body).not.toContain('Today');
    expect(dayjs().locale()).toBe('zh-cn');
  });

  it('switching to English re-renders the open picker and pagination in English without a reload', async () => {
    await setLanguage('zh-CN');
    render(<Widgets />);
    expect(seen().today).toBe('今天');
    await act(() => setLanguage('en'));
    const s = seen();
    expect(s.today).toBe('Today');
    expect(s.weekdays).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(s.body).toContain('10 / page');
    expect(s.body).not.toContain('条/页');
    expect(dayjs().locale()).toBe('en');
    expect(dayjs('2025-06-11').format('MMMM')).toBe('June');

    await act(() => setLanguage('zh-CN'));
    expect(seen().today).toBe('今天');
    expect(dayjs('2025-06-11').format('MMMM')).toBe('六月');
  });

  for (const [lng, want] of Object.entries(Expected) as [TLanguage, (typeof Expected)[TLanguage]][]) {
    it(`${lng}: today link, first weekday, page-size text and dayjs locale`, async () => {
      await setLanguage(lng);
      render(<Widgets />);
      const s = seen();
      expect(s.today).toBe(want.today);
      expect(s.weekdays[0]).toBe(want.firstWeekday);
      expect(s.body).toContain(want.perPage);
      expect(dayjs().locale()).toBe(want.dayjs);
    });
  }
});
