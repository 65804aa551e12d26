import { z } from 'zod';
import {
  DeviceIdBody,
  RegisterDeviceBody,
  TemuCredBody,
  TemuCredQuery,
  ZDeviceRowSchema,
  ZTemuCredSchema,
} from '../devices.js';
import type { TRouteIo } from '../route-def.js';

/** What each of DeviceRoutes takes and answers (see TRouteIo). */
export const DeviceIo = {
  registerDevice: { body: RegisterDeviceBody, data: z.object({ deviceId: z.number(), token: z.string() }) },
  listDevices: { data: z.array(ZDeviceRowSchema) },
  deviceHeartbeat: { data: z.object({ deviceId: z.number() }) },
  revokeDevice: { body: DeviceIdBody, data: z.null() },
  temuCredByShopId: { body: TemuCredBody, query: TemuCredQuery, data: ZTemuCredSchema },
  temuCredByShopIdAgent: { body: TemuCredBody, query: TemuCredQuery, data: ZTemuCredSchema },
  collectSave: { body: z.unknown(), data: z.object({ id: z.number() }) },
  collectList: { data: z.array(z.any()) },
  bossHasDevice: { data: z.boolean() },
  bossHasDeviceOrder: { data: z.boolean() },
} as const satisfies Record<string, TRouteIo>;
