import type { TGpsrLang, TTranslateGpsrResult, ZTranslateGpsrRequestSchema } from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { providerError } from '../translation/task-token.js';

/**
 * GPSR warnings written once in Chinese or English, machine-translated into each label language (the seller checks
 * and edits them in the form before saving). Languages run in parallel: 13 languages × 2 texts would otherwise
 * wait on the provider one after another.
 */
export const translateGpsr = async (
  deps: TDeps,
  body: z.output<typeof ZTranslateGpsrRequestSchema>,
): Promise<TTranslateGpsrResult> => {
  const targets = [...new Set(body.to)].filter((l) => l !== body.from);
  const one = (text: string, to: TGpsrLang) =>
    text
      ? deps.translator.translateText(text, body.from, to, 'general').catch((err: unknown) => providerError(err, to))
      : Promise.resolve('');
  const pairs = await Promise.all(
    targets.map(
      async (to) =>
        [to, { warnings: await one(body.warnings, to), safetyInfo: await one(body.safetyInfo, to) }] as const,
    ),
  );
  return { texts: Object.fromEntries(pairs) };
};
