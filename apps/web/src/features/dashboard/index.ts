import './dashboard.css';

export { bjToday } from './date-range';
export { ExportButton } from './export-button';
export { allPages, exportExcel } from './export-excel';
export { count, money, moneyCell, yuan } from './format';
export { NoPermission } from './kpi-card';
export { SeriesChart, type TSeries, type TSeriesChartHandle } from './series-chart';
export { useDashScope } from './use-dash-scope';
