/**
 * `@ksa/contract/public`: what the landing page's light bundle needs (route paths and business constants),
 * free of zod, so /index's first load does not carry the whole contract. Types come from the full entry.
 */
export { Languages, Limits, type TLanguage } from './limits.js';
export { NoticeRoutes, SiteConfigRoutes } from './public-routes.js';
