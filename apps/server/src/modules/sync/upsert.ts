import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type TCol = { name: string; type: 'int' | 'bigint' | 'text' | 'date' | 'timestamptz' | 'jsonb' | 'boolean' | 'float8' };

/**
 * One statement per batch: `insert … select * from unnest($1::t[], …) on conflict (key) do update
 * … where something changed`. Arrays travel as single parameters, so a 5,000-row batch is one
 * round trip, and re-running a sync writes nothing (idempotent).
 */
export const upsertRows = async <R extends Record<string, unknown>>(
  db: Db,
  table: string,
  cols: readonly (TCol & { key: keyof R & string })[],
  conflict: readonly string[],
  rows: readonly R[],
  batchSize = 5000,
): Promise<number> => {
  let written = 0;
  const updatable = cols.filter((c) => !conflict.includes(c.name));
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    const arrays: SQL[] = cols.map((c) => {
      const values = batch.map((r) => {
        const v = r[c.key];
        return c.type === 'jsonb' && v !== null && v !== undefined ? JSON.stringify(v) : (v ?? null);
      });
      return sql`${sql.param(values)}::${sql.raw(c.type === 'jsonb' ? 'text' : c.type)}[]`;
    });
    const names = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
    const selectList = sql.raw(cols.map((c) => (c.type === 'jsonb' ? `"${c.name}"::jsonb` : `"${c.name}"`)).join(', '));
    const set = updatable.length
      ? sql.raw(
          `do update set ${updatable.map((c) => `"${c.name}" = excluded."${c.name}"`).join(', ')} where (${updatable
            .map((c) => `"${table}"."${c.name}"`)
            .join(', ')}) is distinct from (${updatable.map((c) => `excluded."${c.name}"`).join(', ')})`,
        )
      : sql.raw('do nothing');
    const res = (await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${names}) select ${selectList} from unnest(${sql.join(arrays, sql`, `)}) as t(${names}) on conflict (${sql.raw(conflict.map((c) => `"${c}"`).join(', '))}) ${set}`,
    )) as unknown as { rowCount?: number; affectedRows?: number };
    written += res.rowCount ?? res.affectedRows ?? 0;
  }
  return written;
};
