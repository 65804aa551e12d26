import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDb, rows, type TDbHandle } from '../db/client.js';
import { appOn, bossView, rowCounts, seedBackupBoss } from './backup.fixture.js';
import { adminUrl, availableEngines } from './engines.js';
import { startHarness, type THarness } from './harness.js';

// The round trip docs/ops/backup.md prescribes: `pg_dump -Fc` of a live server's database, `pg_restore` into a new
// one, and a server opened there answers the BOSS as before. Needs the PostgreSQL client tools and a server.
const hasTools = ['pg_dump', 'pg_restore'].every((t) => spawnSync(t, ['--version']).status === 0);
const hasServer = (await availableEngines()).includes('postgresql');
const reason = !hasTools ? 'pg_dump/pg_restore not on PATH' : 'no PostgreSQL in this run (KSA_TEST_ENGINES)';

const urlOf = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

const admin = async (q: string) => {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
};

describe.skipIf(!hasTools || !hasServer)(
  `PostgreSQL backup and restore${hasTools && hasServer ? '' : ` (skipped: ${reason})`}`,
  () => {
    let h: THarness;
    let restored: TDbHandle | undefined;
    const dir = mkdtempSync(join(tmpdir(), 'ksa-pgdump-'));
    const target = `ksa_restore_${process.pid}_${Date.now().toString(36)}`;

    beforeAll(async () => {
      h = await startHarness('postgresql');
    });

    afterAll(async () => {
      await restored?.close();
      await h?.close(); // drops the source database (engines.ts)
      await admin(`drop database if exists ${target} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    });

    test('pg_dump -Fc then pg_restore into a new database keeps every row and the BOSS can log in there', async () => {
      const boss = await seedBackupBoss(h);
      const seen = await bossView(h.app, boss);
      // Counted after the login above (it adds a session), so both sides hold the same rows.
      const before = await rowCounts(h.db);
      expect(seen).toEqual({ loggedIn: true, shops: ['备份店一', '备份店二'] });
      expect(before['public.shop_daily']).toBe(60);

      const source = (await rows<{ db: string }>(h.db.db, sql`select current_database() as db`))[0]!.db;
      const file = join(dir, 'ksa.dump');
      execFileSync('pg_dump', ['-Fc', '--no-owner', '-d', urlOf(source), '-f', file]);
      expect(statSync(file).size).toBeGreaterThan(0);

      await admin(`create database ${target}`);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', urlOf(target), file]);

      // openDb runs the migrations: on a restored database it must find nothing to do (the journal came along).
      restored = await openDb({ url: urlOf(target), onError: () => {} });
      expect(await rowCounts(restored)).toEqual(before);

      const app = await appOn(h, restored);
      try {
        expect(await bossView(app, boss)).toEqual(seen);
        expect(await bossView(app, { ...boss, password: 'wrong-Passw0rd' })).toEqual({ loggedIn: false, shops: [] });
      } finally {
        await app.close();
      }
    }, 120_000); // two databases, a dump, a restore and a second app on a shared 2-core machine
  },
);
