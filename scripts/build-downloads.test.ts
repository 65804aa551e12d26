import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { seaUnavailable } from '../apps/helper/scripts/build-sea.mjs';
import { buildDownloads } from './build-downloads.mjs';

const extension = resolve(import.meta.dirname, '..', 'apps', 'extension');
const out = mkdtempSync(join(tmpdir(), 'ksa-build-downloads-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The entries of a zip, read from its central directory as unzip does, each inflated and CRC-checked. */
const unzip = (zip: Buffer) => {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLen = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString();
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + zip.readUInt32LE(at + 20)));
    expect(crc32(data)).toBe(zip.readUInt32LE(at + 16));
    entries.set(name, data);
    at += 46 + nameLen + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : [join(dir, d.name)],
  );

describe('build-downloads', () => {
  it('zips the plugin as Chrome loads it, byte for byte, and skips the helper with the reason when SEA is missing', async () => {
    const { lines } = await buildDownloads(out, { seaCheck: () => 'no single-executable support here' });
    expect(lines).toContain('skipped the helper executable: no single-executable support here');
    const zip = readFileSync(join(out, 'ksa-extension.zip'));
    const entries = unzip(zip);
    const expected = [join(extension, 'manifest.json'), ...sources(join(extension, 'src'))];
    expect([...entries.keys()].sort()).toEqual(expected.map((f) => relative(extension, f)).sort());
    for (const f of expected) {
      expect(entries.get(relative(extension, f))?.equals(readFileSync(f)), f).toBe(true);
    }
    const version = JSON.parse(readFileSync(join(extension, 'manifest.json'), 'utf8')).version;
    const manifest = JSON.parse(readFileSync(join(out, 'downloads.json'), 'utf8'));
    expect(Object.keys(manifest.files)).toEqual(['ksa-extension.zip']);
    expect(manifest.files['ksa-extension.zip']).toMatchObject({
      version,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // The same sources give the same bytes: the checksum and the build time stay, so caches stay valid.
    await buildDownloads(out, { seaCheck: () => 'no single-executable support here' });
    expect(readFileSync(join(out, 'ksa-extension.zip')).equals(zip)).toBe(true);
    expect(JSON.parse(readFileSync(join(out, 'downloads.json'), 'utf8'))).toEqual(manifest);
  });

  it('names why a machine cannot build the helper: an old Node, or a node binary without the SEA fuse', () => {
    expect(seaUnavailable(process.execPath, '18.19.0')).toBe(
      'Node 18.19.0 has no stable single-executable support (20.12 or later is needed)',
    );
    const plain = join(out, 'node-without-fuse');
    writeFileSync(plain, 'not a node binary');
    expect(seaUnavailable(plain)).toBe(`${plain} was built without single-executable support (no NODE_SEA_FUSE fuse)`);
  });
});
