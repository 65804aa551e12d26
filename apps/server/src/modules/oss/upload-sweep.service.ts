import type { TDeps } from '../../deps.js';
import { findReferencedKeys } from './file-refs.repo.js';
import { isOwnFileKey } from './oss.service.js';

const BATCH = 200;

/**
 * Deletes our own files older than the grace period that no record names (issue 24 finding 6). The grace
 * period covers a file uploaded a moment before the record that will name it is saved; a referenced file is
 * never deleted, and a key is checked against the database right before its batch is removed.
 */
export const sweepUnreferencedUploads = async (deps: TDeps): Promise<{ checked: number; deleted: string[] }> => {
  const before = deps.clock.now().getTime() - deps.config.uploadSweep.graceMs;
  const deleted: string[] = [];
  let checked = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await findReferencedKeys(deps.db, batch);
    for (const key of batch) {
      if (!referenced.has(key)) {
        await deps.files.remove(key);
        deleted.push(key);
      }
    }
    batch = [];
  };
  for await (const file of deps.files.list()) {
    if (!isOwnFileKey(file.key) || file.writtenAt.getTime() > before) {
      continue;
    }
    checked += 1;
    batch.push(file.key);
    if (batch.length >= BATCH) {
      await flush();
    }
  }
  if (batch.length > 0) {
    await flush();
  }
  return { checked, deleted };
};

/** Runs the sweep every `everyMs` (the first one after a full interval, not at start-up); several servers may. */
export const startUploadSweep = (deps: TDeps, everyMs: number): (() => void) => {
  const tick = () =>
    sweepUnreferencedUploads(deps)
      .then((r) => {
        if (r.deleted.length > 0) {
          deps.log.info({ deleted: r.deleted.length, checked: r.checked }, 'unreferenced uploads expired');
        }
      })
      .catch((err) => deps.log.warn({ err }, 'upload sweep failed'));
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
