import { ApiRoutes, ZSelectionFiltersSchema, ZSelectionListRequestSchema } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import {
  collectListing,
  exportSelection,
  listCategories,
  listSearches,
  listSelection,
  removeSearch,
  saveSearch,
} from './selection.service.js';

/** /selectionToolNew: ranked best-sellers, saved searches, 加入采集箱, export (permission in the contract). */
export const registerSelectionRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.selectionList, async (req) => ({
    data: await listSelection(deps, req.body ?? ZSelectionListRequestSchema.parse({})),
  }));
  apiRoute(app, ApiRoutes.selectionExport, async (req) => ({
    data: await exportSelection(deps, req.body ?? ZSelectionFiltersSchema.parse({})),
  }));
  apiRoute(app, ApiRoutes.selectionCategories, async () => ({
    data: await listCategories(deps),
  }));
  apiRoute(app, ApiRoutes.selectionSearchList, async (req) => ({
    data: await listSearches(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.selectionSearchSave, async (req) => ({
    data: await saveSearch(deps, requireAuth(req), req.body),
    msg: '保存成功',
  }));
  apiRoute(app, ApiRoutes.selectionSearchDelete, async (req) => {
    await removeSearch(deps, requireAuth(req), req.body.id);
    return { data: null, msg: '删除成功' };
  });
  apiRoute(app, ApiRoutes.selectionCollect, async (req) => ({
    data: await collectListing(deps, requireAuth(req), req.body.platform, req.body.goodsId),
    msg: '已加入采集箱',
  }));
};
