#!/usr/bin/env node
// The layering rules of the code base, checked from the import graph (TypeScript's own import
// scanner, so `import type` and `export … from` count like any import). `npm test` runs it after lint.
//   (a) a server *.routes.ts imports drizzle-orm or db/schema
//   (b) any other server module file imports them, except *.repo.ts, tests/fixtures, the sync writers
//   (c) a server file imports a *.routes.ts (modules/index.ts registers them and is exempt)
//   (d) a *.repo.ts imports fastify or lib/app-error (repositories return data; services decide errors)
//   (e) an import cycle in any workspace (server, web, contract, sandbox, helper, extension, e2e; type-only
//       imports included: a type cycle still ties the files together and is what made deps.ts part of a
//       16-file cycle)
//   (f) a web feature imports another feature other than through its public entry features/<B>, or its
//       light entry features/<B>/light (what may run before the app loads: no components, no antd)
//   (g) a server file outside modules/<B>/ imports one of B's repositories (*.repo.ts): other modules see
//       a module through its face, modules/<B>/index.ts (services, types), so B can change its tables
//   (h) a relative import reaches into another workspace (../../sandbox/src/…): workspaces import each
//       other by package name through their `exports`, so a move inside one cannot break another silently
//   (i) server module folders import each other in a cycle (modules/a → modules/b → modules/a; tests and
//       fixtures aside): a module needing work from one that depends on it gets it handed in by modules/index.ts
// No service needs Drizzle's `sql` for typing: shared SQL fragments (inShops, the notice and return
// filters) live in repositories, and services receive rows typed by them. The exemptions below are
// the only files outside *.repo.ts that may import Drizzle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const WEB_FEATURES = 'apps/web/src/features';
/** The workspaces whose files the graph covers (the root package.json's `workspaces`). */
const WORKSPACE_GLOBS = ['apps', 'packages'];
const SINGLE_WORKSPACES = ['e2e'];
/** Directories that hold no source of ours: installed packages, build output, static assets. */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'public', 'test-results', 'playwright-report']);

/** Files under modules/ outside *.repo.ts allowed to import Drizzle, each with its reason. */
const DRIZZLE_EXEMPT = [
  // The sync writers bulk-upsert marketplace data in set-based SQL; with the runner and scheduler that
  // drive them they are the persistence side of sync (its repositories in all but name).
  { re: /^modules\/sync\//, why: 'the sync writers, runner and scheduler' },
  { re: /\.test\.ts$|fixture\.ts$/, why: 'tests and fixtures seed and inspect rows directly' },
];

/**
 * Known debt, file (relative to the repository) → the rules it still breaks. Empty: every module follows the layering. Never add
 * an entry for new code; the check reports an entry that excuses nothing (stale-exception).
 */
export const PENDING = new Map();

const listFiles = (dir, out = []) => {
  if (!existsSync(dir)) {
    return out;
  }
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) {
      continue;
    }
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      listFiles(p, out);
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !/\.d\.m?ts$/.test(name)) {
      out.push(p);
    }
  }
  return out;
};

const importsOf = (file) =>
  ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);

/** A relative specifier → the source file it names ('./x.js' → x.ts, './dir' → dir/index.ts). */
const resolveLocal = (from, spec) => {
  if (!spec.startsWith('.')) {
    return null;
  }
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|mjs|ts|tsx)$/, '');
  for (const c of [`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, base, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) {
      return c;
    }
  }
  return null;
};

const posix = (p) => p.split(sep).join('/');

/** Strongly connected components of more than one file (or a file importing itself): Tarjan. */
const cyclesOf = (graph) => {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    // Iterative DFS: the server graph is deep enough to make recursion a risk on small stacks.
    const work = [[v, 0]];
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    while (work.length) {
      const top = work[work.length - 1];
      const [node, i] = top;
      const next = graph.get(node) ?? [];
      if (i < next.length) {
        top[1]++;
        const w = next[i];
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) {
          low.set(node, Math.min(low.get(node), idx.get(w)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === idx.get(node)) {
        const comp = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          comp.push(w);
        } while (w !== node);
        if (comp.length > 1 || (graph.get(node) ?? []).includes(node)) {
          out.push(comp.sort());
        }
      }
    }
  };
  for (const v of graph.keys()) {
    if (!idx.has(v)) {
      visit(v);
    }
  }
  return out;
};

const isDrizzle = (spec, targetRel) =>
  spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/') || (targetRel?.startsWith(`${SERVER}/db/schema/`) ?? false);

/** The workspace directories under root (repository-relative), e.g. apps/server, packages/contract, e2e. */
const workspacesOf = (root) => [
  ...WORKSPACE_GLOBS.flatMap((g) =>
    existsSync(join(root, g))
      ? readdirSync(join(root, g))
          .map((n) => `${g}/${n}`)
          .filter((d) => statSync(join(root, d)).isDirectory())
      : [],
  ),
  ...SINGLE_WORKSPACES.filter((d) => existsSync(join(root, d))),
];

/** The module folder a server file belongs to (modules/<m>/…), or null outside modules/. */
const moduleOf = (rel) => {
  const m = /^apps\/server\/src\/modules\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
};

/** Every violation of the rules above under rootDir: [{ file, rule, detail }]. */
export const findViolations = (rootDir, pending = PENDING) => {
  const root = resolve(rootDir);
  const out = [];
  const excused = new Set();
  const repoRel = (file) => posix(relative(root, file));
  const add = (file, rule, detail) => {
    const rel = repoRel(file);
    if (pending.get(rel)?.includes(rule)) {
      excused.add(`${rel}|${rule}`);
    } else {
      out.push({ file: rel, rule, detail });
    }
  };
  const graph = new Map();
  /** Module folder → the module folders its non-test files import, with one import that shows each edge. */
  const folders = new Map();
  const workspaces = workspacesOf(root);
  const workspaceOf = (rel) => workspaces.find((w) => rel === w || rel.startsWith(`${w}/`)) ?? null;

  for (const ws of workspaces) {
    for (const file of listFiles(join(root, ws))) {
      const rel = repoRel(file);
      const edges = [];
      for (const spec of importsOf(file)) {
        const target = resolveLocal(file, spec);
        if (target) {
          edges.push(target);
        }
        if (spec.startsWith('.')) {
          const lands = workspaceOf(repoRel(resolve(dirname(file), spec)));
          if (lands !== null && lands !== ws) {
            add(file, 'no-cross-workspace-relative', `imports ${spec} (use the package ${lands}'s exports)`);
          }
        }
        if (rel.startsWith(`${SERVER}/`)) {
          checkServerImport(root, file, rel, spec, target, add);
          addFolderEdge(folders, rel, target === null ? null : repoRel(target), spec);
        }
      }
      graph.set(file, edges);
    }
  }
  // An exception that excuses nothing any more must go, so the list only ever shrinks. Only checked
  // for the real tree's layout (a planted test tree has none of these files).
  if (existsSync(join(root, MODULES, 'index.ts')) && existsSync(join(root, SERVER, 'app.ts'))) {
    for (const [rel, rules] of pending) {
      for (const rule of rules.filter((r) => !excused.has(`${rel}|${r}`))) {
        out.push({ file: rel, rule: 'stale-exception', detail: `PENDING excuses ${rule}, no longer broken` });
      }
    }
  }
  for (const comp of cyclesOf(graph)) {
    add(comp[0], 'no-import-cycles', comp.map(repoRel).join(' → '));
  }
  for (const comp of cyclesOf(new Map([...folders].map(([m, to]) => [m, [...to.keys()]])))) {
    const shown = comp.map((m) => `${m} (${[...folders.get(m)].find(([to]) => comp.includes(to))?.[1]})`);
    add(join(root, MODULES, comp[0]), 'no-module-cycles', shown.join(' → '));
  }
  checkWebFeatures(root, add);
  return out;
};

