import { ApiRoutes, DEVICE_TOKEN_HEADER, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import {
  bossHasDevice,
  heartbeat,
  listDevices,
  registerDevice,
  revokeDevice,
  temuCredForShop,
} from './devices.service.js';

const deviceToken = (req: FastifyRequest) => {
  const h = req.headers[DEVICE_TOKEN_HEADER];
  return Array.isArray(h) ? h[0] : h;
};

/** The desktop helper's and browser plugin's calls (spec §7) and the device list with sign-out. */
export const registerDeviceRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.registerDevice, async (req) => ({
    data: await registerDevice(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.deviceHeartbeat, async (req) => ({
    data: await heartbeat(deps, deviceToken(req)),
  }));
  apiRoute(app, ApiRoutes.listDevices, async (req) => ({
    data: await listDevices(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.revokeDevice, async (req) => {
    await revokeDevice(deps, requireAuth(req), req.body.deviceId);
    return { data: null, msg: SuccessMsg.OPERATION_OK };
  });
  for (const def of [ApiRoutes.bossHasDevice, ApiRoutes.bossHasDeviceOrder]) {
    apiRoute(app, def, async (req) => ({ data: await bossHasDevice(deps, requireAuth(req)) }));
  }
  for (const [def, mode] of [
    [ApiRoutes.temuCredByShopId, 'boss'],
    [ApiRoutes.temuCredByShopIdAgent, 'agent'],
  ] as const) {
    apiRoute(app, def, async (req) => ({
      data: await temuCredForShop(deps, deviceToken(req), req.body.shopId ?? req.query.shopId, mode),
    }));
  }
};
