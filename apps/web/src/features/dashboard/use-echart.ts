import * as echarts from 'echarts/core';
import { type RefObject, useEffect, useRef } from 'react';

/** An ECharts instance on `el` for the component's life, resized with its container. */
export const useEChart = (el: RefObject<HTMLDivElement | null>) => {
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!el.current) {
      return;
    }
    const c = echarts.init(el.current, undefined, { renderer: 'canvas' });
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el.current);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [el]);
  return chart;
};
