import {
  ApiRoutes,
  downloadPath,
  helperFileName,
  PLUGIN_FILE_NAME,
  type TDownloadFile,
  type THelperArch,
  type THelperOs,
} from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import type { TDownloadKind } from './helper-link-store';

/**
 * The helper build this browser's machine needs, read from the user agent (x64 unless it says ARM). Macs get the
 * arm64 build: browsers write 'Intel Mac OS X' on Apple silicon too, so the agent cannot tell; Intel Macs pick
 * the x64 file from the list on the help page.
 */
export const helperTargetOf = (userAgent: string): { os: THelperOs; arch: THelperArch } => {
  if (/Windows/i.test(userAgent)) {
    return { os: 'win32', arch: /ARM64/i.test(userAgent) ? 'arm64' : 'x64' };
  }
  if (/Mac OS X|Macintosh/i.test(userAgent)) {
    return { os: 'darwin', arch: 'arm64' };
  }
  return { os: 'linux', arch: /aarch64|arm64/i.test(userAgent) ? 'arm64' : 'x64' };
};

/** The file a download of `kind` means on this machine. */
export const downloadFileFor = (kind: TDownloadKind, userAgent = navigator.userAgent): string => {
  if (kind === 'plugin') {
    return PLUGIN_FILE_NAME;
  }
  const { os, arch } = helperTargetOf(userAgent);
  return helperFileName(os, arch);
};

/** Where the product host serves it (spec data-and-tools §7: downloads from the product host). */
export const downloadUrl = (kind: TDownloadKind, userAgent = navigator.userAgent): string =>
  downloadPath(downloadFileFor(kind, userAgent));

/** Seconds before the download modal starts the download by itself (data-and-tools §2). */
export const DOWNLOAD_COUNTDOWN_S = 5;

/** While a download button waits for its file (the first start's build), the list is asked again this often. */
export const DOWNLOAD_POLL_MS = 5_000;

/**
 * What the server has to download now, with versions and sizes. With `awaited`, the list is asked again every
 * few seconds until this system's file of that kind is in it.
 */
export const useDownloadsQuery = (awaited?: TDownloadKind) =>
  useQuery({
    queryKey: ['downloads'],
    queryFn: () => apiCall(ApiRoutes.downloadList, undefined, { silent: true }),
    staleTime: 5 * 60_000,
    refetchInterval: (q) => (awaited && q.state.data && !offeredFile(q.state.data, awaited) ? DOWNLOAD_POLL_MS : false),
  });

/** Whether the installers are being built (npm start builds missing ones in the background). */
export const useDownloadBuildQuery = (enabled: boolean) =>
  useQuery({
    queryKey: ['downloads', 'build'],
    queryFn: () => apiCall(ApiRoutes.downloadBuild, undefined, { silent: true }),
    enabled,
    refetchInterval: enabled ? DOWNLOAD_POLL_MS : false,
  });

/** The listed file a download of `kind` means here, or null when the server does not offer it (yet). */
export const offeredFile = (files: TDownloadFile[] | undefined, kind: TDownloadKind, userAgent = navigator.userAgent) =>
  files?.find((f) => f.file === downloadFileFor(kind, userAgent)) ?? null;
