import { z } from 'zod';
import { issue } from './errors.js';
import { Limits } from './limits.js';

export { NoticeRoutes } from './public-routes.js';

export const NoticeTypes = ['news', 'announcement', 'article'] as const;
export const ZNoticeTypeSchema = z.enum(NoticeTypes, { error: issue('NOTICE_TYPE_INVALID') });
export type TNoticeType = z.infer<typeof ZNoticeTypeSchema>;

/** Operator limits: a title fits a list row, a body stays a page (Markdown source). */
export const NoticeLimits = { titleMax: 80, summaryMax: 200, bodyMax: 50_000 } as const;

const bad = { error: issue('BAD_REQUEST') };
export const ZNoticeListRequestSchema = z.object({
  noticeType: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZNoticeTypeSchema.optional()),
  pageIndex: z.coerce.number(bad).int(bad).min(1, bad).max(100_000, bad).default(1),
  pageSize: z.coerce
    .number({ error: issue('PAGE_SIZE_INVALID') })
    .int({ error: issue('PAGE_SIZE_INVALID') })
    .min(1, { error: issue('PAGE_SIZE_INVALID') })
    .max(100, { error: issue('PAGE_SIZE_INVALID') })
    .default(Limits.pageSize),
});
export type TNoticeListRequest = z.input<typeof ZNoticeListRequestSchema>;

export const ZNoticeSummarySchema = z.object({
  noticeId: z.number().int(),
  noticeType: ZNoticeTypeSchema,
  title: z.string(),
  /** Plain text: the first paragraph of the body (or the operator's own summary). */
  summary: z.string(),
  /** ISO time of publication. */
  publishTime: z.string(),
});
export type TNoticeSummary = z.infer<typeof ZNoticeSummarySchema>;

export const ZNoticeListSchema = z.object({ total: z.number().int(), list: z.array(ZNoticeSummarySchema) });
export type TNoticeList = z.infer<typeof ZNoticeListSchema>;

export const ZNoticeParamsSchema = z.object({
  noticeId: z.coerce.number(bad).int(bad).min(1, bad).max(2_147_483_647, bad),
});

export const ZNoticeDetailSchema = ZNoticeSummarySchema.extend({
  /** The Markdown body rendered to HTML and cleaned with an allow-list (no scripts, styles or event handlers). */
  contentHtml: z.string(),
});
export type TNoticeDetail = z.infer<typeof ZNoticeDetailSchema>;

/** The operator console's notices editor (/admin → 资讯): every notice with its Markdown source. */
export const ZAdminNoticeSchema = ZNoticeSummarySchema.extend({ bodyMd: z.string() });
export type TAdminNotice = z.infer<typeof ZAdminNoticeSchema>;
export const ZAdminNoticeListSchema = z.object({ list: z.array(ZAdminNoticeSchema) });
const noticeText = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });
const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.coerce.number(bad).int(bad).min(1, bad).optional(),
);
/** Create (no noticeId) or edit; the summary defaults to the body's first paragraph, the time to now. */
export const ZAdminNoticeSaveSchema = z.object({
  noticeId: optionalId,
  noticeType: ZNoticeTypeSchema,
  title: noticeText(issue('NOTICE_TITLE_MISSING'), issue('NOTICE_TITLE_TOO_LONG'), NoticeLimits.titleMax),
  summary: z
    .string()
    .trim()
    .max(NoticeLimits.summaryMax, { error: issue('NOTICE_SUMMARY_TOO_LONG') })
    .optional(),
  bodyMd: noticeText(issue('NOTICE_BODY_MISSING'), issue('NOTICE_BODY_TOO_LONG'), NoticeLimits.bodyMax),
  publishTime: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.datetime({ offset: true, error: issue('NOTICE_TIME_INVALID') }).optional(),
  ),
});
export type TAdminNoticeSave = z.input<typeof ZAdminNoticeSaveSchema>;
export type TAdminNoticeInput = z.output<typeof ZAdminNoticeSaveSchema>;
export const ZAdminNoticeIdSchema = z.object({ noticeId: z.coerce.number(bad).int(bad).min(1, bad) });
export const ZAdminNoticePreviewSchema = z.object({ bodyMd: z.string().max(NoticeLimits.bodyMax) });
/** The body as the public pages will show it: rendered and cleaned by the same code. */
export const ZAdminNoticeHtmlSchema = z.object({ html: z.string() });
