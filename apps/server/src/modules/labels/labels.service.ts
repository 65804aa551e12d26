import {
  checkLayout,
  LabelKindLabel,
  LabelLimits,
  type TGpsrData,
  type TGpsrTemplate,
  type TLabelBySku,
  type TLabelKind,
  type TLabelLayout,
  type TLabelTemplate,
} from '@ksa/contract';
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
import {
  clearOtherDefaults,
  countGpsr,
  countTemplates,
  deleteGpsr,
  deleteTemplate,
  findGpsr,
  findTemplates,
  getGpsr,
  getTemplate,
  insertGpsr,
  insertTemplate,
  type TGpsrRow,
  type TTemplateRow,
  updateGpsr,
  updateTemplate,
} from './labels.repo.js';
import { BuiltInTemplates } from './labels-builtin.js';

const toTemplate = (r: TTemplateRow): TLabelTemplate => ({
  templateId: r.id,
  kind: r.kind,
  name: r.name,
  layout: r.layout,
  isDefault: r.isDefault,
  builtIn: false,
  skuCount: r.skuCount,
  updatedAt: r.updatedAt.toISOString(),
});
const toGpsr = (r: TGpsrRow): TGpsrTemplate => ({
  gpsrId: r.id,
  name: r.name,
  data: r.data,
  skuCount: r.skuCount,
  updatedAt: r.updatedAt.toISOString(),
});
const builtIns = (kind?: TLabelKind): TLabelTemplate[] =>
  BuiltInTemplates.filter((b) => !kind || b.kind === kind).map((b) => ({
    ...b,
    isDefault: false,
    builtIn: true,
    skuCount: 0,
    updatedAt: '1970-01-01T00:00:00.000Z',
  }));

/** The first rule a layout breaks, as the user's message. */
export const assertLayout = (layout: TLabelLayout, kind: TLabelKind) => {
  const issue = checkLayout(layout, kind);
  if (issue) {
    throw new AppError(issue.id, issue.params);
  }
};

/** The BOSS's templates, shared with the whole team (getByUid). */
export const listOwnTemplates = async (deps: TDeps, auth: TAuth, kind?: TLabelKind) =>
  (await findTemplates(deps.db, auth, kind)).map(toTemplate);

/** What a label screen offers: the built-in starters, then the BOSS's templates (getTemplates). */
export const listTemplates = async (deps: TDeps, auth: TAuth, kind?: TLabelKind) => [
  ...builtIns(kind),
  ...(await listOwnTemplates(deps, auth, kind)),
];

export const listGpsr = async (deps: TDeps, auth: TAuth) => (await findGpsr(deps.db, auth)).map(toGpsr);

export const requireTemplate = async (deps: TDeps, auth: TAuth, templateId: number) => {
  const row = await getTemplate(deps.db, auth, templateId);
  if (!row) {
    throw new AppError(templateId < 0 ? 'LABEL_BUILTIN_READONLY' : 'LABEL_TEMPLATE_NOT_FOUND');
  }
  return row;
};

export const requireGpsr = async (deps: TDeps, auth: TAuth, gpsrId: number) => {
  const row = await getGpsr(deps.db, auth, gpsrId);
  if (!row) {
    throw new AppError('GPSR_NOT_FOUND');
  }
  return row;
};

export const createTemplate = async (
  deps: TDeps,
  auth: TAuth,
  v: { kind: TLabelKind; name: string; layout: TLabelLayout; isDefault: boolean },
) => {
  assertLayout(v.layout, v.kind);
  if ((await countTemplates(deps.db, auth)) >= LabelLimits.maxTemplatesPerBoss) {
    throw new AppError('LABEL_TEMPLATE_LIMIT');
  }
  return deps.db.transaction(async (tx) => {
    const id = await insertTemplate(tx, auth, v);
    if (v.isDefault) {
      await clearOtherDefaults(tx, auth, v.kind, id);
    }
    return id;
  });
};

export const changeTemplate = async (
  deps: TDeps,
  auth: TAuth,
  v: { templateId: number; name?: string; isDefault?: boolean; layout?: TLabelLayout },
) => {
  const row = await requireTemplate(deps, auth, v.templateId);
  if (v.layout) {
    assertLayout(v.layout, row.kind);
  }
  await deps.db.transaction(async (tx) => {
    await updateTemplate(
      tx,
      auth,
      row.id,
      { name: v.name, isDefault: v.isDefault, layout: v.layout },
      deps.clock.now(),
    );
    if (v.isDefault) {
      await clearOtherDefaults(tx, auth, row.kind, row.id);
    }
  });
};

export const saveGpsr = async (deps: TDeps, auth: TAuth, v: { gpsrId?: number; name: string; data: TGpsrData }) => {
  if (v.gpsrId) {
    await requireGpsr(deps, auth, v.gpsrId);
    await updateGpsr(deps.db, auth, v.gpsrId, { name: v.name, data: v.data }, deps.clock.now());
    return v.gpsrId;
  }
  if ((await countGpsr(deps.db, auth)) >= LabelLimits.maxGpsrPerBoss) {
    throw new AppError('LABEL_TEMPLATE_LIMIT');
  }
  return insertGpsr(deps.db, auth, { name: v.name, data: v.data });
};

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

export const removeTemplateOrGpsr = async (deps: TDeps, auth: TAuth, v: { templateId?: number; gpsrId?: number }) => {
  if (v.templateId === undefined && v.gpsrId === undefined) {
    throw new AppError('LABEL_TEMPLATE_NOT_FOUND');
  }
  if (v.templateId !== undefined && (await deleteTemplate(deps.db, auth, v.templateId)) === 0) {
    throw new AppError(v.templateId < 0 ? 'LABEL_BUILTIN_READONLY' : 'LABEL_TEMPLATE_NOT_FOUND');
  }
  if (v.gpsrId !== undefined && (await deleteGpsr(deps.db, auth, v.gpsrId)) === 0) {
    throw new AppError('GPSR_NOT_FOUND');
  }
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

export const kindLabel = (kind: TLabelKind) => LabelKindLabel[kind];
