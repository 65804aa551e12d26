import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { ApiRoutes, ResultCode, ZDownloadListSchema } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { errorEnvelope } from '../../lib/error-envelope.js';
import { sendFileDownload } from '../../lib/file-reply.js';
import { apiRoute, rawRoute } from '../../plugins/api-route.js';
import { getDownload, listDownloads } from './downloads.service.js';

/** The configured APK, if the file is really there (a missing file is a config error, logged). */
const apkFile = async (deps: TDeps) => {
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
 * GET /api/order/downloadAPPAndroid: the APK file, a redirect to where it is published, or a clear 404.
 * GET /api/downloads/list and /downloads/<name>: the helper executables and the plugin zip from DOWNLOADS_DIR.
 */
export const registerDownloadRoutes = (app: FastifyInstance, deps: TDeps) => {
  rawRoute(app, ApiRoutes.downloadAppAndroid, async (req, reply) => {
    const apk = await apkFile(deps);
    if (apk) {
      return sendFileDownload(req, reply, { ...apk, contentType: 'application/vnd.android.package-archive' });
    }
    if (deps.config.androidApk.url) {
      return reply.redirect(deps.config.androidApk.url, 302);
    }
    // The spec's envelope code for this call is 1; the id says what happened.
    return reply.status(404).send({ ...errorEnvelope('APP_NOT_RELEASED'), code: ResultCode.error });
  });
  apiRoute(app, ApiRoutes.downloadList, { data: ZDownloadListSchema }, async () => ({
    data: await listDownloads(deps),
  }));
  rawRoute(app, ApiRoutes.downloadFile, async (req, reply) => {
    const file = await getDownload(deps, (req.params as { file: string }).file);
    if (!file) {
      return reply.status(404).send(errorEnvelope('DOWNLOAD_NOT_FOUND'));
    }
    return sendFileDownload(req, reply, file);
  });
};
