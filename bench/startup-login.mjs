#!/usr/bin/env node
// Start-up and login benchmark: cold and warm start to a healthy /api/health, idle RSS, and
// password-login requests/s (Argon2id-bound) on PGlite and, when reachable, PostgreSQL.
// Usage: node bench/startup-login.mjs [seconds=10] [concurrency=8]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 8);
const PORT = 18480;
const SANDBOX_PORT = 18490;
const base = `http://127.0.0.1:${PORT}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const startProc = (entry, env) =>
  spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });

const waitHealthy = async (url, t0) => {
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) {
        return performance.now() - t0;
      }
    } catch {}
    await sleep(20);
  }
};

const stop = (p) =>
  new Promise((r) => {
    p.once('exit', r);
    p.kill('SIGTERM');
  });

const post = async (path, body, token) => {
  const r = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    body: new URLSearchParams(body),
  });
  return r.json();
};

async function runEngine(name, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ksa-bench-'));
  const serverEnv = {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    LOG_LEVEL: 'warn',
    ...env,
  };
  let t0 = performance.now();
  let server = startProc('apps/server/src/server.ts', serverEnv);
  const cold = await waitHealthy(`${base}/api/health`, t0);
  await stop(server);
  t0 = performance.now();
  server = startProc('apps/server/src/server.ts', serverEnv);
  const warm = await waitHealthy(`${base}/api/health`, t0);
  await sleep(5000);
  const idle = rssMb(server.pid);

  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await post('/api/phone/sendPhoneCodeRegister', { phone });
  const inbox = await (await fetch(`http://127.0.0.1:${SANDBOX_PORT}/sms/messages?phone=${phone}`)).json();
  const reg = await post('/api/auth/register', { userName: phone, password: 'bench123', code: inbox[0].code });
  if (reg.code !== 0) {
    throw new Error(`register failed: ${reg.msg}`);
  }

  let ok = 0;
  let bad = 0;
  const lat = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const s = performance.now();
        const r = await post('/api/auth/login', { userName: phone, password: 'bench123' });
        lat.push(performance.now() - s);
        r.code === 0 ? ok++ : bad++;
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const peak = rssMb(server.pid);
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  return {
    engine: name,
    coldStartMs: Math.round(cold),
    warmStartMs: Math.round(warm),
    idleRssMb: Math.round(idle),
    loginPerSec: +(ok / seconds).toFixed(1),
    loginP50Ms: Math.round(lat[Math.floor(lat.length * 0.5)]),
    loginP95Ms: Math.round(lat[Math.floor(lat.length * 0.95)]),
    failures: bad,
    rssAfterLoadMb: Math.round(peak),
  };
}

const sandbox = startProc('apps/sandbox/src/main.ts', { SANDBOX_PORT: String(SANDBOX_PORT) });
await waitHealthy(`http://127.0.0.1:${SANDBOX_PORT}/health`, performance.now());
const results = [await runEngine('pglite', { DATABASE_URL: '' })];

const admin = process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const c = new pg.Client({ connectionString: admin });
if (
  await c.connect().then(
    () => true,
    () => false,
  )
) {
  const db = `ksa_bench_${process.pid}`;
  await c.query(`create database ${db}`);
  const url = new URL(admin);
  url.pathname = `/${db}`;
  results.push(await runEngine('postgresql', { DATABASE_URL: url.toString() }));
  await c.query(`drop database ${db} with (force)`);
  await c.end();
}
await stop(sandbox);
console.log(
  `\nstart-up and login (${seconds}s, concurrency ${concurrency}, ${(await import('node:os')).cpus().length} cores)`,
);
console.table(results);
