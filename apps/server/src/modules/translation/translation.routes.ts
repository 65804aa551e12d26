import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { pdfSourceLanguage, pdfTranslationResult, submitPdfTranslation } from './pdf-translation.service.js';
import { imageTranslationResult, submitImageTranslation, translateTexts } from './translation.service.js';

/** Translation for AI listing (needs pageAiProducts, checked from the route definitions). */
export const registerTranslationRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.translateText, async (req) => ({
    data: await translateTexts(deps, req.body),
  }));
  apiRoute(app, ApiRoutes.translateImageSubmit, async (req) => ({
    data: await submitImageTranslation(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.translateImageResult, async (req) => ({
    data: await imageTranslationResult(deps, requireAuth(req), req.body.taskId, `${req.protocol}://${req.host}`),
  }));
  apiRoute(app, ApiRoutes.translatePdfSourceLanguage, async (req) => ({
    data: await pdfSourceLanguage(deps, req.body),
  }));
  apiRoute(app, ApiRoutes.translatePdf, async (req) => ({
    data: await submitPdfTranslation(deps, requireAuth(req), req.body, `${req.protocol}://${req.host}`),
  }));
  apiRoute(app, ApiRoutes.translatePdfResult, async (req) => ({
    data: await pdfTranslationResult(deps, requireAuth(req), req.body.taskId, `${req.protocol}://${req.host}`),
  }));
};
