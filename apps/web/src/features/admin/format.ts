import { fenToYuanText } from '@ksa/contract';

export const yuan = (fen: number) => `¥${fenToYuanText(Math.max(0, fen))}`;
/** Times in Beijing time, as the operator reads them. */
export const bjTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '—';
export const bjDay = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : '—';
