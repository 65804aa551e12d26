import { describe, expect, it } from 'vitest';
import { androidDownloadUrl, BACKEND_ANDROID_DOWNLOAD } from './android-download-url';

describe('androidDownloadUrl', () => {
  it('sends Huawei and Honor phones to AppGallery', () => {
    expect(androidDownloadUrl('Mozilla/5.0 (Linux; Android 12; HUAWEI P50)', 'p')).toBe('appmarket://details?id=p');
    expect(androidDownloadUrl('Mozilla/5.0 (Linux; Android 13; HONOR 90)', 'p')).toBe('appmarket://details?id=p');
  });
  it('sends Xiaomi and Redmi phones to the Xiaomi store', () => {
    expect(androidDownloadUrl('Mozilla/5.0 (Linux; Android 14; Redmi Note 13) XiaoMi/MiuiBrowser', 'p')).toBe(
      'mimarket://details?id=p',
    );
  });
  it('downloads the APK from the backend everywhere else', () => {
    expect(androidDownloadUrl('Mozilla/5.0 (Linux; Android 14; SM-S918B)', 'p')).toBe(BACKEND_ANDROID_DOWNLOAD);
  });
});
