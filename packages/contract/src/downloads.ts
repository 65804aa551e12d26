import type { TRouteDef } from './route-def.js';

/** The app downloads of spec §7: the Android package, or where it is published. */
export const DownloadRoutes = {
  downloadAppAndroid: {
    method: 'GET',
    path: '/api/order/downloadAPPAndroid',
    access: 'public',
    write: false,
    tag: 'downloads',
    summary:
      '下载安卓 APP：返回 ANDROID_APK_FILE 配置的 APK 文件，或重定向到 ANDROID_APK_URL；都未配置时返回 404 和"安卓 APP 尚未发布"',
  },
} as const satisfies Record<string, TRouteDef>;
