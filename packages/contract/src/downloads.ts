import { z } from 'zod';
import type { TRouteDef } from './route-def.js';

/**
 * The installers the product host serves (spec data-and-tools §2, §7; issue 16): the desktop helper as one
 * executable per OS and CPU, and the browser plugin as a zip. Their names are fixed, so a link stays valid across
 * versions; the version, size and checksum come from the list call.
 */
export const HelperTargets = [
  { os: 'win32', arch: 'x64' },
  { os: 'win32', arch: 'arm64' },
  { os: 'darwin', arch: 'arm64' },
  { os: 'darwin', arch: 'x64' },
  { os: 'linux', arch: 'x64' },
  { os: 'linux', arch: 'arm64' },
] as const;
export type THelperOs = (typeof HelperTargets)[number]['os'];
export type THelperArch = (typeof HelperTargets)[number]['arch'];

export const helperFileName = (os: THelperOs, arch: THelperArch) =>
  `ksa-helper-${os}-${arch}${os === 'win32' ? '.exe' : ''}`;
export const PLUGIN_FILE_NAME = 'ksa-extension.zip';
/** Every file name the download route may serve; anything else is a 404 without touching the disk. */
export const DownloadFileNames: readonly string[] = [
  ...HelperTargets.map((t) => helperFileName(t.os, t.arch)),
  PLUGIN_FILE_NAME,
];
/** Where the files are served (GET /downloads/<name>). */
export const downloadPath = (file: string) => `/downloads/${file}`;

export const ZDownloadFileSchema = z.object({
  file: z.string(),
  kind: z.enum(['helper', 'plugin']),
  /** The helper's OS and CPU (null for the plugin, which runs in any Chromium browser). */
  os: z.enum(['win32', 'darwin', 'linux']).nullable(),
  arch: z.enum(['x64', 'arm64']).nullable(),
  /** From the build's downloads.json; null for a file put there by hand. */
  version: z.string().nullable(),
  size: z.number().int(),
  sha256: z.string().nullable(),
  updatedAt: z.string(),
});
export type TDownloadFile = z.infer<typeof ZDownloadFileSchema>;
export const ZDownloadListSchema = z.array(ZDownloadFileSchema);

/** downloads.json, written next to the files by scripts/build-downloads.mjs. */
export type TDownloadsManifest = {
  files: Record<string, { version: string; sha256: string; builtAt: string }>;
};

/** The app downloads of spec §7: the Android package, or where it is published; the helper and plugin files. */
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
  downloadList: {
    method: 'GET',
    path: '/api/downloads/list',
    access: 'public',
    write: false,
    tag: 'downloads',
    summary:
      '可下载的桌面助手（各系统）与浏览器插件：文件名、版本、大小、SHA-256、更新时间（只列出 DOWNLOADS_DIR 中确实存在的文件）',
  },
  downloadFile: {
    method: 'GET',
    path: '/downloads/:file',
    access: 'public',
    write: false,
    tag: 'downloads',
    summary:
      '下载桌面助手或浏览器插件文件（附件，带长度、ETag/Last-Modified，可断点续传）；文件不存在时 404 "该安装包暂未提供下载"',
  },
} as const satisfies Record<string, TRouteDef>;
