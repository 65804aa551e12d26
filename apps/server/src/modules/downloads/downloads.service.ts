import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  DownloadFileNames,
  HelperTargets,
  helperFileName,
  PLUGIN_FILE_NAME,
  type TDownloadFile,
  type TDownloadsManifest,
} from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import type { TServedFile } from '../../lib/file-reply.js';

const contentTypeOf = (name: string) =>
  name.endsWith('.zip')
    ? 'application/zip'
    : name.endsWith('.exe')
      ? 'application/vnd.microsoft.portable-executable'
      : 'application/octet-stream';

const manifestOf = async (dir: string): Promise<TDownloadsManifest['files']> => {
  const raw = await readFile(join(dir, 'downloads.json'), 'utf8').catch(() => null);
  try {
    return raw ? ((JSON.parse(raw) as TDownloadsManifest).files ?? {}) : {};
  } catch {
    return {};
  }
};

/** One of the known file names, if it is really in the folder (a name outside the list never reaches the disk). */
export const getDownload = async (deps: TDeps, name: string): Promise<TServedFile | null> => {
  if (!DownloadFileNames.includes(name)) {
    return null;
  }
  const path = join(deps.config.downloadsDir, name);
  const s = await stat(path).catch(() => null);
  if (!s?.isFile()) {
    return null;
  }
  return { path, name, size: s.size, mtime: s.mtime, contentType: contentTypeOf(name) };
};

/** What can be downloaded now: the files present, with the version and checksum the build recorded. */
export const listDownloads = async (deps: TDeps): Promise<TDownloadFile[]> => {
  const manifest = await manifestOf(deps.config.downloadsDir);
  const entries = [
    ...HelperTargets.map((t) => ({ file: helperFileName(t.os, t.arch), kind: 'helper' as const, ...t })),
    { file: PLUGIN_FILE_NAME, kind: 'plugin' as const, os: null, arch: null },
  ];
  const out: TDownloadFile[] = [];
  for (const e of entries) {
    const f = await getDownload(deps, e.file);
    if (f) {
      const m = manifest[e.file];
      out.push({
        ...e,
        version: m?.version ?? null,
        size: f.size,
        sha256: m?.sha256 ?? null,
        updatedAt: (m ? new Date(m.builtAt) : f.mtime).toISOString(),
      });
    }
  }
  return out;
};

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
  return { path: file, name: basename(file), size: s.size, mtime: s.mtime };
};

/**
 * Whether a native Android app is published (an APK file that exists, or a URL). Without one the download
 * pages point at the installable shipper web app (/m/) instead.
 */
export const hasAndroidApp = async (deps: TDeps) =>
  Boolean(deps.config.androidApk.url) || (await findApkFile(deps)) !== null;
