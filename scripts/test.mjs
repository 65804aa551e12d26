#!/usr/bin/env node
// `npm test`: type-check, lint, the downloads (helper executable, plugin zip), unit + API tests (PGlite, and
// PostgreSQL when reachable), web build, the browser tests, then the journeys (e2e/journeys; `node scripts/test.mjs
// journeys` runs them alone). Ends with one
// 'N passed, N failed' line summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const only = process.argv[2];
const tally = { passed: 0, failed: 0, skipped: 0 };
const step = (name, cmd, args, opts = {}) => {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return r.status === 0;
};
const fail = (what) => {
  console.log(`\n${what} failed`);
  console.log(`${tally.passed} passed, ${Math.max(1, tally.failed)} failed, ${tally.skipped} skipped`);
  process.exit(1);
};

if (!only || only === 'static') {
  // Every workspace plus bench/ and scripts/ (scripts/typecheck.mjs lists them).
  if (!step('typecheck', 'node', ['scripts/typecheck.mjs'])) {
    fail('typecheck');
  }
  if (!step('lint', 'npx', ['biome', 'check', '.'])) {
    fail('lint');
  }
  if (!step('architecture', 'node', ['scripts/check-architecture.mjs'])) {
    fail('architecture');
  }
}

if (!only || only === 'unit' || only === 'downloads') {
  // What /downloads serves: this OS's helper single executable (skipped, with the reason, where Node's SEA tooling
  // is missing) and the plugin zip; the unit tests then start the executable and read the zip.
  if (!step('downloads', 'node', ['scripts/build-downloads.mjs'])) {
    fail('downloads build');
  }
}

if (!only || only === 'unit') {
  const out = join(tmpdir(), `ksa-vitest-${process.pid}.json`);
  const ok = step('unit + API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    tally.passed += r.numPassedTests;
    tally.failed += r.numFailedTests;
    tally.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    rmSync(out);
  }
  if (!ok) {
    fail('unit + API tests');
  }
}

if (!only || only === 'e2e') {
  if (!step('web build', 'npm', ['run', 'build', '-w', '@ksa/web'])) {
    fail('web build');
  }
  const out = join(tmpdir(), `ksa-e2e-${process.pid}.json`);
  const ok = step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats;
    tally.passed += s.expected + (s.flaky ?? 0);
    tally.failed += s.unexpected;
    tally.skipped += s.skipped;
    rmSync(out);
  }
  if (!ok) {
    fail('browser tests');
  }
}

if (!only || only === 'journeys') {
  // Journeys (e2e/journeys): one spec per person against the product started the README way (`npm start` on a
  // fresh data folder, default sandbox world; one start for all of them), at 1920×1080 and 390×844; report in
  // test-results/journeys/report.md.
  const out = join(tmpdir(), `ksa-journeys-${process.pid}.json`);
  const ok = step('journeys', 'npx', ['playwright', 'test', '-c', 'e2e/journeys/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats;
    tally.passed += s.expected + (s.flaky ?? 0);
    tally.failed += s.unexpected;
    tally.skipped += s.skipped;
    rmSync(out);
  }
  if (!ok) {
    fail('journeys');
  }
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
