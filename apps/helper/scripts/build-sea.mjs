#!/usr/bin/env node
// Builds the helper as one executable for this OS with Node's single-executable applications:
// esbuild bundles src/main.ts (and its dependencies) into one CommonJS file, node --experimental-sea-config turns it
// into a blob, and postject injects the blob into a copy of this node binary. Run on each OS for its executable
// (CI: one job per OS). Output: apps/helper/dist/ksa-helper-<platform>-<arch>[.exe].
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const exe = join(dist, `ksa-helper-${process.platform}-${process.arch}${process.platform === 'win32' ? '.exe' : ''}`);
const bundle = join(dist, 'helper.cjs');
const blob = join(dist, 'sea-prep.blob');
const seaConfig = join(dist, 'sea-config.json');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [join(root, 'src', 'main.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${process.versions.node.split('.')[0]}`,
  outfile: bundle,
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

writeFileSync(seaConfig, JSON.stringify({ main: bundle, output: blob, disableExperimentalSEAWarning: true }));
execFileSync(process.execPath, ['--experimental-sea-config', seaConfig], { stdio: 'inherit' });
copyFileSync(process.execPath, exe);
chmodSync(exe, 0o755);
if (process.platform === 'darwin') {
  execFileSync('codesign', ['--remove-signature', exe], { stdio: 'inherit' });
}
const postject = createRequire(import.meta.url).resolve('postject/dist/cli.js');
const args = [exe, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'];
if (process.platform === 'darwin') {
  args.push('--macho-segment-name', 'NODE_SEA');
}
execFileSync(process.execPath, [postject, ...args], { stdio: 'inherit' });
if (process.platform === 'darwin') {
  execFileSync('codesign', ['--sign', '-', exe], { stdio: 'inherit' });
}
rmSync(blob);
rmSync(seaConfig);
const mb = (statSync(exe).size / 1024 / 1024).toFixed(1);
process.stdout.write(`built ${exe} (${mb} MB; bundle ${(statSync(bundle).size / 1024).toFixed(0)} KB)\n`);
