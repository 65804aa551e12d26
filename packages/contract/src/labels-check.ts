import type { TErrorId } from './errors.js';
import {
  LabelLimits,
  LabelSizeMm,
  layoutPxOf,
  pxPerMm,
  type TLabelKind,
  type TLabelLayout,
  type TLabelPoint,
} from './labels.js';

export type TLayoutIssue = { id: TErrorId; params: Record<string, string | number> };

/** Average advance of a glyph as a share of the font size: CJK full width, Latin about half. */
const advance = (ch: string) => ((ch.codePointAt(0) ?? 0) > 0x2e7f ? 1 : 0.55);

/**
 * Whether `text` at `sizePx` fits a w×h box (layout px), wrapping words as the PDF renderer does (line height
 * 1.15). An estimate from average glyph widths: it refuses what clearly overflows, the PDF shrinks nothing static.
 */
export const textFits = (text: string, sizePx: number, w: number, h: number): boolean => {
  const lineH = sizePx * 1.15;
  let lines = 0;
  for (const para of text.split('\n')) {
    let lineW = 0;
    lines += 1;
    for (const word of para.split(/(?<=\s)|(?=[\u2e80-\uffff])/u)) {
      const ww = [...word].reduce((n, ch) => n + advance(ch) * sizePx, 0);
      if (lineW > 0 && lineW + ww > w) {
        lines += 1;
        lineW = 0;
      }
      lineW += ww;
      while (lineW > w * 1.02 && [...word].length > 1) {
        // A word longer than the box breaks where it reaches the edge.
        lines += 1;
        lineW -= w;
      }
    }
  }
  return lines * lineH <= h * 1.02;
};

const pointIssue = (p: TLabelPoint, where: string): TLayoutIssue | null => {
  if (p.type === 'field' && !p.field) {
    return { id: 'LABEL_FIELD_REQUIRED', params: { point: where } };
  }
  if (p.type === 'image' && !p.src) {
    return { id: 'LABEL_IMAGE_REQUIRED', params: { point: where } };
  }
  if (p.type === 'ean13' && !p.field && !/^\d{12,13}$/.test(p.text ?? '')) {
    return { id: 'LABEL_EAN13_INVALID', params: { point: where } };
  }
  if ((p.type === 'barcode128' || p.type === 'qrcode') && !p.field && !p.text) {
    return { id: 'LABEL_BARCODE_EMPTY', params: { point: where } };
  }
  if (p.type === 'barcode128' && !p.field && !/^[\x20-\x7e]+$/.test(p.text ?? '')) {
    return { id: 'LABEL_BARCODE_CHARS', params: { point: where } };
  }
  if (p.type === 'text') {
    const size = p.size ?? LabelLimits.defaultFontPx;
    const texts = [p.text ?? '', ...Object.values(p.langText ?? {})];
    const long = texts.find((t) => !textFits(t ?? '', size, p.seat.w, p.seat.h));
    if (long !== undefined) {
      return { id: 'LABEL_TEXT_OVERFLOW', params: { point: where, text: long.slice(0, 20) } };
    }
  }
  return null;
};

/**
 * The rules zod cannot state point by point: the page matches its size kind, points are unique and inside the
 * page, each type has what it needs, static text fits its box. The first issue, named for the user.
 */
export const checkLayout = (layout: TLabelLayout, kind?: TLabelKind): TLayoutIssue | null => {
  const k = pxPerMm(layout);
  if (layout.size === 'custom') {
    const [wMm, hMm] = [layout.width / k, layout.height / k];
    const ok = (v: number) => v >= LabelLimits.customMinMm && v <= LabelLimits.customMaxMm;
    if (!ok(wMm) || !ok(hMm)) {
      return { id: 'LABEL_CUSTOM_SIZE', params: { min: LabelLimits.customMinMm, max: LabelLimits.customMaxMm } };
    }
  } else {
    const want = layoutPxOf(layout.size);
    if (Math.abs(want.width - layout.width) > 0.5 || Math.abs(want.height - layout.height) > 0.5) {
      const mm = LabelSizeMm[layout.size];
      return { id: 'LABEL_SIZE_MISMATCH', params: { size: `${mm.w}×${mm.h} mm` } };
    }
  }
  if (kind === 'gpsr' && layout.langPdfList.length === 0) {
    return { id: 'LABEL_GPSR_LANGS', params: {} };
  }
  const seen = new Set<string>();
  for (const [i, p] of layout.pointsList.entries()) {
    const where = `${i + 1}`;
    if (seen.has(p.id)) {
      return { id: 'LABEL_POINT_DUPLICATE', params: { point: where } };
    }
    seen.add(p.id);
    const { x, y, w, h } = p.seat;
    if (x + w > layout.width + 0.5 || y + h > layout.height + 0.5) {
      return { id: 'LABEL_POINT_OUTSIDE', params: {} };
    }
    const issue = pointIssue(p, where);
    if (issue) {
      return issue;
    }
  }
  return null;
};
