import type { Db } from '../../db/client.js';

/**
 * Rates read by every money figure, kept in memory per database: /home's first batch otherwise waits on two
 * round trips (the latest day, then the range's rates) before any converted sum can start. A write by the
 * refresh in this process clears it at once; another server sees a new publication within MAX_AGE_MS, which
 * for a reference rate published once a working day is soon enough.
 */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

type TEntry = { at: number; value: Promise<unknown> };
const byDb = new WeakMap<Db, Map<string, TEntry>>();

export const cachedRates = <T>(db: Db, key: string, load: () => Promise<T>): Promise<T> => {
  let entries = byDb.get(db);
  if (!entries) {
    entries = new Map();
    byDb.set(db, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < MAX_AGE_MS) {
    return hit.value as Promise<T>;
  }
  if (entries.size >= MAX_ENTRIES) {
    entries.clear();
  }
  const value = load();
  entries.set(key, { at: now, value });
  // A failed read is not remembered.
  value.catch(() => {
    if (entries.get(key)?.value === value) {
      entries.delete(key);
    }
  });
  return value;
};

/** After the rate tables were written. */
export const forgetRates = (db: Db) => {
  byDb.delete(db);
};
