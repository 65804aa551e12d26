#!/usr/bin/env node
// `npm run typecheck`: every npm workspace plus bench/ and scripts/, each with its own tsconfig (they differ in lib/jsx/types).
// Exported so a test can prove a planted error fails it; the CLI exits 1 on the first project with errors.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The projects to check: each workspace folder (globs of package.json expanded) with a tsconfig, and bench/. */
export const typecheckProjects = (dir = root) => {
  const { workspaces = [] } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((w) =>
    w.endsWith('/*')
      ? readdirSync(join(dir, w.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => `${w.slice(0, -2)}/${d.name}`)
      : [w],
  );

  return [...folders, 'bench', 'scripts'].filter((p) => existsSync(join(dir, p, 'tsconfig.json')));
};

/** Runs tsc --noEmit on one project; resolves with its exit code and output. */
export const typecheckProject = (project, dir = root) =>
  new Promise((done) => {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', join(dir, project)], {
      cwd: dir,
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => done({ project, code: code ?? 1, out }));
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const projects = typecheckProjects();
  // Two at a time: the machines have two cores, and tsc is single-threaded.
  const queue = [...projects];
  let failed = 0;
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const r = await typecheckProject(p);
      console.log(`${r.code === 0 ? '✓' : '✗'} typecheck ${p}`);
      if (r.code !== 0) {
        failed += 1;
        process.stdout.write(r.out);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  process.exit(failed ? 1 : 0);
}
