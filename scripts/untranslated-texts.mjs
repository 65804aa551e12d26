#!/usr/bin/env node
// Lists, per language and namespace, the web texts whose value is still the English one (a text added in English
// and copied into the other nine languages instead of translated). apps/web/src/i18n/translated.test.ts fails on
// them, so a copy is caught when it is added; this script says which ones to translate:
//   node scripts/untranslated-texts.mjs [--json]
// zh-CN is the reference and en the source; neither is checked. A value the same in English and in the language
// on purpose (a brand, a unit, a word the language borrowed) is in SAME_AS_ENGLISH, by language; a value with no
// words of its own (placeholders, punctuation, numbers, a URL) never counts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/src/i18n/locales');
export const SOURCE = 'en';
export const REFERENCE = 'zh-CN';

/** Names of products, systems and units: the same in every language. */
const NAMES = [
  'BOSS',
  'SKC',
  'SKU ID',
  'SKC ID',
  'SKU-0001',
  'iOS',
  'Android',
  'Android (Chrome)',
  'iPhone (Safari)',
  'Windows',
  'macOS',
  'Linux',
  'Chrome / Edge / 360 Browser',
  'access_token',
  'WeChat Pay',
  'Alipay',
  'PA',
  'OK',
  '60×40 mm',
  '100×100 mm',
];

/** Values each language writes exactly as English does: words it uses as they are. Keep this list short. */
export const SAME_AS_ENGLISH = {
  de: [
    ...NAMES,
    'Shop',
    'Shops',
    'Status',
    'Name',
    'Region',
    'Trend',
    'Trend %',
    'Text',
    'Software',
    'System',
    'Version',
    'Version {{version}} · {{size}}',
    'Barcode',
    'Barcode Code 128',
    'Barcode EAN-13',
    'Manager',
    'Code',
    'Downloads',
    'Online',
    'Offline',
    'FAQ',
    'China',
    'Global',
    'SKUs',
    '{{n}} SKUs',
    'Original {{n}}',
  ],
  fr: [
    ...NAMES,
    'Action',
    'Actions',
    'Type',
    'Image',
    'Images',
    'Source',
    'Description',
    'Stock',
    'Note',
    'Net',
    'Coupons',
    'Article',
    'Important',
    'Message',
    'Impressions',
    'Urgent',
    'Guide',
    'Score',
    'Finance',
    'Europe',
    'Code',
    'Version',
    'Version {{version}} · {{size}}',
    'FAQ',
    'Original {{n}}',
  ],
  es: [...NAMES, 'Stock', 'Software', 'China', 'Global', 'Original {{n}}'],
  pt: [...NAMES, 'Status', 'Software', 'China', 'Global', 'Online', 'Offline', 'SKUs', '{{n}} SKUs', 'Original {{n}}'],
  ar: NAMES,
  hi: NAMES,
  ja: NAMES,
  ko: NAMES,
  vi: NAMES,
};

/** True when the text has no words of its own: only placeholders, markup, digits, punctuation or a URL. */
export const hasNoWords = (value) =>
  !/\p{L}/u.test(
    value
      .replace(/\{\{[^}]*\}\}/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/https?:\/\/\S+/g, ''),
  );

/** Nested keys flattened to `a.b.c` → value. */
export const flatten = (tree, prefix = '', out = new Map()) => {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      flatten(v, key, out);
    } else {
      out.set(key, v);
    }
  }
  return out;
};

export const loadTexts = (dir, lng, ns) => flatten(JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')));

export const listLanguages = (dir = LOCALES_DIR) =>
  readdirSync(dir)
    .filter((d) => !d.includes('.') && d !== SOURCE && d !== REFERENCE)
    .sort();

export const listNamespaces = (dir = LOCALES_DIR) =>
  readdirSync(join(dir, SOURCE))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

/** Every text of `lng` whose value is the English one and not allowed to be: `{ ns, key, value }`. */
export const findUntranslated = (lng, dir = LOCALES_DIR) => {
  const allowed = new Set(SAME_AS_ENGLISH[lng] ?? []);
  return listNamespaces(dir).flatMap((ns) => {
    const texts = loadTexts(dir, lng, ns);
    return [...loadTexts(dir, SOURCE, ns)]
      .filter(
        ([key, value]) =>
          typeof value === 'string' && texts.get(key) === value && !allowed.has(value) && !hasNoWords(value),
      )
      .map(([key, value]) => ({ ns, key, value }));
  });
};

const main = () => {
  const report = Object.fromEntries(listLanguages().map((lng) => [lng, findUntranslated(lng)]));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    for (const [lng, list] of Object.entries(report)) {
      console.log(`${lng}: ${list.length} untranslated`);
      for (const { ns, key, value } of list) {
        console.log(`  ${ns}:${key}  ${JSON.stringify(value)}`);
      }
    }
  }
  return Object.values(report).some((list) => list.length > 0) ? 1 : 0;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main();
}
