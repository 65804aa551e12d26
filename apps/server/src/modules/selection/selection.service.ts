import {
  SelectionLimits,
  type TSelectionFilters,
  type TSelectionList,
  type TSelectionSearch,
  ZSelectionFiltersSchema,
  type ZSelectionListRequestSchema,
  type ZSelectionSearchSaveSchema,
} from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { bjDay } from '../../lib/days.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { collectForUser } from '../collection/collection.service.js';
import { loadRateTable } from '../fx/fx.service.js';
import * as repo from './selection.repo.js';
import { rankRows } from './selection-rank.js';

/** The euro rates of the latest published day on or before today (null when none is loaded yet). */
const latestRates = async (deps: TDeps) => {
  const today = bjDay(deps.clock.now());
  return (await loadRateTable(deps.db, today, today)).on(today);
};

const ranked = async (deps: TDeps, f: TSelectionFilters) => {
  const [products, rates, state] = await Promise.all([
    repo.findProducts(deps.db, { platform: f.platform, categoryId: f.categoryId }),
    latestRates(deps),
    repo.findSyncState(deps.db),
  ]);
  if (!rates && products.some((p) => p.currency !== 'CNY')) {
    throw new AppError('FX_UNAVAILABLE');
  }
  return {
    rows: rankRows(products, rates?.perEur ?? {}, f),
    syncedAt: state?.syncedAt ? new Date(state.syncedAt).toISOString() : null,
    salesTo: state?.salesTo ?? null,
    rateDay: rates?.day ?? null,
  };
};

export const listSelection = async (
  deps: TDeps,
  q: z.output<typeof ZSelectionListRequestSchema>,
): Promise<TSelectionList> => {
  const { page, pageSize, ...filters } = q;
  const { rows, ...meta } = await ranked(deps, filters);
  return { total: rows.length, page, pageSize, ...meta, rows: rows.slice((page - 1) * pageSize, page * pageSize) };
};

/** The same rows unpaged (the web writes the .xlsx), capped. */
export const exportSelection = async (deps: TDeps, f: TSelectionFilters): Promise<TSelectionList> => {
  const { rows, ...meta } = await ranked(deps, f);
  const capped = rows.slice(0, SelectionLimits.exportRows);
  return { total: rows.length, page: 1, pageSize: capped.length, ...meta, rows: capped };
};

export const listCategories = async (deps: TDeps) =>
  (await repo.findCategories(deps.db)).map((c) => ({ ...c, platform: c.platform as 'temu' | 'shein' }));

const toSearch = (s: Awaited<ReturnType<typeof repo.findSearches>>[number]): TSelectionSearch => ({
  id: s.id,
  name: s.name,
  // Saved with the schema's defaults; parsing again keeps an old row readable if fields are added.
  filters: ZSelectionFiltersSchema.parse(s.filters),
  updatedAt: s.updatedAt.toISOString(),
});

export const listSearches = async (deps: TDeps, auth: TAuth) =>
  (await repo.findSearches(deps.db, auth.userId)).map(toSearch);

/** New (a same-named one is overwritten) or, with id, an edit of the caller's own search. */
export const saveSearch = async (deps: TDeps, auth: TAuth, body: z.output<typeof ZSelectionSearchSaveSchema>) =>
  deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (body.id) {
      if (await repo.getSearchByName(tx, auth.userId, body.name, body.id)) {
        throw new AppError('SELECTION_SEARCH_EXISTS');
      }
      const id = await repo.updateSearch(tx, auth.userId, body.id, body.name, body.filters, now);
      if (!id) {
        throw new AppError('NOT_FOUND');
      }
      return { id };
    }
    const exists = await repo.getSearchByName(tx, auth.userId, body.name);
    if (!exists && (await repo.countSearches(tx, auth.userId)) >= SelectionLimits.savedSearches) {
      throw new AppError('SELECTION_SEARCH_LIMIT', { n: SelectionLimits.savedSearches });
    }
    return { id: await repo.insertSearch(tx, auth.userId, body.name, body.filters, now) };
  });

export const removeSearch = async (deps: TDeps, auth: TAuth, id: number) => {
  if ((await repo.deleteSearch(deps.db, auth.userId, id)) === 0) {
    throw new AppError('NOT_FOUND');
  }
};

/** '加入采集箱': the listing's 1688 source offer goes into the caller's collection box with its link. */
export const collectListing = async (deps: TDeps, auth: TAuth, platform: string, goodsId: string) => {
  const p = await repo.getProduct(deps.db, platform, goodsId);
  if (!p) {
    throw new AppError('NOT_FOUND');
  }
  return collectForUser(deps, auth, {
    site: p.source.site,
    sourceId: p.source.offerId,
    sourceUrl: p.source.url,
    title: p.source.title,
    currency: 'CNY',
    images: p.source.images,
    skus: p.source.skus,
    attributes: [
      { name: '热销平台', value: platform },
      { name: '热销商品', value: `${goodsId} ${p.title}` },
      { name: '类目', value: p.categoryPath },
    ],
  });
};
