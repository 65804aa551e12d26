import { z } from 'zod';
import { SourceSites } from './devices.js';
import { TranslationLanguages } from './listing-tools.js';

/**
 * AI listing (issue 17 part 3, spec data §2 /aiProducts): a draft made from a collected product, its title and
 * description written by the LLM in the marketplace's language, translated pictures, prices from a margin rule,
 * published to a Temu shop through the seller centre.
 */
export const AiDraftStatuses = ['draft', 'publishing', 'published', 'failed'] as const;
export type TAiDraftStatus = (typeof AiDraftStatuses)[number];

/** The marketplace's listing rules the generator must respect (Temu: product name ≤ 250 characters). */
export const AiListingLimits = {
  temu: { titleMax: 250, descriptionMax: 2000, imagesMax: 10, skusMax: 100 },
  attributesMax: 50,
  batchPublishMax: 50,
} as const;

/** Default margin rule of a BOSS that never set one: 30% on the source cost plus ¥5 shipping. */
export const DEFAULT_MARGIN_RULE = { marginPct: 30, shipping: 5 } as const;

/** price = cost × (1 + margin) + shipping, rounded to the cent (yuan). */
export const priceFromRule = (cost: number, rule: { marginPct: number; shipping: number }): number =>
  Math.round((cost * (1 + rule.marginPct / 100) + rule.shipping) * 100) / 100;

const money = z.number().nonnegative().max(1_000_000);
const text = (max: number) => z.string().trim().max(max);

export const ZAiSpec = z.object({ name: text(100).min(1), value: text(100).min(1) });
export const ZAiSku = z.object({
  skuId: text(100).min(1),
  specs: z.array(ZAiSpec).max(3),
  /** What the source sells it for (yuan); stripped for staff without lookCost. */
  cost: money.optional(),
  price: money,
  stock: z.number().int().nonnegative().nullable(),
});
export const ZAiImage = z.object({ source: z.string().max(2000), translated: z.string().max(2000).nullable() });

export const ZAiDraft = z.object({
  id: z.number(),
  site: z.enum(SourceSites),
  sourceUrl: z.string(),
  sourceTitle: z.string(),
  collectedId: z.number().nullable(),
  lang: z.enum(TranslationLanguages),
  title: z.string(),
  description: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  skus: z.array(ZAiSku),
  images: z.array(ZAiImage),
  shopId: z.number().nullable(),
  status: z.enum(AiDraftStatuses),
  /** Why the last publish failed: a catalogue id, and the marketplace's own words for its {reason} if it gave any. */
  errorId: z.string().nullable(),
  errorMsg: z.string().nullable(),
  /** The marketplace's product id once published. */
  productId: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAiDraft = z.infer<typeof ZAiDraft>;

export const ZAiDraftId = z.object({ id: z.coerce.number().int().positive() });
/** generate: a draft, optionally in another language than it was made in. */
export const ZAiGenerateRequestSchema = ZAiDraftId.extend({ lang: ZAiDraft.shape.lang.optional() });

export const ZAiDraftListBody = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(AiDraftStatuses).optional(),
  keyword: text(100).optional(),
});
export type TAiDraftListBody = z.input<typeof ZAiDraftListBody>;
export const ZAiDraftList = z.object({ total: z.number(), list: z.array(ZAiDraft) });
export type TAiDraftList = z.infer<typeof ZAiDraftList>;

/** From a collection-box item, or a pasted link (collected first, as /api/collect/fromLink does). */
export const ZAiDraftCreateBody = z.union([
  z.object({ collectedId: z.coerce.number().int().positive(), lang: z.enum(TranslationLanguages).default('en') }),
  z.object({ url: text(2000).min(1), lang: z.enum(TranslationLanguages).default('en') }),
]);
export type TAiDraftCreateBody = z.input<typeof ZAiDraftCreateBody>;

export const ZAiDraftUpdateBody = z.object({
  id: z.coerce.number().int().positive(),
  lang: z.enum(TranslationLanguages).optional(),
  title: text(AiListingLimits.temu.titleMax).min(1).optional(),
  description: text(AiListingLimits.temu.descriptionMax).optional(),
  attributes: z
    .array(z.object({ name: text(100).min(1), value: text(500) }))
    .max(AiListingLimits.attributesMax)
    .optional(),
  skus: z
    .array(z.object({ skuId: text(100).min(1), specs: z.array(ZAiSpec).max(3), price: money }))
    .min(1)
    .max(AiListingLimits.temu.skusMax)
    .optional(),
  shopId: z.coerce.number().int().positive().nullable().optional(),
});
export type TAiDraftUpdateBody = z.input<typeof ZAiDraftUpdateBody>;

/**
 * Local pictures the seller picked through the desktop helper, already uploaded through its proxy to the
 * marketplace's image storage (spec data §7): their storage URLs are added to the draft's pictures.
 */
export const ZAiAddImagesBody = z.object({
  id: z.coerce.number().int().positive(),
  /** A JSON array, or one URL in a form-encoded body (URLs may hold commas, so no splitting). */
  urls: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (typeof v === 'string' ? [v] : v))
    .pipe(z.array(z.string().trim().url().max(2000)).min(1).max(AiListingLimits.temu.imagesMax)),
});
export type TAiAddImagesBody = z.input<typeof ZAiAddImagesBody>;

/** Where the web uploads pictures through the helper's proxy: the target-host header, the path prefix, the bucket. */
export const ZAiImageStorage = z.object({ targetHost: z.string(), basePath: z.string(), bucketTag: z.string() });
export type TAiImageStorage = z.infer<typeof ZAiImageStorage>;

export const ZAiMarginRule = z.object({
  marginPct: z.coerce.number().min(0).max(1000),
  shipping: z.coerce.number().min(0).max(10_000),
});
export type TAiMarginRule = z.infer<typeof ZAiMarginRule>;

export const ZAiPublishBody = z.object({
  /** A JSON array, or '1,2,3' in a form-encoded body. */
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.coerce.number().int().positive()).min(1).max(AiListingLimits.batchPublishMax),
  ),
  shopId: z.coerce.number().int().positive(),
});
export type TAiPublishBody = z.input<typeof ZAiPublishBody>;
export const ZAiPublishStarted = z.object({ batchId: z.string(), total: z.number() });

/** A batch's progress: pushed on Topics.aiPublish after each draft, and answered by the progress call. */
export const ZAiPublishProgress = z.object({
  batchId: z.string(),
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  finished: z.boolean(),
  items: z.array(
    z.object({
      id: z.number(),
      status: z.enum(AiDraftStatuses),
      errorId: z.string().nullable(),
      errorMsg: z.string().nullable(),
    }),
  ),
});
export type TAiPublishProgress = z.infer<typeof ZAiPublishProgress>;
export const ZAiPublishProgressBody = z.object({ batchId: text(100).min(1) });

/** What the AI listing page shows of a collection-box item (/api/collect/list answers more). */
export const ZCollectedBrief = z.object({
  id: z.number(),
  site: z.string(),
  title: z.string(),
  sourceUrl: z.string(),
  images: z.array(z.string()),
  collectedAt: z.string(),
});
export type TCollectedBrief = z.infer<typeof ZCollectedBrief>;
