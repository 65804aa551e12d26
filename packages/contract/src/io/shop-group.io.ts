import { z } from 'zod';
import type { TRouteIo } from '../route-def.js';
import {
  ZCreateGroupRequestSchema,
  ZRemoveGroupsRequestSchema,
  ZRenameGroupRequestSchema,
  ZSetGroupShopsRequestSchema,
  ZShopGroupSchema,
} from '../shop-groups.js';

/** What each of ShopGroupRoutes takes and answers (see TRouteIo). */
export const ShopGroupIo = {
  groupList: { data: z.array(ZShopGroupSchema) },
  groupCreate: { body: ZCreateGroupRequestSchema, data: z.object({ groupId: z.number() }) },
  groupRename: { body: ZRenameGroupRequestSchema, data: z.object({ changed: z.boolean() }) },
  groupSetShops: { body: ZSetGroupShopsRequestSchema, data: z.object({ changed: z.boolean() }) },
  groupRemove: { body: ZRemoveGroupsRequestSchema, data: z.null() },
} as const satisfies Record<string, TRouteIo>;
