import {
  LabelKindLabel,
  LabelLimits,
  type TGpsrData,
  type TGpsrLang,
  type TLabelKind,
  type TLabelLayout,
  type ZLabelPrintRequestSchema,
  type ZLabelPrintShipOrderRequestSchema,
} from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { shipOrderBySn, shopNames, stockOrderBySns } from '../delivery/index.js';
import { requireSkus } from './label-bindings.service.js';
import type { TLabelBatch, TLabelPage } from './label-pdf.js';
import { renderLabelsOffThread } from './label-pdf-pool.js';
import { findGpsrBindings, findSkus, findTemplateBindings, type TSkuRow } from './label-skus.repo.js';
import { fieldValues, type TBoxInfo } from './label-values.js';
import { getDefaultTemplate, getGpsr, getTemplate } from './labels.repo.js';
import { requireTemplate } from './labels.service.js';
import { BuiltInTemplates } from './labels-builtin.js';

type TTpl = { id: number; kind: TLabelKind; layout: TLabelLayout };
const builtIn = (kind: TLabelKind): TTpl => {
  const b = BuiltInTemplates.find((t) => t.kind === kind)!;
  return { id: b.templateId, kind, layout: b.layout };
};
/** A template to print with: a built-in starter (negative id) as it is, or the BOSS's own. */
const printable = async (deps: TDeps, auth: TAuth, templateId: number): Promise<TTpl> => {
  const b = BuiltInTemplates.find((t) => t.templateId === templateId);
  return b ? { id: b.templateId, kind: b.kind, layout: b.layout } : requireTemplate(deps, auth, templateId);
};
const usesGpsr = (layout: TLabelLayout) => layout.pointsList.some((p) => p.field?.startsWith('gpsr.'));

/** The template a SKU prints with: the one asked for, else its bound one, else the BOSS's default, else built-in. */
const templatesFor = async (deps: TDeps, auth: TAuth, kind: TLabelKind, skus: TSkuRow[], templateId?: number) => {
  if (templateId !== undefined) {
    const t = await printable(deps, auth, templateId);
    if (t.kind !== kind) {
      throw new AppError('LABEL_KIND_MISMATCH', { kind: LabelKindLabel[kind] });
    }
    return () => t;
  }
  const bindings = await findTemplateBindings(deps.db, auth, skus);
  const byKey = new Map<string, TTpl>();
  for (const b of bindings.filter((x) => x.kind === kind)) {
    const t = await getTemplate(deps.db, auth, b.templateId);
    if (t) {
      byKey.set(`${b.shopId}:${b.skuId}`, t);
    }
  }
  const fallback = (await getDefaultTemplate(deps.db, auth, kind)) ?? builtIn(kind);
  return (s: TSkuRow) => byKey.get(`${s.shopId}:${s.skuId}`) ?? fallback;
};

const gpsrFor = async (deps: TDeps, auth: TAuth, skus: TSkuRow[]) => {
  const byKey = new Map<string, TGpsrData>();
  for (const b of await findGpsrBindings(deps.db, auth, skus)) {
    const g = await getGpsr(deps.db, auth, b.gpsrId);
    if (g) {
      byKey.set(`${b.shopId}:${b.skuId}`, g.data);
    }
  }
  return (s: TSkuRow) => byKey.get(`${s.shopId}:${s.skuId}`) ?? null;
};

/** Consecutive labels of one template share a batch (one pdfme run); batches merge in order. */
const pushPage = (batches: TLabelBatch[], tpl: TTpl, sheet: 'label' | 'a4', page: TLabelPage) => {
  const last = batches.at(-1);
  if (last && last.layout === tpl.layout) {
    last.pages.push(page);
  } else {
    batches.push({ layout: tpl.layout, pages: [page], sheet });
  }
};

const assertCount = (n: number) => {
  if (n > LabelLimits.maxLabelsPerPrint) {
    throw new AppError('LABEL_TOO_MANY_LABELS', { max: LabelLimits.maxLabelsPerPrint, n });
  }
};

/** The languages a label prints in, with GPSR data present for each when the template shows GPSR fields. */
const langsFor = (tpl: TTpl, asked: TGpsrLang[] | undefined, sku: TSkuRow, gpsr: TGpsrData | null) => {
  const langs: (TGpsrLang | null)[] = asked?.length
    ? asked
    : tpl.layout.langPdfList.length
      ? tpl.layout.langPdfList
      : [null];
  if (usesGpsr(tpl.layout) || tpl.kind === 'gpsr') {
    if (!gpsr) {
      throw new AppError('LABEL_SKU_NO_GPSR', { skuId: sku.skuId });
    }
    const missing = langs.find((l) => l && !gpsr.texts[l]);
    if (missing) {
      throw new AppError('LABEL_GPSR_LANG_MISSING', { skuId: sku.skuId, lang: missing });
    }
  }
  return langs;
};

