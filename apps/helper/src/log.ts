import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type TLog = {
  info: (msg: string, fields?: Record<string, unknown>) => void;
  warn: (msg: string, fields?: Record<string, unknown>) => void;
  file: string;
};

const SECRET_KEYS = /token|cookie|password|authorization|session/i;
const MAX_BYTES = 2 * 1024 * 1024;

// Tokens, cookies and passwords never reach the log file, whatever a caller passes.
const redact = (fields: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : v]));

/** JSON lines in dataDir/logs/helper.log (one rotation to helper.log.1 at 2 MB), echoed to stdout. */
export const createLog = (dataDir: string, echo = true): TLog => {
  const dir = join(dataDir, 'logs');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'helper.log');
  const write = (level: string, msg: string, fields?: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...redact(fields) });
    try {
      if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) > MAX_BYTES) {
        renameSync(file, `${file}.1`);
      }
      appendFileSync(file, `${line}\n`);
    } catch {
      // A full disk must not stop the proxy; stdout still has the line.
    }
    if (echo) {
      process.stdout.write(`${line}\n`);
    }
  };
  return { info: (m, f) => write('info', m, f), warn: (m, f) => write('warn', m, f), file };
};
