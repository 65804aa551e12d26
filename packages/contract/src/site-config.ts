import { z } from 'zod';

export { SiteConfigRoutes } from './public-routes.js';

/** The operator's facts as configured (SITE_* variables). */
export const ZSiteFactsSchema = z.object({
  /** The operating company (运营主体) as registered; empty until the operator sets SITE_COMPANY_NAME. */
  companyName: z.string(),
  /** ICP filing number, e.g. 粤ICP备…号. */
  icpNumber: z.string(),
  /** Where the business licence can be seen (default: /license, the page showing `licence`). */
  licenceUrl: z.string(),
  /** The business licence (营业执照) as registered (SITE_LICENCE_* variables; empty strings until set). */
  licence: z.object({
    /** 统一社会信用代码 */
    creditCode: z.string(),
    /** 法定代表人 */
    legalRepresentative: z.string(),
    /** 注册资本 */
    registeredCapital: z.string(),
    /** 成立日期 */
    establishedOn: z.string(),
    /** 经营范围 */
    businessScope: z.string(),
    /** 登记机关 */
    registrationAuthority: z.string(),
    /** A picture of the licence (an URL), shown on /license when set. */
    imageUrl: z.string(),
  }),
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
