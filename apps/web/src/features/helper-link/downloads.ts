import type { TDownloadKind } from './helper-link-store';

/** Where the product host serves the installers (spec data-and-tools §7: downloads from the product host). */
export const downloadUrl = (kind: TDownloadKind, userAgent = navigator.userAgent): string => {
  if (kind === 'plugin') {
    return '/downloads/ksa-extension.zip';
  }
  if (/Windows/i.test(userAgent)) {
    return '/downloads/ksa-helper-win32-x64.exe';
  }
  if (/Mac OS X|Macintosh/i.test(userAgent)) {
    return /ARM|Apple/i.test(userAgent) ? '/downloads/ksa-helper-darwin-arm64' : '/downloads/ksa-helper-darwin-x64';
  }
  return '/downloads/ksa-helper-linux-x64';
};

/** Seconds before the download modal starts the download by itself (data-and-tools §2). */
export const DOWNLOAD_COUNTDOWN_S = 5;
