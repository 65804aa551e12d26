import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { executableName } from '../apps/helper/scripts/build-sea.mjs';
import { buildDownloadsInBackground, missingDownloads } from './downloads-on-start.mjs';
import { readBuildStatus, runningBuild, writeBuildStatus } from './downloads-status.mjs';

const root = resolve(import.meta.dirname, '..');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'ksa-downloads-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) {
    rmSync(d, { recursive: true, force: true });
  }
});
const exited = (child: ChildProcess) => new Promise<number | null>((done) => child.once('exit', done));

describe('npm start on a fresh clone builds the installers in the background', () => {
  it('does not wait: the server starts while the build runs, each stage logged with [downloads]', async () => {
    const dir = tempDir();
    const log: string[] = [];
    const env = { ...process.env, DOWNLOADS_DIR: dir, BUILD_DOWNLOADS_HELPER: '0' };
    const child = buildDownloadsInBackground({ root, env, log: (l) => log.push(l) });
    expect(child).not.toBeNull();
    // Returned before the build wrote anything: start.mjs goes on to start the server.
    expect(existsSync(join(dir, 'ksa-extension.zip'))).toBe(false);
    expect(log[0]).toBe(
      `[downloads] ksa-extension.zip not in ${dir}: building in the background (the server does not wait)`,
    );
    expect(await exited(child!)).toBe(0);
    const version = JSON.parse(readFileSync(join(root, 'apps/extension/manifest.json'), 'utf8')).version;
    expect(log).toEqual(
      expect.arrayContaining([
        '[downloads] zipping the browser plugin',
        expect.stringMatching(new RegExp(`^\\[downloads\\] ksa-extension\\.zip ${version} \\(\\d+\\.\\d KB\\)$`)),
        '[downloads] skipped the helper executable: BUILD_DOWNLOADS_HELPER=0',
        '[downloads] done: the download buttons are enabled',
      ]),
    );
    expect(existsSync(join(dir, 'ksa-extension.zip'))).toBe(true);
    expect(readBuildStatus(dir)).toMatchObject({ state: 'done', finishedAt: expect.any(String) });

    // Everything there: the next start builds nothing.
    expect(buildDownloadsInBackground({ root, env, log: (l) => log.push(l) })).toBeNull();
  }, 60_000);

  it('asks for the helper only where this machine can build it, and never with BUILD_DOWNLOADS=0', () => {
    const dir = tempDir();
    expect(missingDownloads(dir, () => null)).toEqual(['ksa-extension.zip', executableName()]);
    expect(missingDownloads(dir, () => 'no SEA here')).toEqual(['ksa-extension.zip']);
    writeFileSync(join(dir, executableName()), 'exe');
    expect(missingDownloads(dir, () => null)).toEqual(['ksa-extension.zip']);
    expect(buildDownloadsInBackground({ root, env: { DOWNLOADS_DIR: dir, BUILD_DOWNLOADS: '0' } })).toBeNull();
  });

  it('a build whose process died does not block the next one; a live one does', () => {
    const dir = tempDir();
    const status = {
      state: 'building' as const,
      step: 'plugin',
      startedAt: new Date().toISOString(),
      finishedAt: null,
    };
    writeBuildStatus(dir, status);
    // Written by this process: its own build is not 'another'.
    expect(runningBuild(dir)).toBeNull();
    const file = join(dir, 'build-status.json');
    const mine = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...mine, pid: 2 ** 22 + 12345 }));
    expect(runningBuild(dir)).toBeNull();
    writeFileSync(file, JSON.stringify({ ...mine, pid: process.ppid }));
    expect(runningBuild(dir)).toMatchObject({ state: 'building', pid: process.ppid });
  });
});
