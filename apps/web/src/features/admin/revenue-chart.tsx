import type { TRevenueMonth } from '@ksa/contract';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Received and refunded per month as bars, net as a line (yuan). */
export function RevenueChart({
  months,
  labels,
}: {
  months: TRevenueMonth[];
  labels: { paid: string; refunded: string; net: string };
}) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!el.current) {
      return;
    }
    const c = echarts.init(el.current);
    chart.current = c;
    const onResize = () => c.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      c.dispose();
    };
  }, []);
  useEffect(() => {
    const y = (fen: number) => fen / 100;
    chart.current?.setOption(
      {
        animationDuration: 300,
        grid: { left: 72, right: 24, top: 40, bottom: 32 },
        legend: { top: 0 },
        tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` },
        xAxis: { type: 'category', data: months.map((m) => m.month) },
        yAxis: { type: 'value', axisLabel: { formatter: (v: number) => `¥${v}` } },
        series: [
          { name: labels.paid, type: 'bar', data: months.map((m) => y(m.paidFen)), itemStyle: { color: '#ff6a00' } },
          {
            name: labels.refunded,
            type: 'bar',
            data: months.map((m) => y(m.refundedFen)),
            itemStyle: { color: '#8c8c8c' },
          },
          { name: labels.net, type: 'line', data: months.map((m) => y(m.netFen)), itemStyle: { color: '#1677ff' } },
        ],
      },
      true,
    );
  }, [months, labels]);
  return <div ref={el} style={{ height: 320 }} data-testid="revenue-chart" data-months={months.length} />;
}
