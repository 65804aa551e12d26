import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** True when the database answers a trivial query. */
export const pingDb = (db: Db) =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
