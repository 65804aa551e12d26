import { ZGpsrDataSchema } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { formValuesOf, gpsrDataOf, type TGpsrFormValues } from './gpsr-form';
import { translateRequestOf } from './gpsr-translate-bar';
import { issueMsg } from './issue-msg';

const filled: TGpsrFormValues = {
  name: 'Kitchen EU',
  manufacturer: { name: 'Ningbo Cup Co.', address: 'No. 1 Road, Ningbo', contact: '' },
  euRp: { name: 'EU Rep GmbH', address: 'Hauptstr. 1, Berlin', email: 'rep@example.de', phone: '' },
  productId: '',
  langs: ['de', 'fr'],
  texts: {
    de: { warnings: 'Nicht für Kinder', safetyInfo: 'Spülmaschinenfest' },
    fr: { warnings: 'Pas pour les enfants', safetyInfo: '' },
    // Typed, then the language was removed from the list: it must not be sent.
    it: { warnings: 'Non per bambini', safetyInfo: '' },
  },
};

describe('GPSR form', () => {
  it('sends only the chosen languages and passes the contract', () => {
    const data = gpsrDataOf(filled);
    expect(Object.keys(data.texts)).toEqual(['de', 'fr']);
    expect(ZGpsrDataSchema.safeParse(data).success).toBe(true);
  });

  it('starts a new set with the EU languages Temu sellers ship to', () => {
    expect(formValuesOf(null).langs).toEqual(['en', 'de', 'fr', 'it', 'es', 'nl', 'pl']);
  });

  it('says what is missing in the catalogue words', () => {
    const noMaker = { ...filled, manufacturer: { name: '', address: '', contact: '' } };
    const parsed = ZGpsrDataSchema.safeParse(gpsrDataOf(noMaker));
    expect(parsed.success).toBe(false);
    expect(issueMsg(parsed.error!)).toEqual({ id: 'GPSR_MANUFACTURER_REQUIRED' });
    const noLang = ZGpsrDataSchema.safeParse(gpsrDataOf({ ...filled, langs: [] }));
    expect(issueMsg(noLang.error!)).toEqual({ id: 'GPSR_TEXTS_REQUIRED' });
    const badMail = ZGpsrDataSchema.safeParse(gpsrDataOf({ ...filled, euRp: { ...filled.euRp, email: 'x@' } }));
    expect(issueMsg(badMail.error!)).toEqual({ id: 'GPSR_EMAIL_INVALID' });
  });

  it('translates the Chinese source texts into every chosen language, or the English tab into the others', () => {
    const zh = translateRequestOf({
      ...filled,
      langs: ['en', 'de'],
      source: { from: 'zh', warnings: '警告', safetyInfo: '' },
    });
    expect(zh).toEqual({ from: 'zh', warnings: '警告', safetyInfo: '', to: ['en', 'de'] });
    const en = translateRequestOf({
      ...filled,
      langs: ['en', 'de', 'fr'],
      texts: { en: { warnings: 'Warning', safetyInfo: 'Keep away from fire' } },
      source: { from: 'en' },
    });
    expect(en).toEqual({ from: 'en', warnings: 'Warning', safetyInfo: 'Keep away from fire', to: ['de', 'fr'] });
  });
});
