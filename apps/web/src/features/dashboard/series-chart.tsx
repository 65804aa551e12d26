import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAxisTime, formatCount } from '../../lib/format';
import { useEChart } from './use-echart';
import './series-chart.css';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type TSeries = { name: string; points: [string, number][] };
export type TSeriesChartHandle = { setAll: (shown: boolean) => void };

/** Several lines over time (days or ISO instants on a time axis), with a legend that can be toggled as a whole. */
export const SeriesChart = forwardRef<TSeriesChartHandle, { series: TSeries[]; testId: string }>(function SeriesChart(
  { series, testId },
  ref,
) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useEChart(el);
  const lng = useTranslation().i18n.language;
  const byDay = series.every((s) => s.points.every(([x]) => x.length === 10));
  useImperativeHandle(ref, () => ({
    setAll: (shown) => {
      const c = chart.current;
      if (!c) {
        return;
      }
      // legendAllSelect shows every series; unselecting each hides them all (there is no 'none').
      if (shown) {
        c.dispatchAction({ type: 'legendAllSelect' });
      } else {
        for (const s of series) {
          c.dispatchAction({ type: 'legendUnSelect', name: s.name });
        }
      }
      el.current?.setAttribute('data-shown', String(shown));
    },
  }));
  useEffect(() => {
    chart.current?.setOption(
      {
        animationDuration: 300,
        grid: { left: 56, right: 24, top: 56, bottom: 32 },
        legend: { type: 'scroll', top: 0 },
        tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => formatCount(Number(v), lng) },
        // Day points (YYYY-MM-DD) get no ticks between days, and labels that would touch are dropped.
        xAxis: {
          type: 'time',
          minInterval: byDay ? 86_400_000 : undefined,
          axisLabel: { hideOverlap: true, formatter: (v: number) => formatAxisTime(v, lng, byDay) },
        },
        yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v, lng) } },
        series: series.map((s) => ({
          name: s.name,
          type: 'line',
          step: 'end',
          showSymbol: s.points.length <= 40,
          data: s.points,
        })),
      },
      true,
    );
  }, [chart, series, lng, byDay]);
  return (
    <div ref={el} className="ksa-series-chart" data-testid={testId} data-series={series.length} data-shown="true" />
  );
});
