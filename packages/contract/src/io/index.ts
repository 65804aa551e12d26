import type { CatalogueRoutes } from '../catalogue.js';
import type { TRouteIo } from '../route-def.js';
import { AccountDeletionIo } from './account-deletion.io.js';
import { AdminIo } from './admin.io.js';
import { AiProductIo } from './ai-product.io.js';
import { AuthIo } from './auth.io.js';
import { BillingIo } from './billing.io.js';
import { DashboardIo } from './dashboard.io.js';
import { DeliveryIo } from './delivery.io.js';
import { DeviceIo } from './device.io.js';
import { DownloadIo } from './download.io.js';
import { LabelIo } from './label.io.js';
import { ListingToolIo } from './listing-tool.io.js';
import { MarketplaceIo } from './marketplace.io.js';
import { NoticeIo } from './notice.io.js';
import { ProductIo } from './product.io.js';
import { SelectionIo } from './selection.io.js';
import { SheinDashboardIo } from './shein-dashboard.io.js';
import { ShopIo } from './shop.io.js';
import { ShopGroupIo } from './shop-group.io.js';
import { ShopTabIo } from './shop-tab.io.js';
import { ShopTrafficIo } from './shop-traffic.io.js';
import { SiteConfigIo } from './site-config.io.js';
import { StaffIo } from './staff.io.js';
import { SystemIo } from './system.io.js';

/**
 * Every catalogue route's request and reply schemas, keyed by the catalogue's names: a route without its
 * entry does not compile, so no endpoint goes without schemas. routes.ts attaches each entry as `io`.
 */
export const RouteIo = {
  ...AccountDeletionIo,
  ...AdminIo,
  ...AiProductIo,
  ...AuthIo,
  ...BillingIo,
  ...DashboardIo,
  ...DeliveryIo,
  ...DeviceIo,
  ...DownloadIo,
  ...LabelIo,
  ...ListingToolIo,
  ...MarketplaceIo,
  ...NoticeIo,
  ...ProductIo,
  ...SelectionIo,
  ...SheinDashboardIo,
  ...ShopGroupIo,
  ...ShopTabIo,
  ...ShopTrafficIo,
  ...ShopIo,
  ...SiteConfigIo,
  ...StaffIo,
  ...SystemIo,
} as const satisfies { [K in keyof typeof CatalogueRoutes]: TRouteIo };
