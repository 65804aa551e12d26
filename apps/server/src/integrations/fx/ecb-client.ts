import { parseEcbXml, type TRateDay } from './ecb-parse.js';

export type TEcbClient = {
  /** 'daily' is the latest business day, 'hist-90d' the last 90 days, 'hist' everything since 1999. */
  fetchRates: (range: 'daily' | 'hist-90d' | 'hist') => Promise<TRateDay[]>;
};

/**
 * The ECB's euro foreign exchange reference rates (public, no key): production base
 * https://www.ecb.europa.eu, the sandbox serves the same paths and XML.
 */
export const createEcbClient = (baseUrl: string, timeoutMs = 15_000): TEcbClient => ({
  fetchRates: async (range) => {
    const url = `${baseUrl.replace(/\/+$/, '')}/stats/eurofxref/eurofxref-${range}.xml`;
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      throw new Error(`ECB rates ${range}: HTTP ${res.status}`);
    }

    return parseEcbXml(await res.text());
  },
});
