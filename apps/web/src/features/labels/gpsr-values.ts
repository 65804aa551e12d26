import type { TGpsrDataInput, TGpsrLang, TGpsrSourceLang, TGpsrTemplate } from '@ksa/contract';

export type TGpsrFormValues = {
  name: string;
  manufacturer: { name: string; address: string; contact: string };
  euRp: { name: string; address: string; email: string; phone: string };
  productId: string;
  langs: TGpsrLang[];
  texts: Partial<Record<TGpsrLang, { warnings: string; safetyInfo: string }>>;
  /** Not saved: the language the warnings are translated from, and the Chinese texts typed for that. */
  source?: { from: TGpsrSourceLang; warnings?: string; safetyInfo?: string };
};

/** Form values → the contract's GPSR data: only the chosen languages' texts travel. */
export const gpsrDataOf = (v: TGpsrFormValues): TGpsrDataInput => ({
  manufacturer: v.manufacturer,
  euRp: v.euRp,
  productId: v.productId ?? '',
  texts: Object.fromEntries(
    v.langs.map((l) => [l, { warnings: v.texts[l]?.warnings ?? '', safetyInfo: v.texts[l]?.safetyInfo ?? '' }]),
  ),
});

export const formValuesOf = (g: TGpsrTemplate | null): TGpsrFormValues => ({
  name: g?.name ?? '',
  manufacturer: g?.data.manufacturer ?? { name: '', address: '', contact: '' },
  euRp: g?.data.euRp ?? { name: '', address: '', email: '', phone: '' },
  productId: g?.data.productId ?? '',
  langs: g ? (Object.keys(g.data.texts) as TGpsrLang[]) : ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl'],
  texts: g?.data.texts ?? {},
});
