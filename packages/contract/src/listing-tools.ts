import { z } from 'zod';
import type { TErrorId } from './errors.js';

/** The marketplaces' listing languages a title, attribute, description or picture is translated into. */
export const TranslationLanguages = ['en', 'de', 'fr', 'es', 'it', 'ja', 'ko', 'pt', 'nl', 'pl', 'ar'] as const;
export type TTranslationLanguage = (typeof TranslationLanguages)[number];
/** Source languages: collected products are Chinese (1688) or detected ('auto'). */
export const TranslationSources = ['zh', 'auto'] as const;

/** What a text is: the provider picks its e-commerce scene by it (title, description) or the general one. */
export const TranslationKinds = ['title', 'attribute', 'description'] as const;

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((u) => /^https?:\/\/[^\s]+$/.test(u), { error: 'http(s) URL expected' });

export const ZTranslateTextBody = z.object({
  from: z.enum(TranslationSources).default('auto'),
  to: z.enum(TranslationLanguages),
  items: z
    .array(z.object({ kind: z.enum(TranslationKinds), text: z.string().trim().min(1).max(5000) }))
    .min(1)
    .max(100),
});
export type TTranslateTextBody = z.input<typeof ZTranslateTextBody>;
export const ZTranslateTextResult = z.object({
  items: z.array(z.object({ kind: z.enum(TranslationKinds), text: z.string(), translated: z.string() })),
});
export type TTranslateTextResult = z.infer<typeof ZTranslateTextResult>;

/** Image translation: submit, then poll the result every IMAGE_TRANSLATE_POLL_MS (spec data §7). */
export const IMAGE_TRANSLATE_POLL_MS = 1_000;
export const ZImageTranslateSubmitBody = z.object({
  from: z.enum(TranslationSources).default('zh'),
  to: z.enum(TranslationLanguages),
  imageUrls: z.array(httpUrl).min(1).max(20),
});
export type TImageTranslateSubmitBody = z.input<typeof ZImageTranslateSubmitBody>;
export const ZImageTranslateTask = z.object({ taskId: z.string() });
export const ZImageTranslateResultBody = z.object({ taskId: z.string().trim().min(1).max(2000) });
export const ZImageTranslateResult = z.object({
  status: z.enum(['running', 'finished']),
  images: z.array(
    z.object({
      sourceUrl: z.string(),
      /** The translated picture, copied into our own storage (the provider keeps its copy one hour). */
      url: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type TImageTranslateResult = z.infer<typeof ZImageTranslateResult>;

/**
 * PDF translation (instructions, certificates; spec data §7 'PDF translate upload/source language/translate/
 * result'): the PDF is uploaded with /oss/upload (or given by its link), its language detected, a translation
 * task started, then polled every PDF_TRANSLATE_POLL_MS until the translated PDF — same layout — is ready.
 */
export const PDF_TRANSLATE_POLL_MS = 2_000;
/** Pages a document may have; the provider bills by page and sellers' manuals and certificates are short. */
export const PDF_TRANSLATE_MAX_PAGES = 100;
const ossKey = z
  .string()
  .trim()
  .regex(/^[0-9a-f-]{36}\.pdf$/, { error: 'PDF file key expected' });
/** One document: a PDF we store (its /oss/upload key) or a PDF on the web (a supplier's manual). */
export const ZPdfSource = z.union([z.object({ fileKey: ossKey }), z.object({ url: httpUrl })]);
export type TPdfSource = z.input<typeof ZPdfSource>;
export const ZPdfSourceLanguage = z.object({
  /** The language detected from the document's text (zh, en, ja, …). */
  language: z.string(),
  pageCount: z.number(),
  /** The first words of the document, so the seller sees what was read. */
  sample: z.string(),
});
export type TPdfSourceLanguage = z.infer<typeof ZPdfSourceLanguage>;
export const ZPdfTranslateBody = z.intersection(
  ZPdfSource,
  z.object({ from: z.enum(TranslationSources).default('auto'), to: z.enum(TranslationLanguages) }),
);
export type TPdfTranslateBody = z.input<typeof ZPdfTranslateBody>;
export const ZPdfTranslateResult = z.object({
  status: z.enum(['running', 'finished', 'failed']),
  /** The translated PDF in our own storage. */
  url: z.string().nullable(),
  pageCount: z.number().nullable(),
  error: z.string().nullable(),
});
export type TPdfTranslateResult = z.infer<typeof ZPdfTranslateResult>;

/** Our own files (collected pictures, generated PDFs): POST /oss/upload, served at /oss/files/<key>. */
export const OSS_MAX_BYTES = 20 * 1024 * 1024;
export const OssContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const ZOssUploaded = z.object({ key: z.string(), url: z.string(), size: z.number(), contentType: z.string() });
export type TOssUploaded = z.infer<typeof ZOssUploaded>;
export const ossFilePath = (key: string) => `/oss/files/${key}`;

/** A pasted product link to collect (spec data §9 'Product source detection by link'). */
export const ZCollectFromLinkBody = z.object({ url: z.string().trim().min(1).max(2000) });
export const ZCollectFromLinkResult = z.object({
  id: z.number(),
  site: z.string(),
  sourceId: z.string(),
  country: z.string().nullable(),
  title: z.string(),
  skuCount: z.number(),
});
export type TCollectFromLinkResult = z.infer<typeof ZCollectFromLinkResult>;

/** The catalogue's error for each way an upload to marketplace storage fails (@ksa/upload-client's kinds; spec data §8). */
export const UploadErrorIds = {
  imageSignature: 'UPLOAD_IMAGE_SIGNATURE_FAILED',
  signature: 'UPLOAD_SIGNATURE_FAILED',
  failed: 'UPLOAD_FAILED',
  partFailed: 'UPLOAD_PART_FAILED',
  initFailed: 'UPLOAD_INIT_FAILED',
} as const satisfies Record<string, TErrorId>;
