import { lazy } from 'react';

/** /canvasCompon (标签与 GPSR 模板), its own chunk; the pdfme designer is a further chunk inside it. */
export const LabelsPage = lazy(() => import('./labels-page'));
/** The delivery centre's 打印标签 (no pdfme: it downloads the server's PDF). */
export { ShipOrderLabelsButton, type TShipOrderRef } from './ship-order-labels';
