import { ApiRoutes, ResultCode } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { errorEnvelope } from '../../lib/error-envelope.js';
import { sendFileDownload } from '../../lib/file-reply.js';
import { apiRoute, rawRoute } from '../../plugins/api-route.js';
import { downloadBuildState } from './download-build.service.js';
import { findApkFile, getDownload, listDownloads } from './downloads.service.js';

/**
 * GET /api/order/downloadAPPAndroid: the APK file, a redirect to where it is published, or a clear 404.
 * GET /api/downloads/list and /downloads/<name>: the helper executables and the plugin zip from DOWNLOADS_DIR;
 * /api/downloads/build: whether they are being built; /api/downloads/helperRequirement: the oldest helper accepted.
 */
export const registerDownloadRoutes = (app: FastifyInstance, deps: TDeps) => {
  rawRoute(app, ApiRoutes.downloadAppAndroid, async (req, reply) => {
    const apk = await findApkFile(deps);
    if (apk) {
      return sendFileDownload(req, reply, { ...apk, contentType: 'application/vnd.android.package-archive' });
    }
    if (deps.config.androidApk.url) {
      return reply.redirect(deps.config.androidApk.url, 302);
    }
    // The spec's envelope code for this call is 1; the id says what happened.
    return reply.status(404).send({ ...errorEnvelope('APP_NOT_RELEASED'), code: ResultCode.error });
  });
  apiRoute(app, ApiRoutes.downloadList, async () => ({
    data: await listDownloads(deps),
  }));
  apiRoute(app, ApiRoutes.downloadBuild, async () => ({
    data: await downloadBuildState(deps),
  }));
  apiRoute(app, ApiRoutes.helperRequirement, async () => ({
    data: { minVersion: deps.config.helperMinVersion },
  }));
  rawRoute(app, ApiRoutes.downloadFile, async (req, reply) => {
    const file = await getDownload(deps, (req.params as { file: string }).file);
    if (!file) {
      return reply.status(404).send(errorEnvelope('DOWNLOAD_NOT_FOUND'));
    }
    return sendFileDownload(req, reply, file);
  });
};
