import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDb, type TDbHandle } from '../db/client.js';

/** The database a command-line tool works on: the server's own (DATABASE_URL, else the PGlite in DATA_DIR). */
export type TCliDbTarget =
  | { engine: 'pglite'; path: string; label: string }
  | { engine: 'postgresql'; url: string; label: string };

/** The same choice the server makes (config.ts): a postgres:// DATABASE_URL, else DATA_DIR/pglite (./data). */
export const cliDbTarget = (env: NodeJS.ProcessEnv = process.env): TCliDbTarget => {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const u = new URL(url);
    // The password never reaches a terminal or a log.
    u.password = u.password ? '***' : '';
    return { engine: 'postgresql', url, label: `PostgreSQL ${u.toString()}` };
  }
  const path = join(resolve(env.DATA_DIR ?? './data'), 'pglite');
  return { engine: 'pglite', path, label: `PGlite ${path}` };
};

/** Whether the target already holds the product's database (its migrations table), without creating anything. */
export const databaseExists = async (target: TCliDbTarget): Promise<boolean> => {
  if (target.engine === 'pglite') {
    return existsSync(join(target.path, 'PG_VERSION'));
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const r = await client.query<{ ok: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as ok",
    );
    return r.rows[0]?.ok === true;
  } finally {
    await client.end();
  }
};

export const CREATE_DB_FLAG = '--create-db';

/**
 * Opens the server's database for a command-line tool and says which one. A tool run in the wrong folder (no
 * DATA_DIR) used to create an empty database there and report success; now it refuses unless `--create-db` is
 * given. Returns null (after explaining) when it refused.
 */
export const openCliDb = async (
  opts: { create: boolean; env?: NodeJS.ProcessEnv; out?: Pick<Console, 'log' | 'error'> } = { create: false },
): Promise<TDbHandle | null> => {
  const out = opts.out ?? console;
  const target = cliDbTarget(opts.env);
  let exists: boolean;
  try {
    exists = await databaseExists(target);
  } catch (err) {
    out.error(`cannot reach the database ${target.label}: ${(err as Error).message}`);
    return null;
  }
  if (!exists && !opts.create) {
    out.error(
      `no database at ${target.label}.\n` +
        'Set DATA_DIR (or DATABASE_URL) to the one the server uses, or add --create-db to create a new, empty one there.',
    );
    return null;
  }
  out.log(`database: ${target.label}${exists ? '' : ' (created)'}`);
  return openDb(target.engine === 'postgresql' ? { url: target.url } : { dataDir: target.path });
};
