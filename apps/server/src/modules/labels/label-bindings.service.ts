import type { TLabelBySku } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import {
  bindGpsr,
  bindTemplate,
  findGpsrBindings,
  findSkus,
  findSkusById,
  findTemplateBindings,
  type TSkuKey,
  unbindGpsr,
  unbindTemplates,
} from './label-skus.repo.js';
import { skuCodeOf } from './label-values.js';
import { getGpsr, getTemplate, type TTemplateRow } from './labels.repo.js';
import { requireGpsr, requireTemplate, toGpsr, toTemplate } from './labels.service.js';

/** Keys of SKUs the caller may see (staff: their assigned shops), all synced, else 404 naming the first missing. */
export const requireSkus = async (deps: TDeps, auth: TAuth, keys: TSkuKey[]) => {
  const visible = new Set(await visibleShopIds(deps, auth));
  const rows = await findSkus(
    deps.db,
    auth,
    keys.filter((k) => visible.has(k.shopId)),
  );
  const found = new Set(rows.map((r) => `${r.shopId}:${r.skuId}`));
  const missing = keys.find((k) => !found.has(`${k.shopId}:${k.skuId}`));
  if (missing) {
    throw new AppError('LABEL_SKU_NOT_FOUND', { skuId: missing.skuId });
  }
  return rows;
};

/** saveTemplateWithSku: a template binds for its kind, GPSR data once per SKU; null unbinds. */
export const bindSkus = async (
  deps: TDeps,
  auth: TAuth,
  v: { templateId?: number | null; gpsrId?: number | null; skus: TSkuKey[] },
) => {
  const keys = [...new Map(v.skus.map((k) => [`${k.shopId}:${k.skuId}`, k])).values()];
  await requireSkus(deps, auth, keys);
  const tpl = v.templateId ? await requireTemplate(deps, auth, v.templateId) : null;
  const gpsr = v.gpsrId ? await requireGpsr(deps, auth, v.gpsrId) : null;
  await deps.db.transaction(async (tx) => {
    if (tpl) {
      await bindTemplate(tx, auth, tpl.kind, tpl.id, keys);
    } else if (v.templateId === null) {
      for (const kind of ['sku', 'box', 'gpsr'] as const) {
        await unbindTemplates(tx, auth, kind, keys);
      }
    }
    if (gpsr) {
      await bindGpsr(tx, auth, gpsr.id, keys);
    } else if (v.gpsrId === null) {
      await unbindGpsr(tx, auth, keys);
    }
  });
  return keys.length;
};

/** getBySkuId: the SKU (in a shop the caller sees) with its templates per kind and its GPSR data. */
export const bySku = async (deps: TDeps, auth: TAuth, skuId: string, shopId?: number): Promise<TLabelBySku> => {
  const visible = new Set(await visibleShopIds(deps, auth));
  const sku = (await findSkusById(deps.db, auth, skuId, shopId)).find((s) => visible.has(s.shopId));
  if (!sku) {
    throw new AppError('LABEL_SKU_NOT_FOUND', { skuId });
  }
  const key = [{ shopId: sku.shopId, skuId: sku.skuId }];
  const [tplBindings, gpsrBindings] = await Promise.all([
    findTemplateBindings(deps.db, auth, key),
    findGpsrBindings(deps.db, auth, key),
  ]);
  const templates = (await Promise.all(tplBindings.map((b) => getTemplate(deps.db, auth, b.templateId)))).filter(
    (t): t is TTemplateRow => t !== null,
  );
  const gpsr = gpsrBindings[0] ? await getGpsr(deps.db, auth, gpsrBindings[0].gpsrId) : null;
  return {
    shopId: sku.shopId,
    skuId: sku.skuId,
    skuCode: skuCodeOf(sku),
    name: sku.name,
    spec: sku.className,
    templates: templates.map(toTemplate),
    gpsr: gpsr ? toGpsr(gpsr) : null,
  };
};
