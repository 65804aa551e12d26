import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEChart } from './use-echart';

// Only what the dashboards draw: the line chart, its grid and tooltip, on canvas.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

type TProps = {
  points: { x: string; value: number }[];
  /** Formats a value for the axis and tooltip (money in yuan, units as integers). */
  format: (v: number) => string;
  testId?: string;
};

/**
 * A filled line chart; resizes with its container. Nothing to draw (no point, or every one 0) says 暂无数据
 * over an axis without labels, instead of ¥0 repeated on every tick.
 */
export function TrendChart({ points, format, testId = 'trend-chart' }: TProps) {
  const { t } = useTranslation('dashboard');
  const el = useRef<HTMLDivElement>(null);
  const chart = useEChart(el);
  const isEmpty = points.every((p) => p.value === 0);

  useEffect(() => {
    chart.current?.setOption(
      {
        animationDuration: 300,
        grid: { left: 64, right: 24, top: 24, bottom: 32 },
        tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => format(Number(v)) },
        xAxis: {
          type: 'category',
          data: points.map((p) => (p.x.length === 10 ? p.x.slice(5) : p.x)),
          boundaryGap: false,
        },
        // Values are whole minor units or units: no tick between two of them (¥0 ¥0 ¥0 on a flat line).
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { show: !isEmpty, formatter: (v: number) => format(v) },
        },
        series: [
          {
            type: 'line',
            smooth: true,
            showSymbol: points.length <= 31,
            data: points.map((p) => p.value),
            lineStyle: { color: '#ff6a00', width: 2 },
            itemStyle: { color: '#ff6a00' },
            areaStyle: { color: 'rgba(255,106,0,0.12)' },
          },
        ],
      },
      true,
    );
  }, [chart, points, format, isEmpty]);

  return (
    <div className="ksa-trend-wrap">
      <div ref={el} className="ksa-trend-chart" data-testid={testId} data-points={points.length} data-empty={isEmpty} />
      {isEmpty && (
        <div className="ksa-trend-empty" data-testid={`${testId}-empty`}>
          {t('chart.noData')}
        </div>
      )}
    </div>
  );
}
