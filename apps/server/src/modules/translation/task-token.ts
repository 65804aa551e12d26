import type { TDeps } from '../../deps.js';
import { TranslatorError } from '../../integrations/translator-types.js';
import { AppError } from '../../lib/app-error.js';
import { unsealJson } from '../../lib/seal.js';
import type { TAuth } from '../../plugins/auth-context.js';

/** A provider refusal in the catalogue's words: a language it does not offer, or it failing. */
export const providerError = (err: unknown, to: string): never => {
  if (err instanceof TranslatorError) {
    throw err.kind === 'language'
      ? new AppError('TRANSLATE_LANGUAGE_UNSUPPORTED', { lang: to })
      : new AppError('TRANSLATE_FAILED');
  }
  throw err;
};

/**
 * A task id handed out earlier, opened: it is sealed to the tenant (b) and, for documents, marked with its kind,
 * so another tenant's or another kind's id answers TRANSLATE_TASK_NOT_FOUND like a forged one.
 */
export const openTask = <T extends { b: number; k?: string }>(
  deps: TDeps,
  auth: TAuth,
  taskId: string,
  kind?: string,
): T => {
  let token: T;
  try {
    token = unsealJson<T>(deps.config.sealKey, taskId);
  } catch {
    throw new AppError('TRANSLATE_TASK_NOT_FOUND');
  }
  if (token.b !== auth.bossId || token.k !== kind) {
    throw new AppError('TRANSLATE_TASK_NOT_FOUND');
  }
  return token;
};
