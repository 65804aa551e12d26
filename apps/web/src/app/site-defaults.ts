/**
 * Site facts that differ per deployment (set at build time through VITE_* variables), so the
 * repo never carries a made-up filing number or store id.
 */
export const SiteDefaults = {
  /** ICP filing number shown in the footer, e.g. "粤ICP备……号". */
  filingNumber: import.meta.env.VITE_ICP_NUMBER ?? '',
  /** The public business-licence page: this site's /license (showing the server's licence facts). */
  licenceUrl: import.meta.env.VITE_LICENCE_URL || '/license',
  /** Android package name, for the Huawei / Xiaomi store deep links. */
  androidPackage: import.meta.env.VITE_ANDROID_PACKAGE ?? 'com.ksa.assistant',
};
