import type { TRouteIo } from '../route-def.js';
import { ZSiteConfigSchema } from '../site-config.js';

/** What each of SiteConfigRoutes takes and answers (see TRouteIo). */
export const SiteConfigIo = {
  siteConfig: { data: ZSiteConfigSchema },
} as const satisfies Record<string, TRouteIo>;
