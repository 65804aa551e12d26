import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { typecheckProject, typecheckProjects } from './typecheck.mjs';

const root = resolve(import.meta.dirname, '..');

describe('npm run typecheck', () => {
  it('covers every workspace, bench/ and scripts/', () => {
    expect(typecheckProjects()).toEqual(
      expect.arrayContaining([
        'packages/contract',
        'apps/server',
        'apps/sandbox',
        'apps/web',
        'e2e',
        'bench',
        'scripts',
      ]),
    );
  });

  it('fails on a type error planted in bench/', async () => {
    const planted = join(root, 'bench', `zz-planted-type-error-${process.pid}.ts`);
    writeFileSync(planted, 'export const planted: number = "not a number";\n');
    try {
      const r = await typecheckProject('bench');
      expect(r.code).not.toBe(0);
      expect(r.out).toContain('TS2322');
    } finally {
      rmSync(planted, { force: true });
    }
  }, 60_000);
});
