import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/** A missing folder is an expected answer (the web turns it into a warning), not a failure. */
export class FolderMissingError extends Error {}
export class BadPathError extends Error {}

export type TImageEntry = { name: string; size: number; modifiedAt: string };

const IMAGE_EXT = /\.(jpe?g|png|webp|gif|bmp)$/i;
// One path segment: no separators, no drive letters, no control characters, not '.' or '..'.
const SEGMENT = /^[^\\/:*?"<>|]{1,128}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
const CONTROL = /[\u0000-\u001f]/;

const segment = (value: unknown): string => {
  if (
    typeof value !== 'string' ||
    !SEGMENT.test(value) ||
    CONTROL.test(value) ||
    value === '.' ||
    value === '..' ||
    value.trim() !== value
  ) {
    throw new BadPathError('bad path segment');
  }
  return value;
};

/**
 * Per-user image folders under `root/<uid>/<folder>/`, where the helper keeps product images collected for
 * reuse in product editing. Every name is one checked segment and the resolved path must stay below root.
 */
export const createImageStore = (root: string) => {
  const base = resolve(root);
  const inside = (...parts: unknown[]) => {
    const full = resolve(base, ...parts.map(segment));
    if (!full.startsWith(base + sep)) {
      throw new BadPathError('outside the image root');
    }
    return full;
  };
  const existingFolder = async (uid: unknown, folder: unknown) => {
    const dir = inside(uid, folder);
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory()) {
      throw new FolderMissingError(dir);
    }
    return dir;
  };

  return {
    root: base,
    async list(uid: unknown, folder: unknown): Promise<TImageEntry[]> {
      const dir = await existingFolder(uid, folder);
      const entries = await readdir(dir, { withFileTypes: true });
      const images = await Promise.all(
        entries
          .filter((e) => e.isFile() && IMAGE_EXT.test(e.name))
          .map(async (e) => {
            const s = await stat(join(dir, e.name));
            return { name: e.name, size: s.size, modifiedAt: s.mtime.toISOString() };
          }),
      );
      return images.sort((a, b) => a.name.localeCompare(b.name));
    },
    async folders(uid: unknown): Promise<string[]> {
      const dir = inside(uid);
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isDirectory()).map((e) => e.name);
    },
    async read(uid: unknown, folder: unknown, name: unknown): Promise<Buffer> {
      const dir = await existingFolder(uid, folder);
      return readFile(join(dir, segment(name)));
    },
    async save(uid: unknown, folder: unknown, name: unknown, bytes: Buffer): Promise<TImageEntry> {
      const file = inside(uid, folder, name);
      if (!IMAGE_EXT.test(file)) {
        throw new BadPathError('not an image name');
      }
      await mkdir(inside(uid, folder), { recursive: true });
      await writeFile(file, bytes);
      const s = await stat(file);
      return { name: segment(name), size: s.size, modifiedAt: s.mtime.toISOString() };
    },
    /** Deletes the named images; returns the names that were removed (missing ones are skipped). */
    async remove(uid: unknown, folder: unknown, names: unknown): Promise<string[]> {
      const dir = await existingFolder(uid, folder);
      if (!Array.isArray(names) || names.length === 0 || names.length > 500) {
        throw new BadPathError('names must be a non-empty list');
      }
      // Check every name before deleting any, so one bad name changes nothing.
      const files = names.map((n) => join(dir, segment(n)));
      const removed: string[] = [];
      for (const [i, file] of files.entries()) {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          await rm(file);
          removed.push(names[i] as string);
        }
      }
      return removed;
    },
  };
};

export type TImageStore = ReturnType<typeof createImageStore>;
