import { ZHealthSchema, ZRealtimeTokenSchema } from '../auth.js';
import type { TRouteIo } from '../route-def.js';

/** What each of SystemRoutes takes and answers (see TRouteIo). */
export const SystemIo = {
  health: { data: ZHealthSchema },
  realtimeToken: { data: ZRealtimeTokenSchema },
} as const satisfies Record<string, TRouteIo>;
