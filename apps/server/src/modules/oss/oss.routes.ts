import multipart from '@fastify/multipart';
import { ApiRoutes, OSS_MAX_BYTES } from '@ksa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoute, rawRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { readStoredFile, saveUpload, takeUploadSlot } from './oss.service.js';

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The one file of a multipart/form-data body (field 'file'), or null; too large is its own error. */
const readFilePart = async (req: FastifyRequest): Promise<Buffer | null> => {
  if (!req.isMultipart()) {
    return null;
  }
  try {
    const part = await req.file();
    return part && part.fieldname === 'file' ? await part.toBuffer() : null;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('OSS_FILE_TOO_LARGE', { mb: OSS_MAX_BYTES / 1024 / 1024 });
    }
    throw err;
  }
};

/** POST /oss/upload (our own files) and GET /oss/files/:key. */
export const registerOssRoutes = (app: FastifyInstance, deps: TDeps) => {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: OSS_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    apiRoute(scope, ApiRoutes.ossUpload, async (req) => {
      const auth = requireAuth(req);
      // The rate is spent before the body is read, so a flood is refused before its bytes are taken in.
      await takeUploadSlot(deps, auth);
      return { data: await saveUpload(deps, auth, await readFilePart(req), originOf(req)) };
    });
  });
  rawRoute(app, ApiRoutes.ossFile, async (req, reply) => {
    const file = await readStoredFile(deps, (req.params as { key: string }).key);
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
};
