import { isSafetyLang, safetyFromZh, type TSafetyLang } from './safety-phrases.js';

/**
 * The sandbox translator: a fixed zh → target dictionary with longest-match segmentation, so tests can
 * assert exact results. Latin letters, digits and punctuation pass through; an unknown Chinese character
 * is kept as it is (a real engine would transliterate or guess; the sandbox makes the gap visible).
 */
export const TargetLanguages = ['en', 'de', 'fr', 'es', 'ja'] as const;
type TListingTarget = (typeof TargetLanguages)[number];
/** Listing words in en/de/fr/es/ja; product-safety phrases (safety-phrases.ts) in the EU languages too. */
export type TTarget = TListingTarget | TSafetyLang;

type TEntry = [zh: string, en: string, de: string, fr: string, es: string, ja: string];
const ENTRIES: TEntry[] = [
  ['夏季', 'Summer', 'Sommer', 'Été', 'Verano', '夏'],
  ['新款', 'New', 'Neu', 'Nouveau', 'Nuevo', '新作'],
  ['纯棉', 'Pure Cotton', 'Reine Baumwolle', 'Pur Coton', 'Algodón Puro', '綿100%'],
  ['圆领', 'Crew Neck', 'Rundhals', 'Col Rond', 'Cuello Redondo', 'クルーネック'],
  ['短袖', 'Short Sleeve', 'Kurzarm', 'Manches Courtes', 'Manga Corta', '半袖'],
  ['半袖', 'Short Sleeve', 'Kurzarm', 'Manches Courtes', 'Manga Corta', '半袖'],
  ['T恤', 'T-Shirt', 'T-Shirt', 'T-Shirt', 'Camiseta', 'Tシャツ'],
  ['男女同款', 'Unisex', 'Unisex', 'Unisexe', 'Unisex', '男女兼用'],
  ['宽松', 'Loose Fit', 'Locker', 'Ample', 'Holgado', 'ゆったり'],
  ['打底衫', 'Base Layer Top', 'Unterhemd', 'Sous-pull', 'Camiseta Interior', 'インナー'],
  ['工厂直供', 'Factory Direct', 'Direkt ab Werk', 'Direct Usine', 'Directo de Fábrica', '工場直送'],
  ['颜色', 'Color', 'Farbe', 'Couleur', 'Color', 'カラー'],
  ['尺码', 'Size', 'Größe', 'Taille', 'Talla', 'サイズ'],
  ['白色', 'White', 'Weiß', 'Blanc', 'Blanco', 'ホワイト'],
  ['黑色', 'Black', 'Schwarz', 'Noir', 'Negro', 'ブラック'],
  ['雾霾蓝', 'Haze Blue', 'Dunstblau', 'Bleu Brume', 'Azul Niebla', 'ヘイズブルー'],
  ['面料名称', 'Fabric', 'Stoff', 'Tissu', 'Tejido', '生地'],
  [
    '主面料成分含量',
    'Main Fabric Content',
    'Hauptstoffanteil',
    'Composition Principale',
    'Contenido del Tejido',
    '主素材の混率',
  ],
  ['货源类别', 'Supply Type', 'Lieferart', "Type d'Approvisionnement", 'Tipo de Suministro', '供給タイプ'],
  ['现货', 'In Stock', 'Auf Lager', 'En Stock', 'En Stock', '在庫あり'],
  ['产地', 'Origin', 'Herkunft', 'Origine', 'Origen', '原産地'],
  [
    '广东广州',
    'Guangzhou, Guangdong',
    'Guangzhou, Guangdong',
    'Guangzhou, Guangdong',
    'Guangzhou, Guangdong',
    '広東省広州',
  ],
  ['材质', 'Material', 'Material', 'Matière', 'Material', '素材'],
  ['棉', 'Cotton', 'Baumwolle', 'Coton', 'Algodón', '綿'],
  ['透气', 'Breathable', 'Atmungsaktiv', 'Respirant', 'Transpirable', '通気性'],
  ['舒适', 'Comfortable', 'Bequem', 'Confortable', 'Cómodo', '快適'],
  ['面料', 'Fabric', 'Stoff', 'Tissu', 'Tejido', '生地'],
  ['包邮', 'Free Shipping', 'Versandkostenfrei', 'Livraison Gratuite', 'Envío Gratis', '送料無料'],
  ['热卖', 'Hot Sale', 'Bestseller', 'Meilleure Vente', 'Más Vendido', '人気'],
  ['不起球', 'Anti-Pilling', 'Pillingfrei', 'Anti-bouloches', 'Antipilling', '毛玉になりにくい'],
  ['不变形', 'Keeps Its Shape', 'Formstabil', 'Indéformable', 'No se Deforma', '型崩れしにくい'],
  ['水杯', 'Water Bottle', 'Trinkflasche', "Bouteille d'Eau", 'Botella de Agua', '水筒'],
  ['保温', 'Insulated', 'Isoliert', 'Isotherme', 'Térmico', '保温'],
  ['不锈钢', 'Stainless Steel', 'Edelstahl', 'Acier Inoxydable', 'Acero Inoxidable', 'ステンレス'],
  // Instructions and certificates (document translation).
  ['产品说明书', 'Product Manual', 'Bedienungsanleitung', 'Notice du Produit', 'Manual del Producto', '取扱説明書'],
  ['使用方法', 'How to Use', 'Anwendung', "Mode d'Emploi", 'Modo de Uso', '使用方法'],
  ['注意事项', 'Precautions', 'Hinweise', 'Précautions', 'Precauciones', '注意事項'],
  ['警告', 'Warning', 'Warnung', 'Avertissement', 'Advertencia', '警告'],
  [
    '请勿让儿童接触',
    'Keep out of reach of children',
    'Von Kindern fernhalten',
    'Tenir hors de portée des enfants',
    'Mantener fuera del alcance de los niños',
    '子供の手の届かない所に保管',
  ],
  ['清洗', 'Washing', 'Waschen', 'Lavage', 'Lavado', '洗濯'],
  ['手洗', 'Hand wash', 'Handwäsche', 'Lavage à la main', 'Lavar a mano', '手洗い'],
  [
    '合格证',
    'Certificate of Conformity',
    'Konformitätsbescheinigung',
    'Certificat de Conformité',
    'Certificado de Conformidad',
    '合格証',
  ],
  ['检验员', 'Inspector', 'Prüfer', 'Inspecteur', 'Inspector', '検査員'],
  ['生产日期', 'Production Date', 'Herstellungsdatum', 'Date de Fabrication', 'Fecha de Fabricación', '製造日'],
  ['制造商', 'Manufacturer', 'Hersteller', 'Fabricant', 'Fabricante', '製造元'],
  ['的', '', '', '', '', 'の'],
];

