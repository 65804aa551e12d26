import { ApiRoutes, CollectProductBody, type TCollectedProduct } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { deviceCaller } from '../devices/devices.service.js';
import * as repo from './collection.repo.js';

/** '采集' from the plugin: saved for the device's user in the tenant's collection box. */
export const collectProduct = async (deps: TDeps, deviceToken: string | undefined, input: unknown) => {
  // The device token is checked before the body is read: an unknown caller learns nothing about the schema.
  const { auth, deviceId } = await deviceCaller(deps, deviceToken, ApiRoutes.collectSave);
  const parsed = CollectProductBody.safeParse(input);
  if (!parsed.success) {
    throw new AppError('FIELD_INVALID', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
  }
  const body = parsed.data;
  const id = await repo.upsertCollected(deps.db, {
    bossId: auth.bossId,
    userId: auth.userId,
    deviceId,
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
  return { id };
};

/** The BOSS sees everything collected in the tenant; staff what they collected. */
export const listCollection = async (deps: TDeps, auth: TAuth): Promise<TCollectedProduct[]> => {
  const rows = await repo.listCollected(deps.db, auth.bossId, auth.role === 'boss' ? undefined : auth.userId);
  return rows.map(({ product: p, phone }) => ({
    id: p.id,
    site: p.site as TCollectedProduct['site'],
    sourceId: p.sourceId,
    sourceUrl: p.sourceUrl,
    title: p.title,
    currency: p.currency,
    images: p.images,
    skus: p.skus,
    attributes: p.attributes,
    phone: phone ?? '',
    collectedAt: p.collectedAt.toISOString(),
  }));
};

/** A product another tool puts into the caller's collection box (no device: the web did it). */
export const collectForUser = async (
  deps: TDeps,
  auth: TAuth,
  p: Omit<repo.TCollectedInsert, 'bossId' | 'userId' | 'deviceId' | 'collectedAt'>,
) => ({
  id: await repo.upsertCollected(deps.db, {
    ...p,
    bossId: auth.bossId,
    userId: auth.userId,
    deviceId: null,
    collectedAt: deps.clock.now(),
  }),
});
