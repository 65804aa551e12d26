import { ApiRoutes, DEVICE_TOKEN_HEADER } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { dashRegistrars, type TDashRegistry } from '../dashboard/registrars.js';
import { pluginTraffic, reportShopTraffic } from './shop-traffic.service.js';

/** The plugin's seller-centre traffic: its report (device token) and the /home figures (in the dashboard batch). */
export const registerShopTrafficRoutes = (app: FastifyInstance, deps: TDeps, registry: TDashRegistry) => {
  apiRoute(app, ApiRoutes.reportShopTraffic, async (req) => {
    const h = req.headers[DEVICE_TOKEN_HEADER];
    return { data: await reportShopTraffic(deps, Array.isArray(h) ? h[0] : h, req.body), msg: '上报成功' };
  });
  const { range } = dashRegistrars(app, deps, 'temu', registry);
  range(ApiRoutes.pluginTraffic, (ids, q) => pluginTraffic(deps, ids, q.startTime, q.endTime));
};
