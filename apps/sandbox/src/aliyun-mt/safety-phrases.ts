/**
 * Product-safety phrases (GPSR warnings) in the EU languages, from Chinese and from English: the sandbox translates
 * a seller's warnings with these, longest phrase first, so tests can assert exact results in every language.
 */
export const SafetyLanguages = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'pl',
  'pt',
  'cs',
  'sv',
  'da',
  'ro',
  'hu',
  'el',
] as const;
export type TSafetyLang = (typeof SafetyLanguages)[number];

type TRow = [zh: string, ...texts: string[]];
/** Columns follow SafetyLanguages. */
const ROWS: TRow[] = [
  [
    '警告',
    'Warning',
    'Warnung',
    'Avertissement',
    'Avvertenza',
    'Advertencia',
    'Waarschuwing',
    'Ostrzeżenie',
    'Aviso',
    'Varování',
    'Varning',
    'Advarsel',
    'Avertisment',
    'Figyelmeztetés',
    'Προειδοποίηση',
  ],
  [
    '不适合3岁以下儿童',
    'Not suitable for children under 3 years',
    'Nicht für Kinder unter 3 Jahren geeignet',
    'Ne convient pas aux enfants de moins de 3 ans',
    'Non adatto a bambini di età inferiore a 3 anni',
    'No apto para niños menores de 3 años',
    'Niet geschikt voor kinderen jonger dan 3 jaar',
    'Nie nadaje się dla dzieci poniżej 3 lat',
    'Não adequado para crianças com menos de 3 anos',
    'Není vhodné pro děti do 3 let',
    'Ej lämplig för barn under 3 år',
    'Ikke egnet til børn under 3 år',
    'Nu este potrivit pentru copii sub 3 ani',
    '3 éven aluli gyermekek számára nem alkalmas',
    'Δεν είναι κατάλληλο για παιδιά κάτω των 3 ετών',
  ],
  [
    '含有小零件',
    'Contains small parts',
    'Enthält Kleinteile',
    'Contient de petites pièces',
    'Contiene piccole parti',
    'Contiene piezas pequeñas',
    'Bevat kleine onderdelen',
    'Zawiera małe części',
    'Contém peças pequenas',
    'Obsahuje malé části',
    'Innehåller smådelar',
    'Indeholder små dele',
    'Conține piese mici',
    'Apró alkatrészeket tartalmaz',
    'Περιέχει μικρά εξαρτήματα',
  ],
  [
    '有窒息危险',
    'Choking hazard',
    'Erstickungsgefahr',
    "Risque d'étouffement",
    'Pericolo di soffocamento',
    'Peligro de asfixia',
    'Verstikkingsgevaar',
    'Niebezpieczeństwo zadławienia',
    'Perigo de asfixia',
    'Nebezpečí udušení',
    'Kvävningsrisk',
    'Kvælningsfare',
    'Pericol de sufocare',
    'Fulladásveszély',
    'Κίνδυνος πνιγμού',
  ],
  [
    '请在成人监督下使用',
    'Use under adult supervision',
    'Nur unter Aufsicht von Erwachsenen verwenden',
    "À utiliser sous la surveillance d'un adulte",
    'Usare sotto la sorveglianza di un adulto',
    'Usar bajo la supervisión de un adulto',
    'Gebruiken onder toezicht van een volwassene',
    'Używać pod nadzorem osoby dorosłej',
    'Utilizar sob a supervisão de um adulto',
    'Používejte pod dohledem dospělé osoby',
    'Används under överinseende av vuxen',
    'Anvendes under opsyn af en voksen',
    'A se utiliza sub supravegherea unui adult',
    'Felnőtt felügyelete mellett használandó',
    'Χρήση υπό την επίβλεψη ενήλικα',
  ],
  [
    '远离火源',
    'Keep away from fire',
    'Von Feuer fernhalten',
    "Tenir à l'écart du feu",
    'Tenere lontano dal fuoco',
    'Mantener alejado del fuego',
    'Uit de buurt van vuur houden',
    'Trzymać z dala od ognia',
    'Manter afastado do fogo',
    'Uchovávejte mimo dosah ohně',
    'Håll borta från eld',
    'Holdes væk fra ild',
    'A se ține departe de foc',
    'Tűztől távol tartandó',
    'Κρατήστε μακριά από φωτιά',
  ],
  [
    '请保留此信息',
    'Keep this information',
    'Diese Informationen aufbewahren',
    'Conservez ces informations',
    'Conservare queste informazioni',
    'Conserve esta información',
    'Bewaar deze informatie',
    'Zachowaj te informacje',
    'Guarde esta informação',
    'Uschovejte tyto informace',
    'Spara denna information',
    'Gem disse oplysninger',
    'Păstrați aceste informații',
    'Őrizze meg ezt a tájékoztatást',
    'Φυλάξτε αυτές τις πληροφορίες',
  ],
  [
    '仅限家庭使用',
    'For household use only',
    'Nur für den Hausgebrauch',
    'Réservé à un usage domestique',
    'Solo per uso domestico',
    'Solo para uso doméstico',
    'Alleen voor huishoudelijk gebruik',
    'Tylko do użytku domowego',
    'Apenas para uso doméstico',
    'Pouze pro domácí použití',
    'Endast för hushållsbruk',
    'Kun til husholdningsbrug',
    'Numai pentru uz casnic',
    'Csak háztartási használatra',
    'Μόνο για οικιακή χρήση',
  ],
];

export const isSafetyLang = (lang: string): lang is TSafetyLang =>
  (SafetyLanguages as readonly string[]).includes(lang);

/** Chinese phrase → its text in `to` (longest first, for longest-match segmentation). */
export const safetyFromZh = (to: TSafetyLang): [string, string][] =>
  ROWS.map((r): [string, string] => [r[0], r[SafetyLanguages.indexOf(to) + 1] as string]).sort(
    (a, b) => b[0].length - a[0].length,
  );

/** English text into `to`: each known English phrase replaced (any letter case), everything else kept as written. */
export const translateEn = (text: string, to: TSafetyLang): string => {
  const col = SafetyLanguages.indexOf(to) + 1;
  const pairs = ROWS.map((r) => [r[1] as string, r[col] as string] as const).sort((a, b) => b[0].length - a[0].length);
  let out = text;
  for (const [en, target] of pairs) {
    out = out.replace(new RegExp(en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), target);
  }
  return out;
};
