import { z } from 'zod';
import type { TRouteIo } from '../route-def.js';
import {
  ZSelectionCategoriesSchema,
  ZSelectionCollectSchema,
  ZSelectionFiltersSchema,
  ZSelectionIdSchema,
  ZSelectionListRequestSchema,
  ZSelectionListSchema,
  ZSelectionSearchSaveSchema,
  ZSelectionSearchSchema,
} from '../selection.js';

/** What each of SelectionRoutes takes and answers (see TRouteIo). */
export const SelectionIo = {
  selectionList: { body: ZSelectionListRequestSchema, data: ZSelectionListSchema },
  selectionCategories: { data: ZSelectionCategoriesSchema },
  selectionExport: { body: ZSelectionFiltersSchema, data: ZSelectionListSchema },
  selectionSearchList: { data: z.array(ZSelectionSearchSchema) },
  selectionSearchSave: { body: ZSelectionSearchSaveSchema, data: z.object({ id: z.number() }) },
  selectionSearchDelete: { body: ZSelectionIdSchema, data: z.null() },
  selectionCollect: { body: ZSelectionCollectSchema, data: z.object({ id: z.number() }) },
} as const satisfies Record<string, TRouteIo>;
