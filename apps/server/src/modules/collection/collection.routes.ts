import { ApiRoutes, DEVICE_TOKEN_HEADER } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { collectFromLink } from './collect-link.service.js';
import { collectProduct, listCollection } from './collection.service.js';

/** The plugin's '采集' and the collection box. */
export const registerCollectionRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.collectSave, async (req) => {
    const h = req.headers[DEVICE_TOKEN_HEADER];
    return { data: await collectProduct(deps, Array.isArray(h) ? h[0] : h, req.body), msg: '采集成功' };
  });
  apiRoute(app, ApiRoutes.collectList, async (req) => ({
    data: await listCollection(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.collectFromLink, async (req) => ({
    data: await collectFromLink(deps, requireAuth(req), req.body.url),
    msg: '采集成功',
  }));
};
