import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { listNotices, requireNotice } from './notices.service.js';

/** Public news, announcements and articles (spec §7); visitors and the mobile site read them without a token. */
export const registerNoticeRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.noticeList, async (req) => ({
    data: await listNotices(deps, req.body),
  }));
  apiRoute(app, ApiRoutes.noticeDetail, async (req) => ({
    data: await requireNotice(deps, req.params.noticeId),
  }));
};
