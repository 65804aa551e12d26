import {
  ApiRoutes,
  ZImageTranslateResult,
  ZImageTranslateResultBody,
  ZImageTranslateSubmitBody,
  ZImageTranslateTask,
  ZPdfSource,
  ZPdfSourceLanguage,
  ZPdfTranslateBody,
  ZPdfTranslateResult,
  ZTranslateTextBody,
  ZTranslateTextResult,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { pdfSourceLanguage, pdfTranslationResult, submitPdfTranslation } from './pdf-translation.service.js';
import { imageTranslationResult, submitImageTranslation, translateTexts } from './translation.service.js';

/** Translation for AI listing (needs pageAiProducts, checked from the route definitions). */
export const registerTranslationRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.translateText, { body: ZTranslateTextBody, data: ZTranslateTextResult }, async (req) => ({
    data: await translateTexts(deps, req.body),
  }));
  apiRoute(
    app,
    ApiRoutes.translateImageSubmit,
    { body: ZImageTranslateSubmitBody, data: ZImageTranslateTask },
    async (req) => ({ data: await submitImageTranslation(deps, requireAuth(req), req.body) }),
  );
  apiRoute(
    app,
    ApiRoutes.translateImageResult,
    { body: ZImageTranslateResultBody, data: ZImageTranslateResult },
    async (req) => ({
      data: await imageTranslationResult(deps, requireAuth(req), req.body.taskId, `${req.protocol}://${req.host}`),
    }),
  );
  apiRoute(app, ApiRoutes.translatePdfSourceLanguage, { body: ZPdfSource, data: ZPdfSourceLanguage }, async (req) => ({
    data: await pdfSourceLanguage(deps, req.body),
  }));
  apiRoute(app, ApiRoutes.translatePdf, { body: ZPdfTranslateBody, data: ZImageTranslateTask }, async (req) => ({
    data: await submitPdfTranslation(deps, requireAuth(req), req.body, `${req.protocol}://${req.host}`),
  }));
  apiRoute(
    app,
    ApiRoutes.translatePdfResult,
    { body: ZImageTranslateResultBody, data: ZPdfTranslateResult },
    async (req) => ({
      data: await pdfTranslationResult(deps, requireAuth(req), req.body.taskId, `${req.protocol}://${req.host}`),
    }),
  );
};
