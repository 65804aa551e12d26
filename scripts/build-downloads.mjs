#!/usr/bin/env node
// `npm run build:downloads` (and `npm test`, before the unit tests): what the server offers at /downloads/<name>,
// written to DOWNLOADS_DIR (default dist/downloads): the browser plugin as ksa-extension.zip and the desktop helper
// as this machine's single executable, plus downloads.json with each file's version, SHA-256 and build time.
// Without Node's single-executable tooling the helper is skipped with the reason; the plugin is always zipped.
// Each stage is reported as it begins and recorded in build-status.json (scripts/downloads-status.mjs), which
// the server reads so the download buttons know a build is under way; files appear under their names only whole.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import {
  buildHelperExecutable,
  executableName,
  helperVersion,
  seaUnavailable,
} from '../apps/helper/scripts/build-sea.mjs';
import { runningBuild, writeAtomically, writeBuildStatus } from './downloads-status.mjs';

const root = resolve(import.meta.dirname, '..');
export const downloadsDir = resolve(process.env.DOWNLOADS_DIR || join(root, 'dist', 'downloads'));
const extension = join(root, 'apps', 'extension');
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)]));

/**
 * A zip (deflate) of `files`, named relative to `base`. Every entry carries the same DOS date (1980-01-01), so the
 * same sources give the same bytes and the same SHA-256 on every machine.
 */
export const zipFiles = (base, files) => {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(relative(base, file).split('\\').join('/'));
    const data = readFileSync(file);
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4); // version needed
    head.writeUInt16LE(0x0800, 6); // UTF-8 names
    head.writeUInt16LE(8, 8); // deflate
    head.writeUInt16LE(0, 10); // time
    head.writeUInt16LE(0x21, 12); // date: 1980-01-01
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    head.copy(central, 6, 4, 30); // version needed … name length: the same fields as the local header
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, packed);
    centrals.push(central, name);
    offset += head.length + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
};

const readManifest = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { files: {} };
  }
};

/** Records a file; an unchanged one keeps its build time, so its Last-Modified and list entry stay put. */
const record = (manifest, name, version, buf, extra = {}) => {
  const sum = sha256(buf);
  const old = manifest.files[name];
  manifest.files[name] = {
    version,
    sha256: sum,
    builtAt: old?.sha256 === sum ? old.builtAt : new Date().toISOString(),
    ...extra,
  };
};

/** BUILD_DOWNLOADS_HELPER=0 zips the plugin only (a machine that should not spend the time on the executable). */
const seaFromEnv = () => (process.env.BUILD_DOWNLOADS_HELPER === '0' ? 'BUILD_DOWNLOADS_HELPER=0' : seaUnavailable());

/**
 * `seaCheck` answers why the helper cannot be built here (tests pass their own); `onProgress` hears each stage.
 * When another live build is writing the same folder this one does nothing and says so.
 */
export const buildDownloads = async (out = downloadsDir, { seaCheck = seaFromEnv, onProgress = () => {} } = {}) => {
  mkdirSync(out, { recursive: true });
  const other = runningBuild(out);
  if (other) {
    const lines = [`another build (pid ${other.pid}) is already writing ${out}; not started`];
    onProgress(lines[0]);
    return { out, lines, skipped: true };
  }
  const startedAt = new Date().toISOString();
  const status = (step) => writeBuildStatus(out, { state: 'building', step, startedAt, finishedAt: null });
  const manifestFile = join(out, 'downloads.json');
  const manifest = readManifest(manifestFile);
  manifest.files ??= {};
  const lines = [];
  const done = (line) => {
    lines.push(line);
    onProgress(line);
  };
  try {
    // The plugin: what Chrome loads (manifest and sources), not the workspace's package.json or notes.
    status('plugin');
    onProgress('zipping the browser plugin');
    const zipName = 'ksa-extension.zip';
    const zip = zipFiles(extension, [join(extension, 'manifest.json'), ...filesUnder(join(extension, 'src'))]);
    const zipPath = join(out, zipName);
    if (!existsSync(zipPath) || !readFileSync(zipPath).equals(zip)) {
      writeAtomically(zipPath, zip);
    }
    const pluginVersion = JSON.parse(readFileSync(join(extension, 'manifest.json'), 'utf8')).version;
    record(manifest, zipName, pluginVersion, zip);
    // Listed at once: the plugin can be downloaded while the helper is still being built.
    writeAtomically(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    done(`${zipName} ${pluginVersion} (${(zip.length / 1024).toFixed(1)} KB)`);

    const reason = seaCheck();
    if (reason) {
      done(`skipped the helper executable: ${reason}`);
    } else {
      const name = executableName();
      const started = Date.now();
      const built = await buildHelperExecutable({
        outDir: out,
        previousInputHash: manifest.files[name]?.inputHash,
        onStep: (step, text) => {
          status(`helper-${step}`);
          onProgress(`${name}: ${text}`);
        },
      });
      const bytes = readFileSync(built.exe);
      record(manifest, name, helperVersion(), bytes, { inputHash: built.inputHash });
      done(
        `${name} ${helperVersion()} (${mb(statSync(built.exe).size)}; ${
          built.skipped ? 'unchanged, not rebuilt' : `built in ${((Date.now() - started) / 1000).toFixed(1)} s`
        })`,
      );
    }
    writeAtomically(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    writeBuildStatus(out, { state: 'done', step: null, startedAt, finishedAt: new Date().toISOString() });
    return { out, lines, skipped: false };
  } catch (error) {
    writeBuildStatus(out, {
      state: 'failed',
      step: null,
      startedAt,
      finishedAt: new Date().toISOString(),
      error: String(error?.message ?? error).slice(0, 500),
    });
    throw error;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  // --progress: one line per stage as it begins (npm start's background build shows them in its log).
  const live = process.argv.includes('--progress');
  const { out, lines } = await buildDownloads(downloadsDir, {
    onProgress: live ? (l) => process.stdout.write(`${l}\n`) : undefined,
  });
  if (!live) {
    process.stdout.write(`downloads in ${out}:\n${lines.map((l) => `  ${l}\n`).join('')}`);
  }
}
