import {
  checkLayout,
  LabelLimits,
  type TGpsrData,
  type TGpsrTemplate,
  type TLabelKind,
  type TLabelLayout,
  type TLabelTemplate,
} from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
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

export const toTemplate = (r: TTemplateRow): TLabelTemplate => ({
  templateId: r.id,
  kind: r.kind,
  name: r.name,
  layout: r.layout,
  isDefault: r.isDefault,
  builtIn: false,
  skuCount: r.skuCount,
  updatedAt: r.updatedAt.toISOString(),
});
export const toGpsr = (r: TGpsrRow): TGpsrTemplate => ({
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