/** print: SKUs × quantities × languages, each unit's languages together, in the order asked. */
export const printSkuLabels = async (deps: TDeps, auth: TAuth, req: z.output<typeof ZLabelPrintRequestSchema>) => {
  const rows = await requireSkus(deps, auth, req.items);
  const byKey = new Map(rows.map((r) => [`${r.shopId}:${r.skuId}`, r]));
  const tplOf = await templatesFor(deps, auth, req.kind, rows, req.templateId);
  const gpsrOf = await gpsrFor(deps, auth, rows);
  const plan = req.items.map((it) => {
    const sku = byKey.get(`${it.shopId}:${it.skuId}`)!;
    const tpl = tplOf(sku);
    const gpsr = gpsrOf(sku);
    return { sku, tpl, gpsr, langs: langsFor(tpl, req.langs, sku, gpsr), quantity: Number(it.quantity) };
  });
  assertCount(plan.reduce((n, p) => n + p.quantity * p.langs.length, 0));
  const batches: TLabelBatch[] = [];
  for (const p of plan) {
    for (let i = 0; i < p.quantity; i++) {
      for (const lang of p.langs) {
        pushPage(batches, p.tpl, req.sheet, { values: fieldValues(p.sku, p.gpsr, lang, null), lang });
      }
    }
  }
  return renderLabelsOffThread(batches);
};

/** printShipOrder: one box label per package, then one SKU label per unit of each SKU shipped. */
export const printShipOrderLabels = async (
  deps: TDeps,
  auth: TAuth,
  req: z.output<typeof ZLabelPrintShipOrderRequestSchema>,
) => {
  const [shop] = await resolveShopScope(deps, auth, { shopId: req.shopId }, { exact: true });
  const ship = shop ? await shipOrderBySn(deps.db, shop.id, req.deliverySn) : undefined;
  if (!shop || !ship) {
    throw new AppError('NOT_FOUND');
  }
  const [stock] = await stockOrderBySns(deps.db, shop.id, [ship.stockOrderSn]);
  const lines = stock?.skus ?? [];
  const synced = await findSkus(
    deps.db,
    auth,
    lines.map((l) => ({ shopId: shop.id, skuId: l.skuId })),
  );
  const byId = new Map(synced.map((s) => [s.skuId, s]));
  const [named] = await shopNames(deps.db, [shop.id]);
  const shopName = named?.custom ?? named?.name ?? '';
  // A SKU the product sync has not seen yet still prints from the stock order's own copy of it.
  const skus: TSkuRow[] = lines.map(
    (l) =>
      byId.get(l.skuId) ?? {
        shopId: shop.id,
        shopName,
        skuId: l.skuId,
        skcId: stock?.skcId ?? '',
        extCode: l.extCode || null,
        className: l.className,
        name: stock?.productName ?? '',
      },
  );
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const boxTpl = req.boxTemplateId !== undefined ? await printable(deps, auth, req.boxTemplateId) : null;
  const box = boxTpl ?? (await getDefaultTemplate(deps.db, auth, 'box')) ?? builtIn('box');
  const skuTplOf = await templatesFor(deps, auth, 'sku', skus, req.skuTemplateId);
  const gpsrOf = await gpsrFor(deps, auth, skus);
  const plan = skus.map((sku, i) => {
    const tpl = skuTplOf(sku);
    const gpsr = gpsrOf(sku);
    return { sku, tpl, gpsr, langs: langsFor(tpl, req.langs, sku, gpsr), quantity: lines[i]!.quantity };
  });
  assertCount(ship.packageCount + plan.reduce((n, p) => n + p.quantity * p.langs.length, 0));
  const batches: TLabelBatch[] = [];
  const first: TSkuRow = skus[0] ?? {
    shopId: shop.id,
    shopName,
    skuId: '',
    skcId: '',
    extCode: null,
    className: '',
    name: '',
  };
  for (let b = 1; b <= ship.packageCount; b++) {
    const info: TBoxInfo = {
      deliverySn: ship.deliverySn,
      orderSn: ship.stockOrderSn,
      boxNo: b,
      boxCount: ship.packageCount,
      warehouse: stock?.warehouseName ?? '',
      quantity: units,
    };
    pushPage(batches, box, req.sheet, { values: fieldValues(first, null, null, info), lang: null });
  }
  for (const p of plan) {
    for (let i = 0; i < p.quantity; i++) {
      for (const lang of p.langs) {
        pushPage(batches, p.tpl, req.sheet, { values: fieldValues(p.sku, p.gpsr, lang, null), lang });
      }
    }
  }
  return renderLabelsOffThread(batches);
};
