import type { TDownloadFile } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../lib/format';
import { downloadUrl, offeredFile } from './downloads';

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  windowsArm: 'Mozilla/5.0 (Windows NT 10.0; ARM64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  macIntel: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  linuxArm: 'Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

const file = (name: string, kind: 'helper' | 'plugin' = 'helper'): TDownloadFile => ({
  file: name,
  kind,
  os: null,
  arch: null,
  version: '0.1.0',
  size: 1,
  sha256: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
});

describe('downloads: which file this machine needs', () => {
  it('picks the helper build for the system and CPU in the user agent, and the zip for the plugin', () => {
    expect(downloadUrl('helper', UA.windows)).toBe('/downloads/ksa-helper-win32-x64.exe');
    expect(downloadUrl('helper', UA.windowsArm)).toBe('/downloads/ksa-helper-win32-arm64.exe');
    // Every Mac browser says 'Intel Mac OS X', Apple silicon too: the arm64 build, the common case today.
    expect(downloadUrl('helper', UA.macIntel)).toBe('/downloads/ksa-helper-darwin-arm64');
    expect(downloadUrl('helper', UA.linux)).toBe('/downloads/ksa-helper-linux-x64');
    expect(downloadUrl('helper', UA.linuxArm)).toBe('/downloads/ksa-helper-linux-arm64');
    expect(downloadUrl('plugin', UA.windows)).toBe('/downloads/ksa-extension.zip');
  });

  it('offers a file only when the server lists it, so nothing counts down to a 404', () => {
    const listed = [file('ksa-helper-linux-x64'), file('ksa-extension.zip', 'plugin')];
    expect(offeredFile(listed, 'helper', UA.linux)?.file).toBe('ksa-helper-linux-x64');
    expect(offeredFile(listed, 'helper', UA.windows)).toBeNull();
    expect(offeredFile(listed, 'plugin', UA.windows)?.file).toBe('ksa-extension.zip');
    expect(offeredFile(undefined, 'plugin', UA.windows)).toBeNull();
  });

  it('writes sizes as file managers do, in the display language', () => {
    expect(formatFileSize(99_617_920, 'zh-CN')).toBe('95 MB');
    expect(formatFileSize(12_640, 'en')).toBe('12.3 kB');
    expect(formatFileSize(1_572_864, 'de')).toBe('1,5 MB');
  });
});
