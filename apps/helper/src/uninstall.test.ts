import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uninstall } from './uninstall.js';

const made: string[] = [];
afterEach(() => {
  for (const p of made.splice(0)) {
    rmSync(p, { recursive: true, force: true });
  }
});

describe('uninstall', () => {
  it('removes the data folder (images, device tokens, logs) and the packaged executable', () => {
    const root = mkdtempSync(join(tmpdir(), 'ksa-un-'));
    made.push(root);
    const dataDir = join(root, 'ksa-helper');
    mkdirSync(join(dataDir, 'images', '1001', 'sku'), { recursive: true });
    writeFileSync(join(dataDir, 'device-1001.json'), '{}');
    const exe = join(root, 'ksa-helper-linux-x64');
    writeFileSync(exe, 'binary');
    const result = uninstall(dataDir, { executable: exe, platform: 'linux' });
    expect(result.removed).toEqual([dataDir, exe]);
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(exe)).toBe(false);
  });

  it('names the executable for the user on Windows, where a running .exe cannot be deleted', () => {
    const root = mkdtempSync(join(tmpdir(), 'ksa-un-'));
    made.push(root);
    const exe = join(root, 'ksa-helper.exe');
    writeFileSync(exe, 'binary');
    expect(uninstall(join(root, 'ksa-helper'), { executable: exe, platform: 'win32' }).manual).toBe(exe);
    expect(existsSync(exe)).toBe(true);
  });

  it('refuses a folder that is not the helper’s', () => {
    const root = mkdtempSync(join(tmpdir(), 'ksa-un-'));
    made.push(root);
    expect(() => uninstall(join(root, 'Documents'))).toThrow(/refusing/);
  });
});
