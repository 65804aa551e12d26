import { lazy } from 'react';

/** /deliveryCenter (物流助手), its own chunk. */
export const DeliveryPage = lazy(() => import('./delivery-page'));
export { pickingListHtml } from './picking-list';
