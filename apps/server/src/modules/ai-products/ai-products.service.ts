import {
  DEFAULT_MARGIN_RULE,
  priceFromRule,
  type TAiDraft,
  type TAiDraftList,
  type TAiMarginRule,
  type TTranslationLanguage,
  type ZAiDraftListBody,
  type ZAiDraftUpdateBody,
} from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope, visibleShopIds } from '../access/shop-access.js';
import { collectFromLink } from '../collection/collect-link.service.js';
import * as repo from './ai-drafts.repo.js';

const SIZE = /^(XXS|XS|S|M|L|XL|XXL|XXXL|\d?XL|\d{2,3}(cm)?|均码|F)$/i;

/** A collected variant's '白色 / M' as specs: sizes under 尺码, the first other option 颜色, the rest 款式. */
export const specsOf = (variant: string) =>
  variant
    .split(/\s*\/\s*/)
    .filter(Boolean)
    .slice(0, 3)
    .map((value, i) => ({ name: SIZE.test(value) ? '尺码' : i === 0 ? '颜色' : '款式', value }));

export const toDraft = (r: repo.TDraftRow): TAiDraft => ({
  id: r.id,
  site: r.site as TAiDraft['site'],
  sourceUrl: r.sourceUrl,
  sourceTitle: r.sourceTitle,
  collectedId: r.collectedId,
  lang: r.lang as TTranslationLanguage,
  title: r.title,
  description: r.description,
  attributes: r.attributes,
  skus: r.skus,
  images: r.images,
  shopId: r.shopId,
  status: r.status as TAiDraft['status'],
  errorId: r.errorId,
  errorMsg: r.errorMsg,
  productId: r.productId,
  updatedAt: r.updatedAt.toISOString(),
});

export const marginRule = async (deps: TDeps, auth: TAuth): Promise<TAiMarginRule> => {
  const row = await repo.getMarginRule(deps.db, auth.bossId);
  return row ? { marginPct: Number(row.marginPct), shipping: Number(row.shipping) } : { ...DEFAULT_MARGIN_RULE };
};

/**
 * The margin rule as shown: price and rule together give the source cost ((price − shipping) / (1 + margin)), so
 * only callers who may see cost (查看成本价) read it.
 */
export const shownMarginRule = async (deps: TDeps, auth: TAuth): Promise<TAiMarginRule> => {
  if (!auth.permissions.includes('lookCost')) {
    throw new AppError('NO_COST_PERMISSION');
  }
  return marginRule(deps, auth);
};

export const setMarginRule = async (deps: TDeps, auth: TAuth, rule: TAiMarginRule) => {
  await repo.upsertMarginRule(deps.db, auth.bossId, rule.marginPct, rule.shipping, deps.clock.now());
  return rule;
};

/** A batch publishes a draft within minutes; one 'publishing' for longer was cut off (a restart) and may be edited again. */
const PUBLISH_STALE_MS = 15 * 60_000;

/** AI_DRAFT_BUSY while a batch is publishing the draft. */
export const assertNotPublishing = (deps: TDeps, row: repo.TDraftRow) => {
  if (row.status === 'publishing' && deps.clock.now().getTime() - row.updatedAt.getTime() < PUBLISH_STALE_MS) {
    throw new AppError('AI_DRAFT_BUSY');
  }
};

/**
 * Which of the tenant's drafts the caller may see: the BOSS all; staff those set to one of their shops (read per
 * request, so a removed assignment applies at once) and their own drafts with no shop chosen yet.
 */
export const draftScope = async (deps: TDeps, auth: TAuth): Promise<repo.TDraftScope> =>
  auth.role === 'boss' ? null : { shopIds: await visibleShopIds(deps, auth), userId: auth.userId };

const isInScope = (row: repo.TDraftRow, scope: repo.TDraftScope) =>
  !scope || (row.shopId === null ? row.userId === scope.userId : scope.shopIds.includes(row.shopId));

/**
 * The caller's draft, or AI_DRAFT_NOT_FOUND: another tenant's id, or one set to a shop outside a staff member's
 * scope, is not told apart from a missing one.
 */
