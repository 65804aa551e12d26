import { lazy } from 'react';

/** /m/: the warehouse shipper's PWA, its own chunk. */
export const ShipperApp = lazy(() => import('./shipper-app'));
