#!/usr/bin/env node
// Builds the helper as one executable for this OS with Node's single-executable applications (SEA): esbuild bundles
// src/main.ts (and its dependencies) into one CommonJS file, node --experimental-sea-config turns it into a blob, and
// postject injects the blob into a copy of this node binary. Run on each OS for its executable (CI: one job per OS).
// CLI: apps/helper/dist/ksa-helper-<platform>-<arch>[.exe]; scripts/build-downloads.mjs calls it for the downloads.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

export const executableName = (platform = process.platform, arch = process.arch) =>
  `ksa-helper-${platform}-${arch}${platform === 'win32' ? '.exe' : ''}`;

export const helperVersion = () => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/** Why this machine cannot build the executable, or null when it can (the arguments are for tests). */
export const seaUnavailable = (execPath = process.execPath, version = process.versions.node) => {
  const [major, minor] = version.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 12)) {
    return `Node ${version} has no stable single-executable support (20.12 or later is needed)`;
  }
  try {
    require('node:sea');
  } catch {
    return `Node ${version} has no node:sea module`;
  }
  // A distribution's node built without SEA support has no fuse to flip.
  if (readFileSync(execPath).indexOf(FUSE) < 0) {
    return `${execPath} was built without single-executable support (no ${FUSE.slice(0, 13)} fuse)`;
  }
  try {
    require.resolve('postject/dist/cli.js');
  } catch {
    return 'postject is not installed (run npm ci)';
  }
  return null;
};

const bundle = (outfile) =>
  build({
    entryPoints: [join(root, 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    outfile,
    minify: true,
    // ws loads these native speed-ups only when present (try/require); the executable can only require built-ins,
    // so they are bundled as modules that throw, which ws treats as absent.
    plugins: [
      {
        name: 'absent-optional',
        setup(b) {
          b.onResolve({ filter: /^(bufferutil|utf-8-validate)$/ }, (a) => ({ path: a.path, namespace: 'absent' }));
          b.onLoad({ filter: /.*/, namespace: 'absent' }, () => ({ contents: "throw new Error('not bundled');" }));
        },
      },
    ],
    logLevel: 'warning',
  });

const run = (args) => {
  try {
    execFileSync(args[0], args.slice(1), { stdio: 'pipe' });
  } catch (e) {
    process.stderr.write(`${e.stdout ?? ''}${e.stderr ?? ''}`);
    throw e;
  }
};

/**
 * Builds `outDir/<executableName>`. The bundle is hashed with the node binary's version: when that hash equals
 * `previousInputHash` and the executable is there, the slow part (copying node, injecting) is skipped.
 * `onStep(step, text)` hears each stage as it begins (the first start's background build logs them).
 */
export const buildHelperExecutable = async ({ outDir, previousInputHash, onStep = () => {} } = {}) => {
  const work = mkdtempSync(join(tmpdir(), 'ksa-helper-sea-'));
  try {
    const exe = join(outDir, executableName());
    const bundleFile = join(work, 'helper.cjs');
    onStep('bundle', 'bundling the helper with esbuild');
    await bundle(bundleFile);
    const inputHash = createHash('sha256')
      .update(readFileSync(bundleFile))
      .update(`${process.version} ${process.platform} ${process.arch}`)
      .digest('hex');
    if (previousInputHash === inputHash && existsSync(exe)) {
      return { exe, inputHash, skipped: true };
    }
    onStep('blob', 'making the single-executable blob');
    const blob = join(work, 'sea-prep.blob');
    const seaConfig = join(work, 'sea-config.json');
    writeFileSync(seaConfig, JSON.stringify({ main: bundleFile, output: blob, disableExperimentalSEAWarning: true }));
    run([process.execPath, '--experimental-sea-config', seaConfig]);
    mkdirSync(outDir, { recursive: true });
    onStep(
      'inject',
      `injecting it into a copy of node (${(statSync(process.execPath).size / 1024 / 1024).toFixed(0)} MB)`,
    );
    // Built next to the target and renamed, so a download in progress never sees half a file.
    const partial = `${exe}.partial`;
    copyFileSync(process.execPath, partial);
    chmodSync(partial, 0o755);
    if (process.platform === 'darwin') {
      run(['codesign', '--remove-signature', partial]);
    }
    const args = [partial, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', FUSE];
    if (process.platform === 'darwin') {
      args.push('--macho-segment-name', 'NODE_SEA');
    }
    run([process.execPath, require.resolve('postject/dist/cli.js'), ...args]);
    if (process.platform === 'darwin') {
      run(['codesign', '--sign', '-', partial]);
    }
    renameSync(partial, exe);
    return { exe, inputHash, skipped: false };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const reason = seaUnavailable();
  if (reason) {
    process.stderr.write(`cannot build the helper executable: ${reason}\n`);
    process.exit(1);
  }
  const { exe } = await buildHelperExecutable({ outDir: join(root, 'dist') });
  const { size } = statSync(exe);
  process.stdout.write(`built ${exe} (${(size / 1024 / 1024).toFixed(1)} MB)\n`);
}
