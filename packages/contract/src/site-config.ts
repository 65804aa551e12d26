import { z } from 'zod';
import type { TRouteDef } from './route-def.js';

/** The operator's facts the public pages show: set per deployment on the server, never in code. */
export const SiteConfigRoutes = {
  siteConfig: {
    method: 'GET',
    path: '/api/site/config',
    access: 'public',
    write: false,
    tag: 'site',
    summary:
      '站点信息：运营主体、ICP 备案号、营业执照、联系方式（页脚、法律文本、联系我们页使用），以及安卓 APP 是否已发布',
  },
} as const satisfies Record<string, TRouteDef>;

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
});
export type TSiteConfig = z.infer<typeof ZSiteConfigSchema>;
