import { createHmac } from 'node:crypto';
import {
  OSS_MAX_BYTES,
  PDF_TRANSLATE_MAX_PAGES,
  type TPdfSource,
  type TPdfSourceLanguage,
  type TPdfTranslateResult,
  type TTranslationLanguage,
} from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { TranslatorError } from '../../integrations/translator-types.js';
import { AppError } from '../../lib/app-error.js';
import { readUserUrl } from '../../lib/outbound/read-user-url.js';
import { sealJson } from '../../lib/seal.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { fileUrl, hasFile, readStoredFile, saveOwnFile } from '../oss/oss.service.js';
import { readPdfText } from './pdf-text.js';
import { openTask, providerError } from './task-token.js';

/** The document's bytes: from our storage by key, or fetched from its link (at most OSS_MAX_BYTES). */
const loadPdf = async (deps: TDeps, source: TPdfSource): Promise<Uint8Array> => {
  if ('fileKey' in source) {
    const file = await readStoredFile(deps, source.fileKey).catch(() => {
      throw new AppError('TRANSLATE_PDF_NOT_FOUND');
    });
    return new Uint8Array(file.bytes);
  }
  // A user's link: through the outbound guard (no internal address, one answer for every failure).
  return new Uint8Array(
    (await readUserUrl(deps, source.url, { maxBytes: OSS_MAX_BYTES, accept: 'application/pdf' })).bytes,
  );
};

/** Reads a document's text: refused when it is no PDF, too long, or has no text layer (a scan). */
const readChecked = async (bytes: Uint8Array) => {
  const read = Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-' ? await readPdfText(bytes) : null;
  if (!read) {
    throw new AppError('TRANSLATE_PDF_UNREADABLE');
  }
  if (read.pageCount > PDF_TRANSLATE_MAX_PAGES) {
    throw new AppError('TRANSLATE_PDF_TOO_MANY_PAGES', { n: PDF_TRANSLATE_MAX_PAGES });
  }
  if (!read.text) {
    throw new AppError('TRANSLATE_PDF_NO_TEXT');
  }
  return read;
};

/** 'Source language': the provider's detection on the document's first words, with its page count. */
export const pdfSourceLanguage = async (deps: TDeps, source: TPdfSource): Promise<TPdfSourceLanguage> => {
  const read = await readChecked(await loadPdf(deps, source));
  const language = await deps.translator.detectLanguage(read.text).catch((err: unknown) => providerError(err, ''));
  return { language, pageCount: read.pageCount, sample: read.text.slice(0, 120) };
};

type TPdfTaskToken = { b: number; t: string; to: TTranslationLanguage; k: 'pdf' };

/** Starts translating the document; the provider fetches it from our storage (or its own link). */
export const submitPdfTranslation = async (
  deps: TDeps,
  auth: TAuth,
  body: TPdfSource & { from: 'zh' | 'auto'; to: TTranslationLanguage },
  origin: string,
) => {
  await readChecked(await loadPdf(deps, body));
  const url = 'fileKey' in body ? fileUrl(deps, origin, body.fileKey) : body.url;
  const providerTask = await deps.translator
    .submitDocument(url, body.from, body.to)
    .catch((err: unknown) => providerError(err, body.to));
  const token: TPdfTaskToken = { b: auth.bossId, t: providerTask, to: body.to, k: 'pdf' };
  return { taskId: sealJson(deps.config.sealKey, token) };
};

/**
 * The task's state; once translated, the PDF is copied into our storage (the provider keeps it one hour)
 * under a key derived from the task, so polling again does not copy twice.
 */
export const pdfTranslationResult = async (
  deps: TDeps,
  auth: TAuth,
  taskId: string,
  origin: string,
): Promise<TPdfTranslateResult> => {
  const token = openTask<TPdfTaskToken>(deps, auth, taskId, 'pdf');
  const result = await deps.translator.documentResult(token.t).catch((err: unknown) => {
    if (err instanceof TranslatorError && err.kind === 'task') {
      throw new AppError('TRANSLATE_TASK_NOT_FOUND');
    }
    return providerError(err, token.to);
  });
  if (result.status !== 'finished' || !result.url) {
    return {
      status: result.status === 'failed' ? 'failed' : 'running',
      url: null,
      pageCount: null,
      error: result.error,
    };
  }
  const key = `tr-${createHmac('sha256', deps.config.secret).update(`pdf/${token.t}`).digest('hex').slice(0, 32)}.pdf`;
  if (!(await hasFile(deps, key))) {
    const res = await fetch(result.url, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
    const bytes = res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
    if (!bytes || bytes.length > OSS_MAX_BYTES * 2) {
      deps.log.warn({ task: token.t, status: res?.status }, 'translated PDF not copied');
      throw new AppError('TRANSLATE_FAILED');
    }
    await saveOwnFile(deps, key, bytes);
  }
  return { status: 'finished', url: fileUrl(deps, origin, key), pageCount: result.pageCount, error: null };
};
