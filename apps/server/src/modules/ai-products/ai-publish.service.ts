import { randomUUID } from 'node:crypto';
import { ossFilePath, type TAiPublishProgress, Topics, UploadErrorIds } from '@ksa/contract';
import { UploadError } from '@ksa/upload-client';
import type { TDeps } from '../../deps.js';
import { MarketplaceAuthError, MarketplaceError } from '../../integrations/marketplace-types.js';
import { TemuParentSpecs } from '../../integrations/temu/seller-centre-listing.js';
import { AppError } from '../../lib/app-error.js';
import { readUserUrl } from '../../lib/outbound/read-user-url.js';
import { asJpegOrPng } from '../../lib/picture-png.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { readStoredFile } from '../oss/oss.service.js';
import * as repo from './ai-drafts.repo.js';
import { isInImageStorage } from './ai-images.service.js';
import { assertNotPublishing, draftScope, requireDraft } from './ai-products.service.js';

const batches = new Map<string, { bossId: number; userId: number; progress: TAiPublishProgress }>();
const BATCH_KEEP_MS = 30 * 60_000;

const parentSpecOf = (name: string) =>
  /^(颜色|color|colour|farbe|couleur|カラー)$/i.test(name)
    ? TemuParentSpecs.color
    : /^(尺码|size|größe|taille|talla|サイズ)$/i.test(name)
      ? TemuParentSpecs.size
      : TemuParentSpecs.style;

/** A source picture larger than this is not a product photo. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** A picture's bytes: our own stored copy (translated pictures) is read directly, anything else fetched. */
const pictureBytes = async (deps: TDeps, url: string) => {
  const path = URL.canParse(url) ? new URL(url).pathname : '';
  const own = path.startsWith(ossFilePath('')) ? path.slice(ossFilePath('').length) : null;
  if (own) {
    return (await readStoredFile(deps, own)).bytes;
  }
  // A collected picture's URL came from the user (the plugin or a pasted link): through the outbound guard.
  return (await readUserUrl(deps, url, { maxBytes: MAX_PICTURE_BYTES, accept: 'image/*' })).bytes;
};

/** A marketplace refusal in the catalogue's words, carrying Temu's own message where it gave one. */
const asAppError = (err: unknown, id: 'AI_SPEC_FAILED' | 'AI_PUBLISH_FAILED'): AppError => {
  if (err instanceof AppError) {
    return err;
  }
  if (err instanceof UploadError) {
    return new AppError(UploadErrorIds[err.kind as keyof typeof UploadErrorIds] ?? 'UPLOAD_FAILED');
  }
  if (err instanceof MarketplaceAuthError) {
    return new AppError('AI_SHOP_SESSION_EXPIRED');
  }
  if (err instanceof MarketplaceError) {
    // MarketplaceError's message is 'source: code words'; the user sees Temu's words only.
    return new AppError(id, { reason: err.message.replace(`${err.source}: ${err.code}`, '').trim() || err.code });
  }
  throw err;
};

/** One draft onto the shop: pictures into Temu's storage, spec ids by name (code 1000000), then the product. */
const publishOne = async (deps: TDeps, auth: TAuth, id: number, mallId: string, session: string) => {
  const row = await repo.getDraft(deps.db, auth.bossId, id);
  if (!row) {
    throw new AppError('AI_DRAFT_NOT_FOUND');
  }
  const images: string[] = [];
  for (const [i, img] of row.images.entries()) {
    // A local picture the seller uploaded through the desktop helper is in the marketplace's storage already.
    if (!img.translated && isInImageStorage(deps, img.source)) {
      images.push(img.source);
      continue;
    }
    const picture = await asJpegOrPng(await pictureBytes(deps, img.translated ?? img.source));
    const stored = await deps.temuStorage.upload(new Uint8Array(picture.bytes), `ai-${row.id}-${i + 1}.${picture.ext}`);
    images.push(stored.url);
  }
  const specIds = new Map<string, number>();
  for (const spec of row.skus.flatMap((s) => s.specs)) {
    const key = `${spec.name}\u0000${spec.value}`;
    if (!specIds.has(key)) {
      const specId = await deps.marketSources.temuListing
        .specByName(session, parentSpecOf(spec.name), spec.value)
        .catch((err: unknown) => {
          throw asAppError(err, 'AI_SPEC_FAILED');
        });
      specIds.set(key, specId);
    }
  }
  const added = await deps.marketSources.temuListing
    .addProduct(session, {
      mallId,
      productName: row.title,
      categoryPath: [],
      images,
      skus: row.skus.map((s) => ({
        extCode: s.skuId,
        specIds: s.specs.map((p) => specIds.get(`${p.name}\u0000${p.value}`)!),
        priceCents: Math.round(s.price * 100),
      })),
    })
    .catch((err: unknown) => {
      throw asAppError(err, 'AI_PUBLISH_FAILED');
    });
  return added.productId;
};

