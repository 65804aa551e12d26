import { AiListingLimits, type TAiDraft, type TTranslationLanguage } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { LlmError } from '../../integrations/llm/llm-client.js';
import { generateListing } from '../../integrations/llm/llm-listing.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { translatePicturesAndWait, translateTexts } from '../translation/translation.service.js';
import * as repo from './ai-drafts.repo.js';
import { assertNotPublishing, requireDraft, toDraft } from './ai-products.service.js';

const TRANSLATE_BATCH = 100;

/** Each distinct text once, through the translation module, in batches of its limit. */
const translateAll = async (deps: TDeps, texts: string[], to: TTranslationLanguage) => {
  const distinct = [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
  const out = new Map<string, string>();
  for (let i = 0; i < distinct.length; i += TRANSLATE_BATCH) {
    const items = distinct.slice(i, i + TRANSLATE_BATCH).map((text) => ({ kind: 'attribute' as const, text }));
    const { items: done } = await translateTexts(deps, { from: 'auto', to, items });
    for (const d of done) {
      out.set(d.text, d.translated);
    }
  }
  return (t: string) => out.get(t.trim()) ?? t;
};

/**
 * 'AI 生成': title and description by the LLM in the draft's language within Temu's length rules, from the
 * source facts (title, attributes, variants); attributes and spec names/values translated alongside.
 */
export const generateDraft = async (deps: TDeps, auth: TAuth, id: number, lang?: TTranslationLanguage) => {
  const row = await requireDraft(deps, auth, id);
  assertNotPublishing(deps, row);
  const to = (lang ?? row.lang) as TTranslationLanguage;
  const specNames = [...new Set(row.skus.flatMap((s) => s.specs.map((p) => p.name)))];
  const facts = {
    title: row.sourceTitle,
    attributes: row.attributes,
    specs: specNames.map((name) => ({
      name,
      values: [...new Set(row.skus.flatMap((s) => s.specs.filter((p) => p.name === name).map((p) => p.value)))],
    })),
  };
  const { titleMax, descriptionMax } = AiListingLimits.temu;
  const copy = await generateListing(deps.llm, facts, {
    lang: to,
    marketplace: 'Temu',
    titleMax,
    descriptionMax,
  }).catch((err: unknown) => {
    if (err instanceof LlmError) {
      deps.log.warn({ err: err.message, kind: err.kind }, 'LLM generation failed');
      throw new AppError('AI_GENERATE_FAILED');
    }
    throw err;
  });
  const tr = await translateAll(
    deps,
    [
      ...row.attributes.flatMap((a) => [a.name, a.value]),
      ...row.skus.flatMap((s) => s.specs.flatMap((p) => [p.name, p.value])),
    ],
    to,
  );
  const updated = await repo.updateDraft(deps.db, auth.bossId, id, {
    lang: to,
    title: copy.title,
    description: copy.description,
    attributes: row.attributes.map((a) => ({ name: tr(a.name), value: tr(a.value) })),
    skus: row.skus.map((s) => ({ ...s, specs: s.specs.map((p) => ({ name: tr(p.name), value: tr(p.value) })) })),
    status: row.status === 'failed' ? 'draft' : row.status,
    updatedAt: deps.clock.now(),
  });
  return toDraft(updated!);
};

/** '翻译图片': every source picture through the image translator (submit, poll every 1 s); failures keep the source. */
export const translateDraftImages = async (deps: TDeps, auth: TAuth, id: number, origin: string): Promise<TAiDraft> => {
  const row = await requireDraft(deps, auth, id);
  assertNotPublishing(deps, row);
  const results = await translatePicturesAndWait(
    deps,
    auth,
    { from: 'zh', to: row.lang as TTranslationLanguage, imageUrls: row.images.map((i) => i.source) },
    origin,
  );
  const byUrl = new Map(results.map((r) => [r.sourceUrl, r.url]));
  const updated = await repo.updateDraft(deps.db, auth.bossId, id, {
    images: row.images.map((i) => ({ source: i.source, translated: byUrl.get(i.source) ?? i.translated })),
    updatedAt: deps.clock.now(),
  });
  return toDraft(updated!);
};
