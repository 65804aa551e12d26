import type { ChildProcess } from 'node:child_process';

export function missingDownloads(dir: string, helperReason?: () => string | null): string[];
export function buildDownloadsInBackground(opts: {
  root: string;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): ChildProcess | null;
