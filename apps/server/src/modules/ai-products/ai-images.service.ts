import { AiListingLimits, type TAiImageStorage, type ZAiAddImagesBody } from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { TEMU_IMAGE_BUCKET } from '../../integrations/temu/image-storage.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import * as repo from './ai-drafts.repo.js';
import { assertNotPublishing, requireDraft, toDraft } from './ai-products.service.js';

/**
 * Where the web uploads a seller's local pictures (spec data §7): through the desktop helper's proxy on 36186 with
 * the storage's host in the target-host header, so the seller's own marketplace session is used and our server
 * never handles the files. The path prefix is the storage base's (the sandbox serves it under /temu-storage).
 */
export const imageStorageTarget = (deps: TDeps): TAiImageStorage => {
  const base = new URL(deps.config.marketplaces.temuStorageBase);
  return { targetHost: base.host, basePath: base.pathname.replace(/\/+$/, ''), bucketTag: TEMU_IMAGE_BUCKET };
};

/**
 * Whether a picture URL is already in the marketplace's image storage (then publishing uses it as it is): an object
 * under the storage base, or a picture on one of the marketplace's image CDNs. The storage base's origin alone is not
 * enough: in the sandbox it also serves the source sites' pictures, which publishing must convert and upload.
 */
export const isInImageStorage = (deps: TDeps, url: string) => {
  try {
    const u = new URL(url);
    const base = new URL(deps.config.marketplaces.temuStorageBase);
    const basePath = `${base.pathname.replace(/\/+$/, '')}/`;
    const plain = (u.protocol === 'https:' || u.protocol === 'http:') && u.username === '' && u.password === '';
    const inStorage = u.origin === base.origin && u.pathname.startsWith(basePath);
    const onCdn = u.origin !== base.origin && deps.config.marketplaces.temuImageOrigins.includes(u.origin);
    return plain && (inStorage || onCdn);
  } catch {
    return false;
  }
};

/**
 * Adds pictures uploaded through the helper to a draft. Only storage URLs are taken: the server fetches no address
 * a user typed, and publishing sends these to the marketplace unchanged. At most imagesMax pictures in all;
 * a URL the draft has already is not added twice. All or nothing.
 */
export const addDraftImages = async (deps: TDeps, auth: TAuth, body: z.output<typeof ZAiAddImagesBody>) => {
  const row = await requireDraft(deps, auth, body.id);
  assertNotPublishing(deps, row);
  if (!body.urls.every((u) => isInImageStorage(deps, u))) {
    throw new AppError('AI_IMAGE_NOT_IN_STORAGE');
  }
  const have = new Set(row.images.map((i) => i.source));
  const added = [...new Set(body.urls)].filter((u) => !have.has(u));
  const max = AiListingLimits.temu.imagesMax;
  if (row.images.length + added.length > max) {
    throw new AppError('AI_IMAGES_TOO_MANY', { n: max });
  }
  const updated = await repo.updateDraft(deps.db, auth.bossId, body.id, {
    images: [...row.images, ...added.map((source) => ({ source, translated: null }))],
    updatedAt: deps.clock.now(),
  });
  return toDraft(updated!);
};
