import {
  ApiRoutes,
  ZAiAddImagesBody,
  ZAiDraft,
  ZAiDraftCreateBody,
  ZAiDraftId,
  ZAiDraftList,
  ZAiDraftListBody,
  ZAiDraftUpdateBody,
  ZAiImageStorage,
  ZAiMarginRule,
  ZAiPublishBody,
  ZAiPublishProgress,
  ZAiPublishProgressBody,
  ZAiPublishStarted,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { generateDraft, translateDraftImages } from './ai-generate.service.js';
import { addDraftImages, imageStorageTarget } from './ai-images.service.js';
import {
  createDraft,
  deleteDraft,
  getDraft,
  listDrafts,
  setMarginRule,
  shownMarginRule,
  updateDraft,
} from './ai-products.service.js';
import { publishProgress, startPublish } from './ai-publish.service.js';

const ZGenerateBody = ZAiDraftId.extend({ lang: ZAiDraft.shape.lang.optional() });

/** AI listing (智能翻译上品): pageAiProducts is checked from each route's definition. */
export const registerAiProductRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.aiDraftList, { body: ZAiDraftListBody, data: ZAiDraftList }, async (req) => ({
    data: await listDrafts(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.aiDraftGet, { body: ZAiDraftId, data: ZAiDraft }, async (req) => ({
    data: await getDraft(deps, requireAuth(req), req.body.id),
  }));
  apiRoute(app, ApiRoutes.aiDraftCreate, { body: ZAiDraftCreateBody, data: ZAiDraft }, async (req) => ({
    data: await createDraft(deps, requireAuth(req), req.body),
    msg: '添加成功',
  }));
  apiRoute(app, ApiRoutes.aiDraftUpdate, { body: ZAiDraftUpdateBody, data: ZAiDraft }, async (req) => ({
    data: await updateDraft(deps, requireAuth(req), req.body),
    msg: '操作成功',
  }));
  apiRoute(app, ApiRoutes.aiDraftDelete, { body: ZAiDraftId, data: z.null() }, async (req) => ({
    data: await deleteDraft(deps, requireAuth(req), req.body.id),
    msg: '删除成功',
  }));
  apiRoute(app, ApiRoutes.aiDraftGenerate, { body: ZGenerateBody, data: ZAiDraft }, async (req) => ({
    data: await generateDraft(deps, requireAuth(req), req.body.id, req.body.lang),
  }));
  apiRoute(app, ApiRoutes.aiDraftTranslateImages, { body: ZAiDraftId, data: ZAiDraft }, async (req) => ({
    data: await translateDraftImages(deps, requireAuth(req), req.body.id, `${req.protocol}://${req.host}`),
  }));
  apiRoute(app, ApiRoutes.aiDraftAddImages, { body: ZAiAddImagesBody, data: ZAiDraft }, async (req) => ({
    data: await addDraftImages(deps, requireAuth(req), req.body),
    msg: '添加成功',
  }));
  apiRoute(app, ApiRoutes.aiImageStorage, { data: ZAiImageStorage }, async (req) => {
    requireAuth(req);
    return { data: imageStorageTarget(deps) };
  });
  apiRoute(app, ApiRoutes.aiPublish, { body: ZAiPublishBody, data: ZAiPublishStarted }, async (req) => ({
    data: await startPublish(deps, requireAuth(req), req.body),
  }));
  apiRoute(
    app,
    ApiRoutes.aiPublishProgress,
    { body: ZAiPublishProgressBody, data: ZAiPublishProgress },
    async (req) => ({
      data: publishProgress(requireAuth(req), req.body.batchId),
    }),
  );
  apiRoute(app, ApiRoutes.aiMarginRuleGet, { data: ZAiMarginRule }, async (req) => ({
    data: await shownMarginRule(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.aiMarginRuleSet, { body: ZAiMarginRule, data: ZAiMarginRule }, async (req) => ({
    data: await setMarginRule(deps, requireAuth(req), req.body),
    msg: '操作成功',
  }));
};
