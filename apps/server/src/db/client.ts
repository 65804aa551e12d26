import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type TDbHandle = {
  db: Db;
  engine: 'pglite' | 'postgresql';
  close: () => Promise<void>;
  /** PostgreSQL's connection pool (GET /metrics); PGlite has none. */
  poolStats?: () => Record<'total' | 'idle' | 'waiting', number>;
};

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// node-postgres returns bigint and numeric as strings; counts are cast in SQL instead (stack-notes §2.7).

/**
 * PostgreSQL when a postgres:// URL is given, else PGlite in `dataDir` (or in memory for tests).
 * Migrations run before the handle is returned.
 */
export async function openDb(opts: {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this data folder image (`dumpDataDir`), e.g. an already migrated one in tests. */
  loadDataDir?: Blob;
  onError?: (err: Error) => void;
}): Promise<TDbHandle> {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', opts.onError ?? ((err) => process.emitWarning(`postgres idle client error: ${err.message}`)));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      engine: 'postgresql',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}

export const rows = async <T>(db: Db, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const keyDialect = new PgDialect();
const inFlight = new WeakMap<object, Map<string, Promise<unknown[]>>>();

/**
 * `rows` for reads that many calls of one request make at the same moment (the /home batch asks
 * for the same totals and stock summaries from several cards): an identical query already running
 * on this database is joined instead of sent again. Nothing is cached once it answers, so no reader
 * sees older data than a query of its own would give. Only for plain reads outside a transaction;
 * callers must not mutate the rows they get.
 */
export const sharedRows = <T>(db: Db, q: SQL): Promise<readonly T[]> => {
  const { sql: text, params } = keyDialect.sqlToQuery(q);
  const key = `${text}\u0000${JSON.stringify(params, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
  let running = inFlight.get(db);
  if (!running) {
    running = new Map();
    inFlight.set(db, running);
  }
  const found = running.get(key);
  if (found) {
    return found as Promise<T[]>;
  }
  const mine = rows<T>(db, q).finally(() => running.delete(key));
  running.set(key, mine);
  return mine;
};
