import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation stays current with the code: every environment variable the server, the CLI, the sandbox and
 * the start script read is in docs/configuration.md and every one listed there is read; the README stays a short
 * entry page; every relative link in the README and docs/ names a file that exists.
 */
const root = resolve(import.meta.dirname, '..');

/** What reads the environment in production code (tests and their helpers set variables, they are not settings). */
const SOURCES = [
  'apps/server/src',
  'apps/sandbox/src',
  'scripts/start.mjs',
  'scripts/downloads-on-start.mjs',
  'scripts/build-downloads.mjs',
];
const isCode = (p: string) =>
  /\.(ts|mts|mjs|js)$/.test(p) && !/\.test\.|\.d\.mts$|\/test\//.test(p) && !p.includes('node_modules');

const filesUnder = (path: string): string[] => {
  const abs = join(root, path);
  if (!statSync(abs).isDirectory()) {
    return [path];
  }
  return readdirSync(abs, { recursive: true, encoding: 'utf8' }).map((f) => join(path, f));
};

/** `process.env.X`, `env.X`, `env['X']` (the config loaders take `env` as a parameter). */
const envReads = (source: string): string[] => {
  const names = new Set<string>();
  for (const m of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\])/g)) {
    names.add((m[1] ?? m[2])!);
  }
  return [...names];
};

/** The names in the first column of docs/configuration.md's tables. */
const documentedNames = (markdown: string): string[] => {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    const first = line.startsWith('|') ? line.split('|')[1] : undefined;
    for (const m of first?.matchAll(/`([A-Z][A-Z0-9_]*)`/g) ?? []) {
      names.add(m[1]!);
    }
  }
  return [...names];
};

const readNames = () => {
  const where = new Map<string, string>();
  for (const file of SOURCES.flatMap(filesUnder).filter(isCode)) {
    for (const name of envReads(readFileSync(join(root, file), 'utf8'))) {
      where.set(name, where.get(name) ?? file);
    }
  }
  return where;
};

const markdownFiles = () => [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];

describe('environment variables and their documentation', () => {
  it('finds reads in each form the code uses, and table names only in the first column', () => {
    expect(envReads("process.env.PORT; env.DATA_DIR ?? x; env['SMS_KEY']; env.nodeEnv; myenv.NOPE").sort()).toEqual([
      'DATA_DIR',
      'PORT',
      'SMS_KEY',
    ]);
    expect(documentedNames('| `A_B`, `C` | `D_E` | uses `F` |\n`G` in text')).toEqual(['A_B', 'C']);
  });

  it('documents in docs/configuration.md every variable the server, sandbox and start script read', () => {
    const documented = new Set(documentedNames(readFileSync(join(root, 'docs/configuration.md'), 'utf8')));
    const missing = [...readNames()].filter(([name]) => !documented.has(name)).map(([n, f]) => `${n} (${f})`);
    expect(missing).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    const read = readNames();
    const documented = documentedNames(readFileSync(join(root, 'docs/configuration.md'), 'utf8'));
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((name) => !read.has(name))).toEqual([]);
  });
});

describe('README and docs/', () => {
  it('keeps the README at most 8 KB', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(8 * 1024);
  });

  it('links only to files that exist', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split('#')[0]!;
        if (!target || /^[a-z]+:/i.test(target)) {
          continue;
        }
        const abs = resolve(dirname(join(root, file)), target);
        if (!existsSync(abs)) {
          broken.push(`${file} → ${relative(root, abs)}`);
        }
      }
    }
    expect(markdownFiles().length).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
