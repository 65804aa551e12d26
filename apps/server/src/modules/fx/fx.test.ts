import { buildSandbox } from '@ksa/sandbox/app';
import { cubeOf } from '@ksa/sandbox/ecb/rates-world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows, type TDbHandle } from '../../db/client.js';
import { createEcbClient, type TEcbClient } from '../../integrations/fx/ecb-client.js';
import { availableEngines, openTestDb } from '../../test/engines.js';
import { findLatestRateDay, latestRateDay } from './fx.repo.js';
import { loadRateTable, refreshRates } from './fx.service.js';

const engines = await availableEngines();

describe.each(engines)('[FX] euro reference rates on %s', (engine) => {
  let handle: TDbHandle;
  let sandbox: ReturnType<typeof buildSandbox>;
  let ecb: TEcbClient;
  let now = Date.UTC(2026, 10, 20, 16, 0);

  beforeAll(async () => {
    handle = await openTestDb(engine);
    sandbox = buildSandbox({ profile: 'tiny', now: () => now });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const addr = sandbox.server.address();
    ecb = createEcbClient(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
  });
  afterAll(async () => {
    await sandbox?.close();
    await handle?.close();
  });

  it('loads the history on an empty table, then only what is new', async () => {
    const written = await refreshRates(handle.db, ecb, now);
    expect(written).toBeGreaterThan(1000 * 12);
    expect(await findLatestRateDay(handle.db)).toBe('2026-11-20');
    now = Date.UTC(2026, 10, 23, 16, 0);
    // Monday's rates: one day, 11 currencies and the euro.
    expect(await refreshRates(handle.db, ecb, now)).toBe(12);
    expect(await findLatestRateDay(handle.db)).toBe('2026-11-23');
  });

  it("gives each day the latest published rate on or before it, equal to the sandbox's", async () => {
    const table = await loadRateTable(handle.db, '2026-11-01', '2026-11-23');
    const friday = cubeOf(new Date(Date.UTC(2026, 10, 20)));
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      const r = table.on(day);
      expect(r?.day).toBe('2026-11-20');
      for (const { currency, rate } of friday.rates) {
        expect(r?.perEur[currency]).toBeCloseTo(rate, 8);
      }
    }
    // 1 November 2026 is a Sunday: the rates of Friday 30 October apply.
    expect(table.on('2026-11-01')?.day).toBe('2026-10-30');
    expect(table.on('2026-11-23')?.day).toBe('2026-11-23');
  });

  it('keeps a dense daily table: weekends carry Friday, every day up to today has every currency', async () => {
    const got = await rows<{ day: string; n: string; pub: string }>(
      handle.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::text as n, to_char(max(published_day), 'YYYY-MM-DD') as pub
            from fx_daily_rates where day between '2026-11-20' and '2026-11-23' group by day order by day`,
    );
    expect(got).toEqual([
      { day: '2026-11-20', n: '12', pub: '2026-11-20' },
      { day: '2026-11-21', n: '12', pub: '2026-11-20' },
      { day: '2026-11-22', n: '12', pub: '2026-11-20' },
      { day: '2026-11-23', n: '12', pub: '2026-11-23' },
    ]);
    const [gaps] = await rows<{ n: string }>(
      handle.db,
      sql`select count(*)::text as n from generate_series('2024-11-23'::date, '2026-11-23'::date, interval '1 day') d
           where (select count(*) from fx_daily_rates r where r.day = d::date) <> 12`,
    );
    expect(gaps?.n).toBe('0');
  });

  it('serves rates from memory until the refresh writes new ones, then reads the new ones at once', async () => {
    const before = await loadRateTable(handle.db, '2026-11-24', '2026-11-24');
    expect(before.on('2026-11-24')?.day).toBe('2026-11-23');
    expect(await latestRateDay(handle.db)).toBe('2026-11-23');
    // A second read of the same range asks the database nothing.
    const select = vi.spyOn(handle.db, 'select');
    await loadRateTable(handle.db, '2026-11-24', '2026-11-24');
    await latestRateDay(handle.db);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();

    // Tuesday's publication arrives: the next read sees it, not the remembered Monday.
    now = Date.UTC(2026, 10, 24, 16, 0);
    expect(await refreshRates(handle.db, ecb, now)).toBe(12);
    const after = await loadRateTable(handle.db, '2026-11-24', '2026-11-24');
    expect(after.on('2026-11-24')?.day).toBe('2026-11-24');
    expect(await latestRateDay(handle.db)).toBe('2026-11-24');
  });
});
