// @vitest-environment jsdom
import '../../test/dom';
import { act, cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { yuanShort } from './format';
import { TrendChart } from './line-chart';
import { SeriesChart } from './series-chart';

type TFormatter = (v: number) => string;
type TOption = {
  tooltip: { valueFormatter: (v: unknown) => string };
  xAxis: { axisLabel?: { formatter: TFormatter } };
  yAxis: { axisLabel: { formatter: TFormatter } };
};

// The options the charts hand to ECharts (canvas drawing itself is ECharts' business, not jsdom's).
const options: TOption[] = [];
vi.mock('./use-echart', () => ({
  useEChart: () => ({ current: { setOption: (o: TOption) => options.push(o), dispatchAction: () => {} } }),
}));
const last = () => options[options.length - 1]!;

afterEach(() => {
  cleanup();
  options.length = 0;
});
afterAll(() => setLanguage('zh-CN'));

const series = [{ name: 'A', points: [['2025-06-03', 12345] as [string, number]] }];

describe('chart axes and tooltips write numbers in the display language', () => {
  it('the activity/SKU chart: counts and day ticks in Chinese, then in English after a switch', async () => {
    await setLanguage('zh-CN');
    render(<SeriesChart series={series} testId="s" />);
    expect(last().yAxis.axisLabel.formatter(12345)).toBe('12,345');
    expect(last().tooltip.valueFormatter(12345)).toBe('12,345');
    expect(last().xAxis.axisLabel?.formatter(new Date(2025, 5, 3).getTime())).toBe('6月3日');

    await act(() => setLanguage('de'));
    expect(last().yAxis.axisLabel.formatter(12345)).toBe('12.345');
    expect(last().xAxis.axisLabel?.formatter(new Date(2025, 5, 3).getTime())).toBe('3. Juni');
  });

  it('the trend chart uses the formatter it is given on the axis and in the tooltip', async () => {
    await setLanguage('zh-CN');
    render(<TrendChart points={[{ x: '2025-06-03', value: 1234500 }]} format={yuanShort} />);
    expect(last().yAxis.axisLabel.formatter(1234500)).toBe('¥1.2万');
    expect(last().tooltip.valueFormatter(1234500)).toBe('¥1.2万');
  });
});
