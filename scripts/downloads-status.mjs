// The state of a downloads build, kept next to the files as build-status.json: the server reads it (GET
// /api/downloads/build) so the download buttons can say 'being prepared' and enable themselves when it is done,
// and a second build into the same folder waits its turn instead of writing the same files at the same time.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const STATUS_FILE = 'build-status.json';

export const readBuildStatus = (dir) => {
  try {
    return JSON.parse(readFileSync(join(dir, STATUS_FILE), 'utf8'));
  } catch {
    return null;
  }
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but is someone else's.
    return e.code === 'EPERM';
  }
};

/** A build another live process on this machine is running in `dir` (a dead one's status does not count). */
export const runningBuild = (dir) => {
  const s = readBuildStatus(dir);
  if (s?.state !== 'building' || s.pid === process.pid) {
    return null;
  }
  return s.host === hostname() && !alive(s.pid) ? null : s;
};

/** Writes the status atomically (a reader never sees half a file). */
export const writeBuildStatus = (dir, status) => {
  const file = join(dir, STATUS_FILE);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify({ ...status, pid: process.pid, host: hostname() }, null, 2)}\n`);
  renameSync(partial, file);
};

/** Writes `bytes` to `file` through a temporary name, so a download in progress never reads a half-written file. */
export const writeAtomically = (file, bytes) => {
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
};
