/// <reference types="node" />
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Languages } from '@ksa/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findUntranslated,
  hasNoWords,
  LOCALES_DIR,
  listLanguages,
  listNamespaces,
  loadTexts,
  REFERENCE,
  SAME_AS_ENGLISH,
  SOURCE,
} from '../../../../scripts/untranslated-texts.mjs';

// A text added in English and copied into the other languages reads as English to a German or Japanese seller.
// `node scripts/untranslated-texts.mjs` lists what to translate.
const languages = listLanguages();
const namespaces = listNamespaces();

describe('every language besides zh-CN and en is translated', () => {
  it('checks every supported language but the reference and the source', () => {
    expect(languages).toEqual(Languages.filter((l) => l !== REFERENCE && l !== SOURCE).sort());
    expect(languages).toHaveLength(9);
  });

  for (const lng of languages) {
    it(`${lng} has every key of ${REFERENCE} and ${SOURCE}`, () => {
      const missing = namespaces.flatMap((ns) => {
        const texts = loadTexts(LOCALES_DIR, lng, ns);
        const wanted = new Set([
          ...loadTexts(LOCALES_DIR, REFERENCE, ns).keys(),
          ...loadTexts(LOCALES_DIR, SOURCE, ns).keys(),
        ]);
        return [...wanted].filter((k) => typeof texts.get(k) !== 'string').map((k) => `${ns}:${k}`);
      });
      expect(missing).toEqual([]);
    });

    it(`${lng} has no English copy outside its short allowlist`, () => {
      const copies = findUntranslated(lng).map(({ ns, key, value }) => `${ns}:${key} = ${value}`);
      expect(copies).toEqual([]);
    });

    it(`${lng} names the product in its own words, as its brand text does, in every title and sentence`, () => {
      const english = loadTexts(LOCALES_DIR, SOURCE, 'common').get('brand.name') as string;
      const own = loadTexts(LOCALES_DIR, lng, 'common').get('brand.name');
      expect(own).not.toBe(english);
      const mixed = namespaces.flatMap((ns) =>
        [...loadTexts(LOCALES_DIR, lng, ns)]
          .filter(([, v]) => typeof v === 'string' && v.includes(english))
          .map(([k]) => `${ns}:${k}`),
      );
      expect(mixed).toEqual([]);
    });
  }

  it('keeps the allowlist short, and every entry in it used by some language', () => {
    const used = new Set(
      languages.flatMap((lng) =>
        namespaces.flatMap((ns) => {
          const texts = loadTexts(LOCALES_DIR, lng, ns);
          return [...loadTexts(LOCALES_DIR, SOURCE, ns)].filter(([k, v]) => texts.get(k) === v).map(([, v]) => v);
        }),
      ),
    );
    const entries = new Set(Object.values(SAME_AS_ENGLISH).flat());
    expect(entries.size).toBeLessThanOrEqual(70);
    expect([...entries].filter((v) => !used.has(v))).toEqual([]);
  });
});

describe('the English-copy finder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ksa-locales-'));
  const write = (lng: string, texts: object) => {
    mkdirSync(join(dir, lng), { recursive: true });
    writeFileSync(join(dir, lng, 'demo.json'), JSON.stringify(texts));
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a copied text, and passes brands, allowlisted words and texts without words', () => {
    write('en', {
      save: 'Save',
      nested: { title: 'Edit product' },
      brand: 'BOSS',
      shop: 'Shop',
      sep: '; ',
      n: '{{n}}',
    });
    write('de', {
      save: 'Speichern',
      nested: { title: 'Edit product' },
      brand: 'BOSS',
      shop: 'Shop',
      sep: '; ',
      n: '{{n}}',
    });
    write('fr', {
      save: 'Save',
      nested: { title: 'Modifier le produit' },
      brand: 'BOSS',
      shop: 'Shop',
      sep: '; ',
      n: '{{n}}',
    });
    expect(findUntranslated('de', dir)).toEqual([{ ns: 'demo', key: 'nested.title', value: 'Edit product' }]);
    // "Shop" is German as it is, not French.
    expect(findUntranslated('fr', dir).map((c) => c.key)).toEqual(['save', 'shop']);
  });

  it('counts a text with words in it, however short, and not one made of placeholders and signs', () => {
    expect(hasNoWords('{{title}}: {{done}}/{{total}}')).toBe(true);
    expect(hasNoWords('https://example.com/a')).toBe(true);
    expect(hasNoWords('<b>{{n}}</b> · 20')).toBe(true);
    expect(hasNoWords('{{n}} shops')).toBe(false);
    expect(hasNoWords('OK')).toBe(false);
  });
});
