import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { ApiRoutes, Errors, ResultCode } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { rawRoute } from '../../plugins/api-route.js';
import { findApkFile } from './downloads.service.js';

/** GET /api/order/downloadAPPAndroid: the APK file, a redirect to where it is published, or a clear 404. */
export const registerDownloadRoutes = (app: FastifyInstance, deps: TDeps) => {
  rawRoute(app, ApiRoutes.downloadAppAndroid, async (_req, reply) => {
    const apk = await findApkFile(deps);
    if (apk) {
      return reply
        .header('content-type', 'application/vnd.android.package-archive')
        .header('content-length', apk.size)
        .header('content-disposition', `attachment; filename="${basename(apk.file)}"`)
        .header('cache-control', 'no-cache')
        .send(createReadStream(apk.file));
    }
    if (deps.config.androidApk.url) {
      return reply.redirect(deps.config.androidApk.url, 302);
    }
    const err = Errors.APP_NOT_RELEASED;
    return reply.status(err.http).send({ code: ResultCode.error, msg: err.msg, data: null });
  });
};
