#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, then runs the sandbox and the server
// on the embedded defaults (PGlite in ./data, embedded MQTT broker, in-memory limits), and builds the missing
// installers (plugin zip, this system's helper) in the background.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildDownloadsInBackground } from './downloads-on-start.mjs';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env };
env.PORT ??= '8080';
env.SANDBOX_PORT ??= '8090';
env.SANDBOX_URL ??= `http://127.0.0.1:${env.SANDBOX_PORT}`;
env.DATA_DIR ??= join(root, 'data');

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

const web = join(root, 'apps/web');
const built = join(web, 'dist/index.html');
const sources = Math.max(
  newest(join(web, 'src')),
  newest(join(root, 'packages/contract/src')),
  statSync(join(web, 'index.html')).mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@ksa/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.exit(r.status ?? 1);
  }
}

const run = (name, entry) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping`);
      stop(code ?? 1);
    }
  });
  return child;
};

let stopping = false;
// NODE_ENV=production: no sandbox; the server itself refuses to start while a provider setting is still a sandbox
// default or a secret is missing, and this script exits with its code.
const production = env.NODE_ENV === 'production';
const children = [
  ...(production ? [] : [run('sandbox', 'apps/sandbox/src/main.ts')]),
  run('server', 'apps/server/src/server.ts'),
];
// The installers the app offers, built in the background on a fresh clone (BUILD_DOWNLOADS=0: never).
const downloads = buildDownloadsInBackground({ root, env });
const stop = (code = 0) => {
  stopping = true;
  // The timer below is unref'd: when the children are gone first, the process ends on its own, with this code.
  process.exitCode = code;
  for (const c of [...children, downloads].filter(Boolean)) {
    c.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 1500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `\n  跨境卖家助手  http://127.0.0.1:${env.PORT}   (API docs /docs${production ? '' : `, sandbox http://127.0.0.1:${env.SANDBOX_PORT}`})\n`,
);
