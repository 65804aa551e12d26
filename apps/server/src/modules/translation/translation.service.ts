import { createHmac } from 'node:crypto';
import {
  IMAGE_TRANSLATE_POLL_MS,
  type TImageTranslateResult,
  type TTranslateTextResult,
  type TTranslationLanguage,
  type ZTranslateTextBody,
} from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { TranslatorError, type TTranslateScene } from '../../integrations/translator-types.js';
import { AppError } from '../../lib/app-error.js';
import { sealJson, unsealJson } from '../../lib/seal.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { fileUrl, hasFile, saveOwnFile } from '../oss/oss.service.js';

const SceneOf: Record<'title' | 'attribute' | 'description', TTranslateScene> = {
  title: 'title',
  attribute: 'general',
  description: 'description',
};
/** A translated picture is fetched from the provider at most this big. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** A provider refusal as the user's error: the language pair, or the service being unavailable. */
export const providerError = (err: unknown, to: string): never => {
  if (err instanceof TranslatorError) {
    throw err.kind === 'language'
      ? new AppError('TRANSLATE_LANGUAGE_UNSUPPORTED', { lang: to })
      : new AppError('TRANSLATE_FAILED');
  }
  throw err;
};

/** Titles, attributes and descriptions into the marketplace's language, each with the provider's matching scene. */
export const translateTexts = async (
  deps: TDeps,
  body: z.output<typeof ZTranslateTextBody>,
): Promise<TTranslateTextResult> => {
  const items: TTranslateTextResult['items'] = [];
  for (const item of body.items) {
    const translated = await deps.translator
      .translateText(item.text, body.from, body.to, SceneOf[item.kind])
      .catch((err: unknown) => providerError(err, body.to));
    items.push({ kind: item.kind, text: item.text, translated });
  }
  return { items };
};

type TTaskToken = { b: number; t: string; to: TTranslationLanguage };

/** Starts a picture translation; the task id handed out is sealed to the tenant, so no other can read it. */
export const submitImageTranslation = async (
  deps: TDeps,
  auth: TAuth,
  body: { from: 'zh' | 'auto'; to: TTranslationLanguage; imageUrls: string[] },
) => {
  const providerTask = await deps.translator
    .submitImages(body.imageUrls, body.from, body.to)
    .catch((err: unknown) => providerError(err, body.to));
  return {
    taskId: sealJson(deps.config.sealKey, { b: auth.bossId, t: providerTask, to: body.to } satisfies TTaskToken),
  };
};

/**
 * The task's state; once finished, each translated picture is copied into our storage (the provider keeps
 * its copy an hour) under a key derived from the task, so polling again does not copy twice.
 */
export const imageTranslationResult = async (
  deps: TDeps,
  auth: TAuth,
  taskId: string,
  origin: string,
): Promise<TImageTranslateResult> => {
  let token: TTaskToken;
  try {
    token = unsealJson<TTaskToken>(deps.config.sealKey, taskId);
  } catch {
    throw new AppError('TRANSLATE_TASK_NOT_FOUND');
  }
  if (token.b !== auth.bossId) {
    throw new AppError('TRANSLATE_TASK_NOT_FOUND');
  }
  const result = await deps.translator.imageResult(token.t).catch((err: unknown) => {
    if (err instanceof TranslatorError && err.kind === 'task') {
      throw new AppError('TRANSLATE_TASK_NOT_FOUND');
    }
    return providerError(err, token.to);
  });
  if (result.status !== 'finished') {
    return { status: 'running', images: [] };
  }
  const images: TImageTranslateResult['images'] = [];
  for (const [i, img] of result.images.entries()) {
    if (!img.url) {
      images.push({ sourceUrl: img.sourceUrl, url: null, error: img.error });
      continue;
    }
    const key = `tr-${createHmac('sha256', deps.config.secret).update(`${token.t}/${i}`).digest('hex').slice(0, 32)}.png`;
    try {
      if (!(await hasFile(deps, key))) {
        const res = await fetch(img.url, { signal: AbortSignal.timeout(30_000) });
        const bytes = Buffer.from(await res.arrayBuffer());
        if (!res.ok || bytes.length > MAX_PICTURE_BYTES) {
          throw new Error(`HTTP ${res.status}`);
        }
        await saveOwnFile(deps, key, bytes);
      }
      images.push({ sourceUrl: img.sourceUrl, url: fileUrl(deps, origin, key), error: null });
    } catch (err) {
      deps.log.warn({ err, task: token.t }, 'translated picture not copied');
      images.push({ sourceUrl: img.sourceUrl, url: null, error: 'copy failed' });
    }
  }
  return { status: 'finished', images };
};

/**
 * For server-side flows (AI listing): submit, then poll every IMAGE_TRANSLATE_POLL_MS until the task has
 * finished or `maxWaitMs` has passed (then TRANSLATE_FAILED; the task may still finish later).
 */
export const translatePicturesAndWait = async (
  deps: TDeps,
  auth: TAuth,
  body: { from: 'zh' | 'auto'; to: TTranslationLanguage; imageUrls: string[] },
  origin: string,
  maxWaitMs = 60_000,
): Promise<TImageTranslateResult['images']> => {
  const { taskId } = await submitImageTranslation(deps, auth, body);
  const started = Date.now();
  for (;;) {
    const result = await imageTranslationResult(deps, auth, taskId, origin);
    if (result.status === 'finished') {
      return result.images;
    }
    if (Date.now() - started > maxWaitMs) {
      throw new AppError('TRANSLATE_FAILED');
    }
    await new Promise((done) => setTimeout(done, IMAGE_TRANSLATE_POLL_MS));
  }
};
