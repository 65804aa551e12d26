import { existsSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';

/**
 * Removes everything the helper wrote (image folders, device tokens, logs) and, when running as the packaged
 * executable, the executable itself. Windows cannot delete a running .exe, so there it is named for the user.
 */
export const uninstall = (dataDir: string, opts: { executable?: string | null; platform?: string } = {}) => {
  const removed: string[] = [];
  const dir = resolve(dataDir);
  // Refuse to remove something that is not the helper's own folder (a mistyped HELPER_DATA_DIR=/).
  if (!basename(dir).includes('ksa-helper') && !basename(dir).includes('helper')) {
    throw new Error(`refusing to remove ${dir}: not a helper data folder`);
  }
  if (existsSync(dir)) {
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  let manual: string | null = null;
  if (opts.executable) {
    if ((opts.platform ?? process.platform) === 'win32') {
      manual = opts.executable;
    } else {
      rmSync(opts.executable, { force: true });
      removed.push(opts.executable);
    }
  }
  return { removed, manual };
};
