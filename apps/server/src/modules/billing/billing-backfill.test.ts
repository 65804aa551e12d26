import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { claimTrial } from '../marketplaces/index.js';

const engines = await availableEngines();
const folder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY = 86_400_000;

/** The migrations folder as it was before `tag` (journal cut there), to build a database of that age. */
const folderBefore = (tag: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'ksa-mig-'));
  cpSync(folder, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith(tag));
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
};

/** An empty database of either engine, with a function that migrates it from a folder. */
const openBare = async (engine: string) => {
  if (engine === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const name = `ksa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder: string) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
};

describe.each(engines)('[BILLING] trial backfill for shops bound before trials were kept, on %s', (engine) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) {
      await c();
    }
  });

  it('gives every shop bound before migration 0020 its trial record, so binding it again continues its expiry', async () => {
    const old = folderBefore('0020_');
    cleanup.push(() => rmSync(old, { recursive: true, force: true }));
    const bare = await openBare(engine);
    cleanup.push(bare.close);
    await bare.migrate(old);

    // A tenant of that age: two shops bound weeks ago, one with a paid expiry, one never given one.
    const boundAt = new Date(Date.now() - 40 * DAY);
    const paidUntil = new Date(Date.now() + 20 * DAY);
    await bare.db.execute(
      sql`insert into users (phone, role, created_at) values ('13900000001', 'boss', ${boundAt.toISOString()}::timestamptz)`,
    );
    await bare.db.execute(sql`insert into shops (boss_id, platform, external_id, name, expire_at, created_at)
      select id, 'temu', 'old-mall-1', '老店', ${paidUntil.toISOString()}::timestamptz, ${boundAt.toISOString()}::timestamptz from users
      union all select id, 'shein', 'old-store-2', '老S店', null, ${boundAt.toISOString()}::timestamptz from users`);

    await bare.migrate(folder);
    const got = await rows<{ platform: string; external_id: string; trial: string; expire: string | null }>(
      bare.db,
      sql`select platform, external_id, trial_started_at::text as trial, expire_at::text as expire from shop_entitlements order by platform`,
    );
    expect(got).toHaveLength(2);
    const [shein, temu] = got;
    expect(new Date(temu!.trial).getTime()).toBe(boundAt.getTime());
    expect(new Date(temu!.expire!).getTime()).toBe(paidUntil.getTime());
    expect(shein!.expire).toBeNull();

    // The shop's binding goes without its expiry being remembered (the account deleted); binding it again
    // continues from the backfilled record instead of a fresh trial.
    await bare.db.execute(sql`delete from shops where external_id = 'old-mall-1'`);
    const again = await claimTrial(bare.db, 'temu', 'old-mall-1', new Date(), 15);
    expect(again.getTime()).toBe(paidUntil.getTime());
    // A shop never bound before still gets its trial.
    const fresh = await claimTrial(bare.db, 'temu', 'new-mall', new Date(), 15);
    expect(fresh.getTime()).toBeGreaterThan(Date.now() + 14 * DAY);
  });
});
