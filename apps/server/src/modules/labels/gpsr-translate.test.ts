import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { postJson } from '../delivery/delivery.fixture.js';
import { gpsrData } from './labels.fixture.js';

const engines = await availableEngines();
const URL = '/api/labelsTemplate/translateGpsr';

describe.each(engines)('[LABELS] GPSR warnings translated by the translation provider, on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
  }, 120_000);
  afterAll(() => h?.close());

  it('fills every other label language from Chinese warnings, and the filled texts save as GPSR data', async () => {
    const r = await postJson(
      h,
      URL,
      {
        from: 'zh',
        warnings: '警告：含有小零件，有窒息危险。',
        safetyInfo: '请在成人监督下使用。',
        to: ['de', 'pl', 'cs', 'el'],
      },
      boss.token,
    );
    expect(r.body.code).toBe(0);
    expect(r.body.data.texts).toEqual({
      de: {
        warnings: 'Warnung: Enthält Kleinteile, Erstickungsgefahr.',
        safetyInfo: 'Nur unter Aufsicht von Erwachsenen verwenden.',
      },
      pl: {
        warnings: 'Ostrzeżenie: Zawiera małe części, Niebezpieczeństwo zadławienia.',
        safetyInfo: 'Używać pod nadzorem osoby dorosłej.',
      },
      cs: {
        warnings: 'Varování: Obsahuje malé části, Nebezpečí udušení.',
        safetyInfo: 'Používejte pod dohledem dospělé osoby.',
      },
      el: {
        warnings: 'Προειδοποίηση: Περιέχει μικρά εξαρτήματα, Κίνδυνος πνιγμού.',
        safetyInfo: 'Χρήση υπό την επίβλεψη ενήλικα.',
      },
    });
    const saved = await postJson(
      h,
      '/api/labelsTemplate/saveGpsrTemplate',
      { name: '译', data: { ...gpsrData, texts: r.body.data.texts } },
      boss.token,
    );
    expect(saved.body.code).toBe(0);
  });

  it('translates from the English texts into the others and leaves English itself out', async () => {
    const r = await postJson(
      h,
      URL,
      { from: 'en', warnings: 'Warning: contains small parts.', safetyInfo: '', to: ['en', 'fr', 'it'] },
      boss.token,
    );
    expect(r.body.data.texts).toEqual({
      fr: { warnings: 'Avertissement: Contient de petites pièces.', safetyInfo: '' },
      it: { warnings: 'Avvertenza: Contiene piccole parti.', safetyInfo: '' },
    });
  });

  it('names what is missing: no text to translate, no target language, an unknown language', async () => {
    const empty = await postJson(h, URL, { from: 'zh', warnings: ' ', safetyInfo: '', to: ['de'] }, boss.token);
    expect(empty.body.errorId).toBe('GPSR_TRANSLATE_SOURCE_EMPTY');
    const none = await postJson(h, URL, { from: 'zh', warnings: '警告', to: [] }, boss.token);
    expect(none.body.errorId).toBe('GPSR_TRANSLATE_TARGETS_REQUIRED');
    const fake = await postJson(h, URL, { from: 'zh', warnings: '警告', to: ['xx'] }, boss.token);
    expect(fake.body.errorId).toBe('LABEL_LANG_UNKNOWN');
  });
});