const runBatch = async (deps: TDeps, auth: TAuth, batchId: string, ids: number[], shopId: number) => {
  const batch = batches.get(batchId)!;
  const p = batch.progress;
  const pair = await repo.getShopAccount(deps.db, shopId);
  let session: string | null = null;
  let sessionError: AppError | null = null;
  try {
    if (pair?.account?.kind !== 'temu_seller') {
      throw new AppError('AI_SHOP_NOT_TEMU');
    }
    session = await deps.marketSources.sellerSession(pair.account);
  } catch (err) {
    sessionError = asAppError(err, 'AI_PUBLISH_FAILED');
  }
  for (const id of ids) {
    let patch: repo.TDraftPatch;
    try {
      if (sessionError || !session || !pair) {
        throw sessionError ?? new AppError('AI_SHOP_NOT_TEMU');
      }
      const productId = await publishOne(deps, auth, id, pair.shop.externalId, session);
      patch = { status: 'published', productId, errorId: null, errorMsg: null };
    } catch (err) {
      const e = err instanceof AppError ? err : asAppError(err, 'AI_PUBLISH_FAILED');
      patch = {
        status: 'failed',
        errorId: e.id,
        errorMsg: e.params.reason === undefined ? null : String(e.params.reason),
      };
      p.failed += 1;
    }
    await repo.updateDraft(deps.db, auth.bossId, id, { ...patch, updatedAt: deps.clock.now() });
    p.done += 1;
    p.items = p.items.map((it) =>
      it.id === id
        ? {
            id,
            status: patch.status as 'published' | 'failed',
            errorId: patch.errorId ?? null,
            errorMsg: patch.errorMsg ?? null,
          }
        : it,
    );
    if (p.done < p.total) {
      await deps.realtime.publish(Topics.aiPublish(auth.userId), p).catch(() => undefined);
    }
  }
  if (p.failed < p.total) {
    // The next sync reads the shop's product list, where Temu now shows the new products; queued before the
    // batch reports finished, so whoever waits for it finds the sync already queued.
    await deps.syncQueue
      .enqueue({ shopId, mode: 'incremental' })
      .catch((err: unknown) => deps.log.warn({ err, shopId }, 'sync after AI publish not queued'));
  }
  p.finished = true;
  await deps.realtime.publish(Topics.aiPublish(auth.userId), p).catch(() => undefined);
  setTimeout(() => batches.delete(batchId), BATCH_KEEP_MS).unref();
};

/**
 * Batch publish: checks the shop and every draft, marks them publishing, then works through them in the
 * background; progress goes to the user's MQTT topic after each draft and answers publishProgress.
 */
export const startPublish = async (deps: TDeps, auth: TAuth, body: { ids: number[]; shopId: number }) => {
  await resolveShopScope(deps, auth, { shopId: body.shopId }, { platform: 'temu', exact: true, activeOnly: 'refuse' });
  const ids = [...new Set(body.ids)];
  const scope = await draftScope(deps, auth);
  for (const id of ids) {
    assertNotPublishing(deps, await requireDraft(deps, auth, id, scope));
  }
  await repo.markPublishing(deps.db, auth.bossId, ids, body.shopId, deps.clock.now());
  const batchId = randomUUID();
  const progress: TAiPublishProgress = {
    batchId,
    total: ids.length,
    done: 0,
    failed: 0,
    finished: false,
    items: ids.map((id) => ({ id, status: 'publishing', errorId: null, errorMsg: null })),
  };
  batches.set(batchId, { bossId: auth.bossId, userId: auth.userId, progress });
  runBatch(deps, auth, batchId, ids, body.shopId).catch((err: unknown) => deps.log.error({ err }, 'AI publish batch'));
  return { batchId, total: ids.length };
};

export const publishProgress = (auth: TAuth, batchId: string): TAiPublishProgress => {
  const b = batches.get(batchId);
  // Staff follow their own batches; the BOSS any of the tenant's.
  if (!b || b.bossId !== auth.bossId || (auth.role !== 'boss' && b.userId !== auth.userId)) {
    throw new AppError('AI_PUBLISH_NOT_FOUND');
  }
  return b.progress;
};
