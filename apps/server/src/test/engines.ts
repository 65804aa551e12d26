import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type TDbHandle } from '../db/client.js';

export type TEngine = 'pglite' | 'postgresql';

/** The admin URL tests use to create throw-away databases; DATABASE_URL wins. */
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export const openTestDb = async (engine: TEngine): Promise<TDbHandle> => {
  if (engine === 'pglite') {
    return openDb({});
  }
  const name = `ksa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
