import { LabelFields, LabelFonts, type TLanguage } from '@ksa/contract';
import { getDefaultFont, type Plugin, type PropPanelSchema, type UIOptions } from '@pdfme/common';
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

/**
 * The designer's palette: the point types of the layout object (text, image, Code 128, EAN-13, QR code, line).
 * Keys are the names the palette shows.
 */
export const designerPlugins = (t: TFunction<'labels'>): Record<string, Plugin> => ({
  [t('plugins.text')]: withBinding(text as unknown as Plugin, t),
  [t('plugins.code128')]: withBinding(barcodes.code128 as unknown as Plugin, t),
  [t('plugins.ean13')]: withBinding(barcodes.ean13 as unknown as Plugin, t),
  [t('plugins.qrcode')]: withBinding(barcodes.qrcode as unknown as Plugin, t),
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
 * The fonts the server's PDF uses, by the same names, so a template keeps its font choice. The browser draws
 * them with pdfme's bundled Latin font and the system's fonts for Chinese (the PDF embeds Noto Sans SC).
 */
export const designerOptions = (lng: string, pageMm?: { w: number; h: number }): UIOptions => {
  const latin = getDefaultFont();
  const data = Object.values(latin)[0]!.data;
  return {
    lang: PDFME_LANG[lng as TLanguage] ?? 'en',
    font: {
      [LabelFonts.regular]: { data, fallback: true },
      [LabelFonts.bold]: { data },
    },
    // pdfme renders with its own copy of antd: the app's theme keeps both copies' shared class names alike.
    theme: theme as UIOptions['theme'],
    // A 60×40 mm label opens at 300 %, 100×100 mm at 150 %, an A4 page at 100 %.
    ...(pageMm ? { zoomLevel: zoomFor(pageMm), maxZoom: 400 } : {}),
  };
};

/** The zoom a page opens at: its longer side about 180 mm on screen, in half steps from 100 % to 300 %. */
export const zoomFor = (mm: { w: number; h: number }) =>
  Math.min(3, Math.max(1, Math.floor((180 / Math.max(mm.w, mm.h)) * 2) / 2));
