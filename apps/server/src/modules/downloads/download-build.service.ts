import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { TDownloadBuild } from '@ksa/contract';
import type { TDeps } from '../../deps.js';

/** build-status.json as scripts/downloads-status.mjs writes it. */
type TStatusFile = {
  state?: string;
  step?: string | null;
  startedAt?: string;
  finishedAt?: string | null;
  pid?: number;
  host?: string;
};

// A build on another machine (a shared folder) that has said nothing for this long has died with it.
const FOREIGN_BUILD_TIMEOUT_MS = 30 * 60_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const IDLE: TDownloadBuild = { state: 'idle', step: null, startedAt: null, finishedAt: null };

/**
 * What the downloads build is doing (GET /api/downloads/build). A 'building' status whose process is gone (the
 * start was stopped mid-build) reads as idle, so no button waits for a build that will never finish.
 */
export const downloadBuildState = async (deps: TDeps, now = Date.now()): Promise<TDownloadBuild> => {
  const raw = await readFile(join(deps.config.downloadsDir, 'build-status.json'), 'utf8').catch(() => null);
  let s: TStatusFile;
  try {
    s = raw ? (JSON.parse(raw) as TStatusFile) : {};
  } catch {
    return IDLE;
  }
  const startedAt = typeof s.startedAt === 'string' ? s.startedAt : null;
  const finishedAt = typeof s.finishedAt === 'string' ? s.finishedAt : null;
  if (s.state === 'done' || s.state === 'failed') {
    return { state: s.state, step: null, startedAt, finishedAt };
  }
  if (s.state !== 'building' || typeof s.pid !== 'number') {
    return IDLE;
  }
  const gone =
    s.host === hostname() ? !alive(s.pid) : !startedAt || now - Date.parse(startedAt) > FOREIGN_BUILD_TIMEOUT_MS;
  return gone ? IDLE : { state: 'building', step: typeof s.step === 'string' ? s.step : null, startedAt, finishedAt };
};
