// `npm start` on a fresh clone: the plugin zip and this system's helper are not in the downloads folder yet, so the
// app would say 软件未安装，请下载安装 with nothing to download. This builds them in the background: the server
// starts at once, each stage is logged with a [downloads] prefix, and the download buttons enable themselves when
// the files appear (the server lists what is there; the build's state is in build-status.json).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import { executableName, seaUnavailable } from '../apps/helper/scripts/build-sea.mjs';

/**
 * What a fresh start must build: the plugin zip, and the helper where this machine can build it (`helperReason`
 * says why not; it reads the node binary, so it is asked only when the executable is missing).
 */
export const missingDownloads = (dir, helperReason = seaUnavailable) => {
  const missing = [];
  if (!existsSync(join(dir, 'ksa-extension.zip'))) {
    missing.push('ksa-extension.zip');
  }
  if (!existsSync(join(dir, executableName())) && !helperReason()) {
    missing.push(executableName());
  }
  return missing;
};

/**
 * Starts `scripts/build-downloads.mjs --progress` as a low-priority child when something is missing (never with
 * BUILD_DOWNLOADS=0). Returns the child, or null when there is nothing to do. Never waits for it.
 */
export const buildDownloadsInBackground = ({ root, env, log = (l) => console.log(l) }) => {
  if (env.BUILD_DOWNLOADS === '0') {
    return null;
  }
  const dir = resolve(env.DOWNLOADS_DIR || join(root, 'dist', 'downloads'));
  const missing = missingDownloads(dir, () =>
    env.BUILD_DOWNLOADS_HELPER === '0' ? 'BUILD_DOWNLOADS_HELPER=0' : seaUnavailable(),
  );
  if (missing.length === 0) {
    return null;
  }
  log(`[downloads] ${missing.join(' and ')} not in ${dir}: building in the background (the server does not wait)`);
  const child = spawn(process.execPath, [join(root, 'scripts', 'build-downloads.mjs'), '--progress'], {
    cwd: root,
    env: { ...env, DOWNLOADS_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Two cores are shared with the server's first start and the first syncs: the build yields to them.
  try {
    setPriority(child.pid, 10);
  } catch {
    // Not allowed here (some containers): it runs at normal priority.
  }
  const relay = (stream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines.filter(Boolean)) {
        log(`[downloads] ${l}`);
      }
    });
  };
  relay(child.stdout);
  relay(child.stderr);
  child.on('exit', (code, signal) => {
    if (code === 0) {
      log('[downloads] done: the download buttons are enabled');
    } else if (!signal) {
      log(`[downloads] the build failed (exit ${code}); run npm run build:downloads to see why and retry`);
    }
  });
  return child;
};
