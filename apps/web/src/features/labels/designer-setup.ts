import { LabelFields, LabelFonts, labelFontPath, type TLanguage } from '@ksa/contract';
import type { Plugin, PropPanelSchema, UIOptions } from '@pdfme/common';
import { barcodes, image, line, text } from '@pdfme/schemas';
import type { TFunction } from 'i18next';
import { theme } from '../../app/theme';

type TPropSchema = Plugin['propPanel']['schema'];

/** Adds the "bound to product data" select (ksaField, see the contract's labels-pdfme) on top of a plugin's panel. */
const withBinding = (plugin: Plugin, t: TFunction<'labels'>): Plugin => {
  const base: TPropSchema = plugin.propPanel.schema;
  const options = [
    { label: t('fields.none'), value: '' },
    ...LabelFields.map((f) => ({ label: t(`fields.${f.replace('.', '_')}`), value: f })),
  ];
  const binding: PropPanelSchema = {
    title: t('editor.boundField'),
    type: 'string',
    widget: 'select',
    props: { options, showSearch: true, optionFilterProp: 'label' },
    span: 24,
  };
  return {
    ...plugin,
    propPanel: {
      ...plugin.propPanel,
      schema: (props) => ({ ksaField: binding, ...(typeof base === 'function' ? base(props) : base) }),
    },
  };
};

/** What a new element holds when dropped on the label: pdfme's English samples replaced by the UI's language. */
const withSample = (plugin: Plugin, sample: Record<string, unknown>): Plugin => ({
  ...plugin,
  propPanel: {
    ...plugin.propPanel,
    defaultSchema: { ...plugin.propPanel.defaultSchema, ...sample },
  },
});

/**
 * The designer's palette: the point types of the layout object (text, image, Code 128, EAN-13, QR code, line).
 * Keys are the names the palette shows. A new text says 'enter text' in the UI's language in the label font; a
 * new Code 128 holds a sample SKU code (Code 128 encodes ASCII only), a QR code this site's address.
 */
export const designerPlugins = (t: TFunction<'labels'>): Record<string, Plugin> => ({
  [t('plugins.text')]: withBinding(
    withSample(text as unknown as Plugin, { content: t('designer.sampleText'), fontName: LabelFonts.regular }),
    t,
  ),
  [t('plugins.code128')]: withBinding(
    withSample(barcodes.code128 as unknown as Plugin, { content: t('designer.sampleCode') }),
    t,
  ),
  [t('plugins.ean13')]: withBinding(barcodes.ean13 as unknown as Plugin, t),
  [t('plugins.qrcode')]: withBinding(
    withSample(barcodes.qrcode as unknown as Plugin, { content: window.location.origin }),
    t,
  ),
  [t('plugins.image')]: image as unknown as Plugin,
  [t('plugins.line')]: line as unknown as Plugin,
});

/** pdfme ships its own texts in these languages; the others use English. */
const PDFME_LANG: Partial<Record<TLanguage, NonNullable<UIOptions['lang']>>> = {
  'zh-CN': 'zh',
  ja: 'ja',
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  ar: 'ar',
  ko: 'ko',
};

/**
 * The fonts the server's PDF uses, by the same names and from the same files (GET /fonts/labels/…, Noto Sans SC
 * regular and bold), so the screen shows Chinese in the glyphs the paper gets and measures text as the PDF does.
 * Fetched once per page (the browser keeps them for a year) and handed to pdfme as bytes: pdfme fetches font URLs
 * only from public hosts, which a self-hosted server may not be.
 */
let labelFonts: Promise<NonNullable<UIOptions['font']>> | null = null;
export const loadDesignerFonts = () => {
  labelFonts ??= Promise.all(
    [LabelFonts.regular, LabelFonts.bold].map(async (name) => {
      const res = await fetch(labelFontPath(name));
      if (!res.ok) {
        throw new Error(`font ${name}: HTTP ${res.status}`);
      }
      return new Uint8Array(await res.arrayBuffer());
    }),
  ).then(([regular, bold]) => ({
    [LabelFonts.regular]: { data: regular!, fallback: true },
    [LabelFonts.bold]: { data: bold! },
  }));
  // A failed fetch is tried again the next time the designer opens.
  labelFonts.catch(() => {
    labelFonts = null;
  });
  return labelFonts;
};

/** `fit`: the box the page must fit in (the preview pane), in CSS px; without it the page's own zoom (zoomFor). */
export const designerOptions = (
  lng: string,
  font: UIOptions['font'],
  pageMm?: { w: number; h: number },
  fit?: { w: number; h: number },
): UIOptions => ({
  lang: PDFME_LANG[lng as TLanguage] ?? 'en',
  font,
  // pdfme renders with its own copy of antd: the app's theme keeps both copies' shared class names alike.
  theme: theme as UIOptions['theme'],
  // A 60×40 mm label opens at 300 %, 100×100 mm at 150 %, an A4 page at 100 %; a preview fits its pane.
  ...(pageMm ? { zoomLevel: fit ? fitZoom(pageMm, fit) : zoomFor(pageMm), maxZoom: 400 } : {}),
});

const PX_PER_MM = 96 / 25.4;
// pdfme's viewer keeps this much room around the page (its padding and the scroll bar).
const VIEWER_GUTTER_PX = 64;

/** The largest zoom (at most 300 %, at least 25 %) at which the whole page fits in `box` (CSS px). */
export const fitZoom = (mm: { w: number; h: number }, box: { w: number; h: number }) => {
  const z = Math.min((box.w - VIEWER_GUTTER_PX) / (mm.w * PX_PER_MM), (box.h - VIEWER_GUTTER_PX) / (mm.h * PX_PER_MM));
  return Math.max(0.25, Math.min(3, Math.floor(z * 20) / 20));
};

/** The zoom a page opens at: its longer side about 180 mm on screen, in half steps from 100 % to 300 %. */
export const zoomFor = (mm: { w: number; h: number }) =>
  Math.min(3, Math.max(1, Math.floor((180 / Math.max(mm.w, mm.h)) * 2) / 2));
