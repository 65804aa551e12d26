import { z } from 'zod';
import {
  ZBoundSchema,
  ZDeleteTemplateQuerySchema,
  ZGpsrIdSchema,
  ZGpsrTemplateListSchema,
  ZLabelBySkuQuerySchema,
  ZLabelBySkuSchema,
  ZLabelPrintRequestSchema,
  ZLabelPrintShipOrderRequestSchema,
  ZLabelTemplateListSchema,
  ZLabelTemplatesQuerySchema,
  ZSaveGpsrTemplateRequestSchema,
  ZSaveLayoutRequestSchema,
  ZSaveTemplateRequestSchema,
  ZSaveTemplateWithSkuRequestSchema,
  ZTemplateIdSchema,
  ZTranslateGpsrRequestSchema,
  ZTranslateGpsrResultSchema,
  ZUpdateTemplateRequestSchema,
} from '../labels-api.js';
import type { TRouteIo } from '../route-def.js';

/** What each of LabelRoutes takes and answers (see TRouteIo). */
export const LabelIo = {
  labelsByUid: { query: ZLabelTemplatesQuerySchema, data: ZLabelTemplateListSchema },
  labelsGpsrTemplates: { data: ZGpsrTemplateListSchema },
  labelsTemplates: { query: ZLabelTemplatesQuerySchema, data: ZLabelTemplateListSchema },
  labelsBySkuId: { query: ZLabelBySkuQuerySchema, data: ZLabelBySkuSchema },
  labelsUpdate: { body: ZUpdateTemplateRequestSchema, data: ZTemplateIdSchema },
  labelsSaveGpsr: { body: ZSaveGpsrTemplateRequestSchema, data: ZGpsrIdSchema },
  labelsSaveTemplate: { body: ZSaveTemplateRequestSchema, data: ZTemplateIdSchema },
  labelsSave: { body: ZSaveLayoutRequestSchema, data: ZTemplateIdSchema },
  labelsSaveWithSku: { body: ZSaveTemplateWithSkuRequestSchema, data: ZBoundSchema },
  labelsTranslateGpsr: { body: ZTranslateGpsrRequestSchema, data: ZTranslateGpsrResultSchema },
  labelsDelete: { query: ZDeleteTemplateQuerySchema, data: z.null() },
  labelFont: { data: 'raw' },
  labelsPrint: { body: ZLabelPrintRequestSchema, data: 'file' },
  labelsPrintShipOrder: { body: ZLabelPrintShipOrderRequestSchema, data: 'file' },
} as const satisfies Record<string, TRouteIo>;
