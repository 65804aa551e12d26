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
  xAxis: { minInterval?: number; axisLabel?: { formatter: TFormatter; hideOverlap?: boolean } };
  yAxis: { minInterval?: number; axisLabel: { formatter: TFormatter; show?: boolean } };
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

describe('empty charts and crowded labels', () => {
  it('a trend with nothing to draw says 暂无数据 instead of ¥0 on every tick', async () => {
    await setLanguage('zh-CN');
    const flat = [0, 1, 2].map((i) => ({ x: `2025-06-0${i + 1}`, value: 0 }));
    const view = render(<TrendChart points={flat} format={yuanShort} />);
    expect(view.getByTestId('trend-chart-empty').textContent).toBe('暂无数据');
    expect(last().yAxis.axisLabel.show).toBe(false);
    view.rerender(
      <TrendChart
        points={[
          { x: '2025-06-01', value: 0 },
          { x: '2025-06-02', value: 500 },
        ]}
        format={yuanShort}
      />,
    );
    expect(view.queryByTestId('trend-chart-empty')).toBeNull();
    expect(last().yAxis.axisLabel.show).toBe(true);
    // Whole minor units: no tick between two cents (the same ¥0 label twice).
    expect(last().yAxis.minInterval).toBe(1);
  });

  it('the SKU chart of days never ticks inside a day and drops labels that would overlap', () => {
    const days = Array.from(
      { length: 30 },
      (_, i) => [`2025-06-${String(i + 1).padStart(2, '0')}`, i] as [string, number],
    );
    render(<SeriesChart series={[{ name: 'A', points: days }]} testId="sku" />);
    expect(last().xAxis.minInterval).toBe(86_400_000);
    expect(last().xAxis.axisLabel?.hideOverlap).toBe(true);
    // Instants (the activity chart's samples) keep sub-day ticks.
    render(<SeriesChart series={[{ name: 'B', points: [['2025-06-01T10:00:00Z', 1]] }]} testId="act" />);
    expect(last().xAxis.minInterval).toBeUndefined();
  });
});
