import { CollectProductBody, type TCollectFromLinkResult } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { fetchSourcePage } from '../../integrations/source-pages/source-page-fetch.js';
import { parseSourcePage } from '../../integrations/source-pages/source-page-parse.js';
import { AppError } from '../../lib/app-error.js';
import { fetchUserUrl } from '../../lib/outbound/outbound-fetch.js';
import type { TAuth } from '../../plugins/auth-context.js';
import * as repo from './collection.repo.js';

/**
 * A pasted product link into the collection box: the source is detected from the link (nine sites, Amazon
 * with its storefront country), the page read as the plugin reads it, and saved like a plugin '采集'.
 * An unknown link or an unreadable page saves nothing.
 */
export const collectFromLink = async (deps: TDeps, auth: TAuth, link: string): Promise<TCollectFromLinkResult> => {
  const page = await fetchSourcePage(deps.config.marketplaces.sourceSitesBase, link, async (url, maxBytes) =>
    (await fetchUserUrl(deps.config.outbound, url, { maxBytes, accept: 'text/html' })).bytes.toString('utf8'),
  );
  if (page === 'unknown') {
    throw new AppError('COLLECT_LINK_UNKNOWN');
  }
  if (page === 'unreadable') {
    throw new AppError('COLLECT_PAGE_UNREADABLE');
  }
  const product = parseSourcePage(page.found.site, page.html, page.url, page.found.country);
  const parsed = CollectProductBody.safeParse({ ...product, site: page.found.site, sourceUrl: link.trim() });
  if (!product || !parsed.success || parsed.data.sourceId !== page.found.sourceId) {
    throw new AppError('COLLECT_PAGE_UNREADABLE');
  }
  const body = parsed.data;
  const id = await repo.upsertCollected(deps.db, {
    bossId: auth.bossId,
    userId: auth.userId,
    deviceId: null,
    site: body.site,
    sourceId: body.sourceId,
    sourceUrl: body.sourceUrl,
    title: body.title,
    currency: body.currency,
    images: body.images,
    skus: body.skus,
    attributes: body.attributes,
    collectedAt: deps.clock.now(),
  });
  return {
    id,
    site: body.site,
    sourceId: body.sourceId,
    country: page.found.country ?? null,
    title: body.title,
    skuCount: body.skus.length,
  };
};
