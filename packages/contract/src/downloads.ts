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

/**
 * The state of the build that fills DOWNLOADS_DIR (build-status.json, written by scripts/build-downloads.mjs):
 * `npm start` runs it in the background on a fresh clone, so a download button can say the file is being
 * prepared and enable itself once it is there. idle: no build recorded, or its process is gone.
 */
export const DownloadBuildStates = ['idle', 'building', 'done', 'failed'] as const;
export const ZDownloadBuildSchema = z.object({
  state: z.enum(DownloadBuildStates),
  /** What it is doing: plugin, helper-bundle, helper-blob, helper-inject (null when not building). */
  step: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TDownloadBuild = z.infer<typeof ZDownloadBuildSchema>;

/**
 * The oldest desktop helper this server works with (HELPER_MIN_VERSION overrides it). A helper that reports an
 * older version over its websocket gets the reinstall prompt (spec data-and-tools §8: 'message asking users to
 * reinstall the desktop software'). Raise it with the helper's version when the web starts relying on a new
 * helper call.
 */
export const HELPER_MIN_VERSION = '0.1.0';
export const ZHelperRequirementSchema = z.object({ minVersion: z.string() });
export type THelperRequirement = z.infer<typeof ZHelperRequirementSchema>;

/**
 * Compares dotted versions ('0.10.2' > '0.9.0'); a pre-release ('1.0.0-rc.1') is below its release. Returns
 * a negative number, 0 or a positive number as sort comparators do.
 */
export const compareVersions = (a: string, b: string): number => {
  const split = (v: string) => {
    const [core = '', pre] = v.trim().replace(/^v/, '').split('-', 2);
    return { nums: core.split('.').map((n) => Number.parseInt(n, 10) || 0), pre: pre ?? null };
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.max(x.nums.length, y.nums.length); i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d !== 0) {
      return d;
    }
  }
  if (x.pre === y.pre) {
    return 0;
  }
  return x.pre === null ? 1 : y.pre === null ? -1 : x.pre.localeCompare(y.pre);
};

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
  downloadBuild: {
    method: 'GET',
    path: '/api/downloads/build',
    access: 'public',
    write: false,
    tag: 'downloads',
    summary:
      '安装包构建状态：idle（无构建或构建进程已结束）、building（正在生成，step 为当前步骤）、done、failed；首次 npm start 时在后台构建缺少的安装包',
  },
  helperRequirement: {
    method: 'GET',
    path: '/api/downloads/helperRequirement',
    access: 'public',
    write: false,
    tag: 'downloads',
    summary:
      '本服务器要求的桌面助手最低版本（HELPER_MIN_VERSION）；桌面助手经本地 websocket 报告的版本低于它时，网页提示重新安装',
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
