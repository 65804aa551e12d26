import { fenToYuanText } from '@ksa/contract';
import { formatBeijingDate, formatBeijingDateTime } from '../../lib/beijing-time';

export const yuan = (fen: number) => `¥${fenToYuanText(Math.max(0, fen))}`;
/** Times in Beijing time, as the operator reads them. */
export const bjTime = (iso: string | null) => formatBeijingDateTime(iso);
export const bjDay = (iso: string | null) => formatBeijingDate(iso);
