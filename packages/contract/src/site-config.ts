import { z } from 'zod';

export { SiteConfigRoutes } from './public-routes.js';

/** The operator's facts as configured (SITE_* variables). */
export const ZSiteFactsSchema = z.object({
  /** The operating company (运营主体) as registered; empty until the operator sets SITE_COMPANY_NAME. */
  companyName: z.string(),
  /** ICP filing number, e.g. 粤ICP备…号. */
  icpNumber: z.string(),
  /** Where the business licence can be seen (default: the MIIT filing lookup). */
  licenceUrl: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  address: z.string(),
  /** Hours the customer service answers, e.g. 工作日 9:00-18:00. */
  serviceHours: z.string(),
});
export type TSiteFacts = z.infer<typeof ZSiteFactsSchema>;

export const ZSiteConfigSchema = ZSiteFactsSchema.extend({
  /**
   * A native Android app is published (ANDROID_APK_FILE or ANDROID_APK_URL). Without one the app download modal
   * and /downloadAndroidPage point at the installable shipper web app (/m/).
   */
  hasAndroidApp: z.boolean(),
  /** Free days a newly bound shop gets (TRIAL_DAYS): the landing page's pricing says it. */
  trialDays: z.number().int().nonnegative(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfigSchema>;
