export const STATUS_FILE: string;
export type TBuildStatus = {
  state: 'building' | 'done' | 'failed';
  step: string | null;
  startedAt: string;
  finishedAt: string | null;
  pid: number;
  host: string;
  error?: string;
};
export function readBuildStatus(dir: string): TBuildStatus | null;
export function runningBuild(dir: string): TBuildStatus | null;
export function writeBuildStatus(dir: string, status: Omit<TBuildStatus, 'pid' | 'host'>): void;
export function writeAtomically(file: string, bytes: string | Uint8Array): void;
