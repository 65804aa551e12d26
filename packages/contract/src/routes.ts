import { AccountDeletionRoutes } from './account-deletion.js';
import { AdminRoutes } from './admin.routes.js';
import { AiProductRoutes } from './ai-products.routes.js';
import { AuthRoutes } from './auth.routes.js';
import { BillingRoutes } from './billing.routes.js';
import { DashboardRoutes } from './dashboard.routes.js';
import { DeliveryRoutes } from './delivery.js';
import { DeviceRoutes } from './devices.js';
import { DownloadRoutes } from './downloads.js';
import { LabelRoutes } from './labels.routes.js';
import { ListingToolRoutes } from './listing-tools.routes.js';
import { MarketplaceRoutes } from './marketplaces.routes.js';
import { NoticeRoutes } from './notices.js';
import { ProductRoutes } from './products.routes.js';
import type { TRouteDef } from './route-def.js';
import { SelectionRoutes } from './selection.routes.js';
import { SheinDashboardRoutes } from './shein-dashboard.routes.js';
import { ShopGroupRoutes } from './shop-groups.routes.js';
import { ShopTabRoutes } from './shop-tabs.routes.js';
import { ShopTrafficRoutes } from './shop-traffic.js';
import { ShopRoutes } from './shops.routes.js';
import { SiteConfigRoutes } from './site-config.js';
import { StaffRoutes } from './staff.routes.js';
import { SystemRoutes } from './system.routes.js';

export type { TRouteDef } from './route-def.js';

/** The API catalogue: every feature's routes (each in its `<feature>.routes.ts`), joined. */
export const ApiRoutes = {
  ...SystemRoutes,
  ...AuthRoutes,
  ...MarketplaceRoutes,
  ...ShopGroupRoutes,
  ...ShopRoutes,
  ...ShopTabRoutes,
  ...StaffRoutes,
  ...ProductRoutes,
  ...DashboardRoutes,
  ...SheinDashboardRoutes,
  ...DeviceRoutes,
  ...ShopTrafficRoutes,
  ...AccountDeletionRoutes,
  ...SiteConfigRoutes,
  ...DownloadRoutes,
  ...NoticeRoutes,
  ...DeliveryRoutes,
  ...BillingRoutes,
  ...SelectionRoutes,
  ...ListingToolRoutes,
  ...AiProductRoutes,
  ...AdminRoutes,
  ...LabelRoutes,
} as const satisfies Record<string, TRouteDef>;

export type TRouteName = keyof typeof ApiRoutes;

const byKey = new Map<string, TRouteDef>(Object.values(ApiRoutes).map((d) => [`${d.method} ${d.path}`, d]));

/** Looks a route up by method and path (query string ignored). */
export const findRoute = (method: string, url: string): TRouteDef | undefined =>
  byKey.get(`${method.toUpperCase()} ${url.split('?')[0]}`);