export const requireDraft = async (deps: TDeps, auth: TAuth, id: number, scope?: repo.TDraftScope) => {
  const row = await repo.getDraft(deps.db, auth.bossId, id);
  if (!row || !isInScope(row, scope === undefined ? await draftScope(deps, auth) : scope)) {
    throw new AppError('AI_DRAFT_NOT_FOUND');
  }
  return row;
};

/** A draft from a collection-box item (or a pasted link, collected first): source title, specs, cost and priced SKUs. */
export const createDraft = async (
  deps: TDeps,
  auth: TAuth,
  body: { collectedId: number; lang: TTranslationLanguage } | { url: string; lang: TTranslationLanguage },
): Promise<TAiDraft> => {
  const collectedId = 'url' in body ? (await collectFromLink(deps, auth, body.url)).id : body.collectedId;
  const c = await repo.getCollectedOf(deps.db, auth.bossId, collectedId);
  if (!c || (auth.role !== 'boss' && c.userId !== auth.userId && !('url' in body))) {
    throw new AppError('NOT_FOUND');
  }
  const rule = await marginRule(deps, auth);
  const now = deps.clock.now();
  const row = await repo.insertDraft(deps.db, {
    bossId: auth.bossId,
    userId: auth.userId,
    collectedId: c.id,
    site: c.site,
    sourceUrl: c.sourceUrl,
    sourceTitle: c.title,
    lang: body.lang,
    title: c.title.slice(0, 250),
    description: '',
    attributes: c.attributes,
    skus: c.skus.map((s) => ({
      skuId: s.skuId,
      specs: specsOf(s.name),
      cost: s.price,
      price: priceFromRule(s.price, rule),
      stock: s.stock,
    })),
    images: c.images.slice(0, 10).map((source) => ({ source, translated: null })),
    createdAt: now,
    updatedAt: now,
  });
  return toDraft(row);
};

export const listDrafts = async (
  deps: TDeps,
  auth: TAuth,
  q: z.output<typeof ZAiDraftListBody>,
): Promise<TAiDraftList> => {
  const { total, list } = await repo.findDrafts(deps.db, auth.bossId, await draftScope(deps, auth), {
    status: q.status,
    keyword: q.keyword || undefined,
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return { total, list: list.map(toDraft) };
};

export const getDraft = async (deps: TDeps, auth: TAuth, id: number) => toDraft(await requireDraft(deps, auth, id));

/** Edits keep each SKU's source cost (never taken from the client) and refuse a draft being published. */
export const updateDraft = async (deps: TDeps, auth: TAuth, body: z.output<typeof ZAiDraftUpdateBody>) => {
  const row = await requireDraft(deps, auth, body.id);
  assertNotPublishing(deps, row);
  if (body.shopId) {
    await resolveShopScope(deps, auth, { shopId: body.shopId }, { platform: 'temu', exact: true });
  }
  const costOf = new Map(row.skus.map((s) => [s.skuId, s]));
  if (body.skus && !body.skus.every((s) => costOf.has(s.skuId))) {
    throw new AppError('FIELD_INVALID', { field: 'skus' });
  }
  const updated = await repo.updateDraft(deps.db, auth.bossId, body.id, {
    lang: body.lang,
    title: body.title,
    description: body.description,
    attributes: body.attributes,
    skus: body.skus?.map((s) => ({ ...costOf.get(s.skuId)!, specs: s.specs, price: s.price })),
    shopId: body.shopId,
    status: row.status === 'published' ? 'published' : 'draft',
    errorId: row.status === 'published' ? row.errorId : null,
    errorMsg: row.status === 'published' ? row.errorMsg : null,
    updatedAt: deps.clock.now(),
  });
  return toDraft(updated!);
};

export const deleteDraft = async (deps: TDeps, auth: TAuth, id: number) => {
  const row = await requireDraft(deps, auth, id);
  assertNotPublishing(deps, row);
  await repo.deleteDraft(deps.db, auth.bossId, id);
  return null;
};
