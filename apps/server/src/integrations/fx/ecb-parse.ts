import { XMLParser } from 'fast-xml-parser';

/** One published day: units of each currency per euro ('EUR' itself is 1). */
export type TRateDay = { day: string; perEur: Record<string, number> };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Cube nests three levels deep; a feed with a single day or a single currency must still be lists.
  isArray: (name) => name === 'Cube',
});

type TCube = { time?: string; currency?: string; rate?: string; Cube?: TCube[] };

/**
 * Parses the ECB's eurofxref XML (daily, last 90 days, or full history) into days, oldest first.
 * Throws on a document that is not that feed, so a captive portal or an error page never becomes a rate.
 */
export const parseEcbXml = (xml: string): TRateDay[] => {
  const doc = parser.parse(xml) as { Envelope?: { Cube?: TCube[] } };
  const outer = doc.Envelope?.Cube?.[0]?.Cube;
  if (!outer) {
    throw new Error('not an ECB reference-rate document');
  }
  const days = outer.map((c) => {
    if (!c.time || !/^\d{4}-\d{2}-\d{2}$/.test(c.time)) {
      throw new Error('ECB cube without a valid time');
    }
    const perEur: Record<string, number> = { EUR: 1 };
    for (const r of c.Cube ?? []) {
      const rate = Number(r.rate);
      if (!r.currency || !/^[A-Z]{3}$/.test(r.currency) || !(rate > 0)) {
        throw new Error(`ECB rate invalid on ${c.time}`);
      }
      perEur[r.currency] = rate;
    }

    return { day: c.time, perEur };
  });

  return days.sort((a, b) => a.day.localeCompare(b.day));
};
