import { z } from 'zod';
import {
  ZAiAddImagesBody,
  ZAiDraft,
  ZAiDraftCreateBody,
  ZAiDraftId,
  ZAiDraftList,
  ZAiDraftListBody,
  ZAiDraftUpdateBody,
  ZAiGenerateRequestSchema,
  ZAiImageStorage,
  ZAiMarginRule,
  ZAiPublishBody,
  ZAiPublishProgress,
  ZAiPublishProgressBody,
  ZAiPublishStarted,
} from '../ai-products.js';
import type { TRouteIo } from '../route-def.js';

/** What each of AiProductRoutes takes and answers (see TRouteIo). */
export const AiProductIo = {
  aiDraftList: { body: ZAiDraftListBody, data: ZAiDraftList },
  aiDraftGet: { body: ZAiDraftId, data: ZAiDraft },
  aiDraftCreate: { body: ZAiDraftCreateBody, data: ZAiDraft },
  aiDraftUpdate: { body: ZAiDraftUpdateBody, data: ZAiDraft },
  aiDraftDelete: { body: ZAiDraftId, data: z.null() },
  aiDraftGenerate: { body: ZAiGenerateRequestSchema, data: ZAiDraft },
  aiDraftAddImages: { body: ZAiAddImagesBody, data: ZAiDraft },
  aiImageStorage: { data: ZAiImageStorage },
  aiDraftTranslateImages: { body: ZAiDraftId, data: ZAiDraft },
  aiPublish: { body: ZAiPublishBody, data: ZAiPublishStarted },
  aiPublishProgress: { body: ZAiPublishProgressBody, data: ZAiPublishProgress },
  aiMarginRuleGet: { data: ZAiMarginRule },
  aiMarginRuleSet: { body: ZAiMarginRule, data: ZAiMarginRule },
} as const satisfies Record<string, TRouteIo>;
