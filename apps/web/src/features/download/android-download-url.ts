export const BACKEND_ANDROID_DOWNLOAD = '/api/order/downloadAPPAndroid';

/**
 * Spec §2 /downloadAndroidPage: Huawei and Xiaomi phones go to their app store (which installs
 * with the store's checks); everyone else downloads the APK from the backend.
 */
export const androidDownloadUrl = (ua: string, pkg: string): string => {
  if (/huawei|honor|harmonyos/i.test(ua)) {
    return `appmarket://details?id=${pkg}`;
  }
  if (/xiaomi|redmi|miui|\bmi\s/i.test(ua)) {
    return `mimarket://details?id=${pkg}`;
  }
  return BACKEND_ANDROID_DOWNLOAD;
};
