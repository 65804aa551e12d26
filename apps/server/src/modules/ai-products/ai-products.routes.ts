import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
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

/** AI listing (智能翻译上品): pageAiProducts is checked from each route's definition. */
export const registerAiProductRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.aiDraftList, async (req) => ({
    data: await listDrafts(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.aiDraftGet, async (req) => ({
    data: await getDraft(deps, requireAuth(req), req.body.id),
  }));
  apiRoute(app, ApiRoutes.aiDraftCreate, async (req) => ({
    data: await createDraft(deps, requireAuth(req), req.body),
    msg: '添加成功',
  }));
  apiRoute(app, ApiRoutes.aiDraftUpdate, async (req) => ({
    data: await updateDraft(deps, requireAuth(req), req.body),
    msg: '操作成功',
  }));
  apiRoute(app, ApiRoutes.aiDraftDelete, async (req) => ({
    data: await deleteDraft(deps, requireAuth(req), req.body.id),
    msg: '删除成功',
  }));
  apiRoute(app, ApiRoutes.aiDraftGenerate, async (req) => ({
    data: await generateDraft(deps, requireAuth(req), req.body.id, req.body.lang),
  }));
  apiRoute(app, ApiRoutes.aiDraftTranslateImages, async (req) => ({
    data: await translateDraftImages(deps, requireAuth(req), req.body.id, `${req.protocol}://${req.host}`),
  }));
  apiRoute(app, ApiRoutes.aiDraftAddImages, async (req) => ({
    data: await addDraftImages(deps, requireAuth(req), req.body),
    msg: '添加成功',
  }));
  apiRoute(app, ApiRoutes.aiImageStorage, async (req) => {
    requireAuth(req);
    return { data: imageStorageTarget(deps) };
  });
  apiRoute(app, ApiRoutes.aiPublish, async (req) => ({
    data: await startPublish(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.aiPublishProgress, async (req) => ({
    data: publishProgress(requireAuth(req), req.body.batchId),
  }));
  apiRoute(app, ApiRoutes.aiMarginRuleGet, async (req) => ({
    data: await shownMarginRule(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.aiMarginRuleSet, async (req) => ({
    data: await setMarginRule(deps, requireAuth(req), req.body),
    msg: '操作成功',
  }));
};
