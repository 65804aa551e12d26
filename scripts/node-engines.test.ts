import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const manifests = () => {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const list = ['package.json', 'package-lock.json'];
  for (const w of workspaces) {
    if (w.endsWith('/*')) {
      const parent = w.slice(0, -2);
      const out = spawnSync('git', ['ls-files', `${parent}/*/package.json`], { cwd: root, encoding: 'utf8' }).stdout;
      list.push(...out.split('\n').filter((p) => p.split('/').length === 3));
    } else {
      list.push(`${w}/package.json`);
    }
  }
  return list;
};

describe('npm ci on the README’s Node', () => {
  it('installs the lockfile with no EBADENGINE warning (npm’s own engine check, dry run)', () => {
    // npm itself judges every locked package's `engines` against the running Node (20.x on the machines and CI).
    const dir = mkdtempSync(join(tmpdir(), 'ksa-engines-'));
    try {
      for (const f of manifests()) {
        mkdirSync(join(dir, dirname(f)), { recursive: true });
        cpSync(join(root, f), join(dir, f));
      }
      const r = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, npm_config_loglevel: 'warn' },
      });
      const out = r.stdout + r.stderr;
      expect(r.status, out).toBe(0);
      expect(out).not.toContain('EBADENGINE');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('declares the Node it is tested on', () => {
    const { engines } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(engines.node).toBe('>=20.19');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('Node.js ≥ 20.19');
  });
});