/** Records modules/<a> → modules/<b> for a non-test import, keeping the first import that shows it. */
const addFolderEdge = (folders, rel, targetRel, spec) => {
  const own = moduleOf(rel);
  const theirs = targetRel === null ? null : moduleOf(targetRel);
  if (own === null || theirs === null || own === theirs || /\.test\.ts$|fixture\.ts$/.test(rel)) {
    return;
  }
  const to = folders.get(own) ?? new Map();
  if (!to.has(theirs)) {
    to.set(theirs, `${rel.slice(MODULES.length + 1)} imports ${spec}`);
  }
  folders.set(own, to);
  if (!folders.has(theirs)) {
    folders.set(theirs, new Map());
  }
};

/** Rules (a)–(d) and (g) for one import of a server file. */
const checkServerImport = (root, file, rel, spec, target, add) => {
  const own = moduleOf(rel);
  const isRoutes = rel.endsWith('.routes.ts');
  const isRepo = rel.endsWith('.repo.ts');
  const targetRel = target === null ? null : posix(relative(root, target));
  const inModule = own !== null;
  if (inModule && isDrizzle(spec, targetRel)) {
    const local = rel.slice(`${SERVER}/`.length);
    if (isRoutes) {
      add(file, 'routes-no-drizzle', `imports ${spec}`);
    } else if (!isRepo && !DRIZZLE_EXEMPT.some((e) => e.re.test(local))) {
      add(file, 'drizzle-only-in-repos', `imports ${spec}`);
    }
  }
  if (targetRel?.endsWith('.routes.ts') && rel !== `${MODULES}/index.ts`) {
    add(file, 'no-routes-imports', `imports ${spec}`);
  }
  if (
    isRepo &&
    (spec === 'fastify' ||
      spec.startsWith('fastify/') ||
      spec.startsWith('@fastify/') ||
      targetRel === `${SERVER}/lib/app-error.ts`)
  ) {
    add(file, 'repo-no-http', `imports ${spec}`);
  }
  const theirs = targetRel === null ? null : moduleOf(targetRel);
  if (theirs !== null && theirs !== own && targetRel.endsWith('.repo.ts')) {
    add(file, 'no-foreign-repo', `imports ${spec} (use modules/${theirs}/index.ts)`);
  }
};

/** Rule (f): web features import each other through their entries only. */
const checkWebFeatures = (root, add) => {
  const featuresDir = join(root, WEB_FEATURES);
  for (const file of listFiles(featuresDir)) {
    const own = posix(relative(featuresDir, file)).split('/')[0];
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) {
        continue;
      }
      const target = posix(relative(featuresDir, resolve(dirname(file), spec)));
      if (target.startsWith('..')) {
        continue;
      }
      const [feature, ...rest] = target.split('/');
      const inner = rest.join('/').replace(/\.(js|ts|tsx)$/, '');
      if (feature !== own && inner !== '' && inner !== 'index' && inner !== 'light') {
        add(file, 'web-feature-entry', `imports ${spec} (use features/${feature})`);
      }
    }
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  const found = findViolations(process.argv[2] ?? root);
  for (const v of found) {
    console.log(`${v.file}: [${v.rule}] ${v.detail}`);
  }
  const byRule = {};
  for (const v of found) {
    byRule[v.rule] = [...(byRule[v.rule] ?? []), v];
  }
  console.log(
    found.length
      ? `architecture: ${found.length} violation(s) (${Object.entries(byRule)
          .map(([r, l]) => `${r} ${l.length}`)
          .join(', ')})`
      : 'architecture: no violations',
  );
  process.exit(found.length ? 1 : 0);
}
