import { stat } from 'node:fs/promises';
import type { TDeps } from '../../deps.js';

/** The configured APK, if the file is really there (a missing file is a config error, logged). */
export const findApkFile = async (deps: TDeps) => {
  const file = deps.config.androidApk.file;
  if (!file) {
    return null;
  }
  const s = await stat(file).catch(() => null);
  if (!s?.isFile()) {
    deps.log.warn({ file }, 'ANDROID_APK_FILE is set but missing');
    return null;
  }
  return { file, size: s.size };
};

/**
 * Whether a native Android app is published (an APK file that exists, or a URL). Without one the download
 * pages point at the installable shipper web app (/m/) instead.
 */
export const hasAndroidApp = async (deps: TDeps) =>
  Boolean(deps.config.androidApk.url) || (await findApkFile(deps)) !== null;
