import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDb, type TDbHandle } from '../db/client.js';

export type TEngine = 'pglite' | 'postgresql';

/** The admin URL tests use to create throw-away databases; DATABASE_URL wins. */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pgAvailable: boolean | undefined;

/** PostgreSQL runs in the suite when DATABASE_URL is set or the local server answers. */
export const availableEngines = async (): Promise<TEngine[]> => {
  if (process.env.KSA_TEST_ENGINES) {
    return process.env.KSA_TEST_ENGINES.split(',') as TEngine[];
  }
  if (pgAvailable === undefined) {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
    pgAvailable = await c.connect().then(
      () => c.end().then(() => true),
      () => false,
    );
  }
  return pgAvailable ? ['pglite', 'postgresql'] : ['pglite'];
};

/**
 * What a migrated database depends on: every migration file and the PGlite build. Tests open a few hundred
 * databases per run; migrating each one from scratch cost ~2.5 s on this machine, so each engine migrates once per
 * version of the migrations and later databases are copies (tests then still run `migrate`, which finds nothing
 * to do, so a stale copy could never pass silently).
 */
const migrationsKey = (() => {
  let key: string | undefined;
  return () => {
    if (!key) {
      const h = createHash('sha256');
      const walk = (dir: string) => {
        for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
          const p = join(dir, e.name);
          if (e.isDirectory()) {
            walk(p);
          } else {
            h.update(e.name).update(readFileSync(p));
          }
        }
      };
      walk(migrationsFolder);
      h.update(JSON.parse(readFileSync(join(require_resolve_pglite(), 'package.json'), 'utf8')).version);
      key = h.digest('hex').slice(0, 16);
    }
    return key;
  };
})();

function require_resolve_pglite(): string {
  // The package folder of the PGlite this process loads (its version is part of the image's key).
  const entry = import.meta.resolve('@electric-sql/pglite');
  const path = new URL(entry).pathname;
  return path.slice(0, path.lastIndexOf('/dist/'));
}

/** PGlite: a migrated data folder image in the temp folder, written once (atomically) and loaded by every test. */
const pgliteImage = async (): Promise<Blob> => {
  const file = join(tmpdir(), `ksa-pglite-migrated-${migrationsKey()}.tar`);
  if (existsSync(file)) {
    return new Blob([readFileSync(file)]);
  }
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder });
  const image = await client.dumpDataDir('none');
  await client.close();
  const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(part, Buffer.from(await image.arrayBuffer()));
  renameSync(part, file);
  return image;
};

/** PostgreSQL: a migrated template database per migrations key, made once under an advisory lock. */
const pgTemplate = async (admin: pg.Client): Promise<string> => {
  const name = `ksa_tmpl_${migrationsKey()}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) {
    return name;
  }
  await admin.query('select pg_advisory_lock(772301)');
  try {
    if (!(await exists())) {
      const build = `${name}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`create database ${build}`);
      const url = new URL(adminUrl);
      url.pathname = `/${build}`;
      const h = await openDb({ url: url.toString(), onError: () => {} });
      await h.close();
      // Published by its final name only when complete; older versions' templates go.
      await admin.query(`alter database ${build} rename to ${name}`);
      const old = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'ksa\\_tmpl\\_%' and datname <> $1",
        [name],
      );
      for (const r of old.rows) {
        await admin.query(`drop database if exists ${r.datname} with (force)`).catch(() => {});
      }
    }
  } finally {
    await admin.query('select pg_advisory_unlock(772301)');
  }
  return name;
};

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export const openTestDb = async (engine: TEngine): Promise<TDbHandle> => {
  if (engine === 'pglite') {
    return openDb({ loadDataDir: await pgliteImage() });
  }
  const name = `ksa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await pgTemplate(admin);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString(), onError: () => {} });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
};