const PUNCT: Record<string, string> = {
  '，': ', ',
  '。': '. ',
  '！': '! ',
  '？': '? ',
  '：': ': ',
  '；': '; ',
  '、': ', ',
  '（': ' (',
  '）': ') ',
  '／': ' / ',
};
const isListingTarget = (lang: string): lang is TListingTarget => (TargetLanguages as readonly string[]).includes(lang);
export const isTarget = (lang: string): lang is TTarget => isListingTarget(lang) || isSafetyLang(lang);

/** The phrases known in `to`, longest first. */
const phrasesFor = (to: TTarget): [string, string][] =>
  [
    ...(isListingTarget(to)
      ? ENTRIES.map((e): [string, string] => [e[0], e[TargetLanguages.indexOf(to) + 1] as string])
      : []),
    ...(isSafetyLang(to) ? safetyFromZh(to) : []),
  ].sort((a, b) => b[0].length - a[0].length);

/** Translates Chinese text into `to`; deterministic. */
export const translateZh = (text: string, to: TTarget): string => {
  const byLength = phrasesFor(to);
  const words: string[] = [];
  let latin = '';
  const flush = () => {
    if (latin.trim()) {
      words.push(latin.trim());
    }
    latin = '';
  };
  for (let i = 0; i < text.length; ) {
    const hit = byLength.find((e) => text.startsWith(e[0], i));
    if (hit) {
      flush();
      if (hit[1]) {
        words.push(hit[1]);
      }
      i += hit[0].length;
      continue;
    }
    const ch = text[i] as string;
    if (ch in PUNCT) {
      flush();
      words.push((PUNCT[ch] as string).trim());
    } else if (/[\u3400-\u9fff]/.test(ch)) {
      flush();
      words.push(ch);
    } else {
      latin += ch;
    }
    i += 1;
  }
  flush();
  const sep = to === 'ja' ? '' : ' ';
  return words
    .filter(Boolean)
    .join(sep)
    .replace(/ ([,.!?:;)])/g, '$1')
    .replace(/\( /g, '(');
};
