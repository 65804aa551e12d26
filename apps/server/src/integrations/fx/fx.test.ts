import { buildSandbox } from '@ksa/sandbox/app';
import { describe, expect, it } from 'vitest';
import { convertMinor, crossRate } from './convert.js';
import { createEcbClient } from './ecb-client.js';
import { parseEcbXml } from './ecb-parse.js';

// The layout of the ECB's published eurofxref-daily.xml (namespaces, single-quoted attributes).
const ECB_DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='2024-01-05'>
			<Cube currency='USD' rate='1.0921'/>
			<Cube currency='JPY' rate='158.61'/>
			<Cube currency='GBP' rate='0.86143'/>
			<Cube currency='CNY' rate='7.8144'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

describe('ECB reference rates', () => {
  it('parses the published daily feed, the euro itself being 1', () => {
    expect(parseEcbXml(ECB_DAILY)).toEqual([
      { day: '2024-01-05', perEur: { EUR: 1, USD: 1.0921, JPY: 158.61, GBP: 0.86143, CNY: 7.8144 } },
    ]);
  });

  it('refuses a document that is not the feed, or a rate that is not positive', () => {
    expect(() => parseEcbXml('<html><body>Login required</body></html>')).toThrow();
    expect(() => parseEcbXml(ECB_DAILY.replace("rate='1.0921'", "rate='0'"))).toThrow();
    expect(() => parseEcbXml(ECB_DAILY.replace("time='2024-01-05'", "time='yesterday'"))).toThrow();
  });

  it('converts minor units through the euro cross rate, rounding half away from zero', () => {
    const perEur = { EUR: 1, USD: 1.0921, JPY: 158.61, CNY: 7.8144 };
    // US$100.00 → ¥ at 7.8144 / 1.0921 = 7.15539…: ¥715.54
    expect(convertMinor(10_000, 'USD', 'CNY', perEur)).toBe(71_554);
    expect(convertMinor(-10_000, 'USD', 'CNY', perEur)).toBe(-71_554);
    // ¥100.00 → JPY has no minor digits: 100 × 158.61 / 7.8144 = 2029.71 → 2030 yen
    expect(convertMinor(10_000, 'CNY', 'JPY', perEur)).toBe(2030);
    expect(convertMinor(2030, 'JPY', 'CNY', perEur)).toBe(10_001);
    expect(convertMinor(123, 'CNY', 'CNY', perEur)).toBe(123);
    expect(crossRate('USD', 'CNY', perEur)).toBeCloseTo(7.155389, 6);
    expect(() => convertMinor(1, 'USD', 'XYZ', perEur)).toThrow();
  });

  it('reads the sandbox feed: business days only, the day published after 16:00 CET', async () => {
    // Friday 2026-04-03 is Good Friday; Monday 2026-04-06 is Easter Monday (no TARGET rates).
    let now = Date.UTC(2026, 3, 7, 10, 0);
    const sandbox = buildSandbox({ profile: 'tiny', now: () => now });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    try {
      const addr = sandbox.server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      const ecb = createEcbClient(`http://127.0.0.1:${port}`);
      const [before] = await ecb.fetchRates('daily');
      expect(before?.day).toBe('2026-04-02');
      now = Date.UTC(2026, 3, 7, 15, 30);
      const [after] = await ecb.fetchRates('daily');
      expect(after?.day).toBe('2026-04-07');
      expect(after?.perEur.CNY).toBeGreaterThan(6);
      const days = (await ecb.fetchRates('hist-90d')).map((d) => d.day);
      expect(days).not.toContain('2026-04-03');
      expect(days).not.toContain('2026-04-06');
      expect(days).not.toContain('2026-04-04');
      expect(days.at(-1)).toBe('2026-04-07');
      expect(days.length).toBeGreaterThan(55);
      expect(days.length).toBeLessThan(66);
    } finally {
      await sandbox.close();
    }
  });
});
