import { isTarget, translateZh } from '../aliyun-mt/dictionary.js';

export type TListingFacts = {
  lang: string;
  marketplace?: string;
  titleMax: number;
  descriptionMax: number;
  title: string;
  attributes: { name: string; value: string }[];
  specs: { name: string; values: string[] }[];
};

/** Words a marketplace title may not carry (promotions, not product facts); the model leaves them out. */
const PROMO = /新款|工厂直供|包邮|热卖/g;

const clip = (text: string, max: number): string => {
  const t = text
    .trim()
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n');
  if (t.length <= max) {
    return t;
  }
  const cut = t.slice(0, max);
  const space = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '');
};

/** Reads the one JSON block of the user's message (the prompt's 'Product facts'); null when there is none. */
export const factsOf = (content: string): TListingFacts | null => {
  const m = /```json\s*([\s\S]*?)```/.exec(content);
  try {
    const o = JSON.parse(m?.[1] ?? content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1));
    const ok =
      typeof o.title === 'string' &&
      typeof o.lang === 'string' &&
      Number.isInteger(o.titleMax) &&
      Number.isInteger(o.descriptionMax) &&
      Array.isArray(o.attributes) &&
      Array.isArray(o.specs);
    return ok ? (o as TListingFacts) : null;
  } catch {
    return null;
  }
};

/**
 * The sandbox model's listing: the source title translated with the sandbox translator's dictionary
 * (promotional words dropped), a description of the attributes and the variants, both within the asked
 * lengths. Deterministic. Languages the dictionary lacks are written in English.
 */
export const writeListing = (f: TListingFacts): { title: string; description: string } => {
  const lang = isTarget(f.lang) ? f.lang : 'en';
  const tr = (s: string) => translateZh(s, lang);
  const title = clip(tr(f.title.replace(PROMO, ' ')), f.titleMax);
  const lines = [
    `${title}.`,
    ...f.attributes.map((a) => `${tr(a.name)}: ${tr(a.value)}`),
    ...f.specs.map((s) => `${tr(s.name)}: ${s.values.map(tr).join(', ')}`),
  ];
  return { title, description: clip(lines.join('\n'), f.descriptionMax) };
};
