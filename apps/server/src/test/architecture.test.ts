import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../../../scripts/check-architecture.mjs';

const root = resolve(import.meta.dirname, '../../../..');

/** A throw-away tree with one violation of each rule, plus files each rule must let through. */
const planted = mkdtempSync(join(tmpdir(), 'ksa-arch-'));
const plant = (file: string, text: string) => {
  mkdirSync(dirname(join(planted, file)), { recursive: true });
  writeFileSync(join(planted, file), text);
};
const S = 'apps/server/src';
plant(`${S}/db/schema/index.ts`, 'export const shops = {};\n');
plant(`${S}/lib/app-error.ts`, 'export class AppError extends Error {}\n');
// (a) a routes file building queries
plant(`${S}/modules/shops/shops.routes.ts`, "import { eq } from 'drizzle-orm';\nexport const r = eq;\n");
// (b) a service importing the schema, and a repo / test / sync writer that may
plant(
  `${S}/modules/shops/shops.service.ts`,
  "import { shops } from '../../db/schema/index.js';\nexport const s = shops;\n",
);
plant(`${S}/modules/shops/shops.repo.ts`, "import { and } from 'drizzle-orm';\nexport const q = and;\n");
plant(
  `${S}/modules/shops/shops.test.ts`,
  "import { shops } from '../../db/schema/index.js';\nexport const t = shops;\n",
);
plant(`${S}/modules/sync/writers.ts`, "import { sql } from 'drizzle-orm';\nexport const w = sql;\n");
// (c) a module importing another module's routes; modules/index.ts registering them is fine
plant(`${S}/modules/staff/staff.service.ts`, "import { r } from '../shops/shops.routes.js';\nexport const x = r;\n");
plant(`${S}/modules/index.ts`, "import { r } from './shops/shops.routes.js';\nexport const all = [r];\n");
// (d) repositories speaking HTTP
plant(
  `${S}/modules/staff/staff.repo.ts`,
  "import type { FastifyInstance } from 'fastify';\nexport type F = FastifyInstance;\n",
);
plant(
  `${S}/modules/staff/users.repo.ts`,
  "import { AppError } from '../../lib/app-error.js';\nexport const e = AppError;\n",
);
// (e) a cycle held by a type-only import
plant(`${S}/deps.ts`, "import type { TQueue } from './queue.js';\nexport type TDeps = { q: TQueue };\n");
plant(`${S}/queue.ts`, "import type { TDeps } from './deps.js';\nexport type TQueue = { deps: TDeps };\n");
// (f) a web feature reaching into another; its public entry is fine
plant('apps/web/src/features/shops/index.ts', "export { ShopPanel } from './shop-panel';\n");
plant('apps/web/src/features/shops/shop-panel.tsx', 'export const ShopPanel = () => null;\n');
plant('apps/web/src/features/shops/light.ts', "export { ShopPanel as Light } from './shop-panel';\n");
plant(
  'apps/web/src/features/staff/staff-page.tsx',
  "import { ShopPanel } from '../shops/shop-panel';\nimport { ShopPanel as P } from '../shops';\nimport { ShopPanel as Q } from '../shops/index';\nimport { Light } from '../shops/light';\nexport const x = [ShopPanel, P, Q, Light];\n",
);

afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe('[ARCH] architecture check', () => {
  const found = findViolations(planted);
  const of = (rule: string) => found.filter((v) => v.rule === rule).map((v) => v.file);

  it('reports a routes file importing drizzle-orm', () => {
    expect(of('routes-no-drizzle')).toEqual([`${S}/modules/shops/shops.routes.ts`]);
  });

  it('reports a service importing db/schema, not repos, tests or the sync writers', () => {
    expect(of('drizzle-only-in-repos')).toEqual([`${S}/modules/shops/shops.service.ts`]);
  });

  it('reports an import of another module’s routes file, not modules/index.ts', () => {
    expect(of('no-routes-imports')).toEqual([`${S}/modules/staff/staff.service.ts`]);
  });

  it('reports repositories importing fastify or the HTTP errors', () => {
    expect(of('repo-no-http').sort()).toEqual([`${S}/modules/staff/staff.repo.ts`, `${S}/modules/staff/users.repo.ts`]);
  });

  it('reports an import cycle, type-only imports included', () => {
    const cycles = found.filter((v) => v.rule === 'no-import-cycles');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.detail).toBe('deps.ts → queue.ts');
  });

  it('reports a deep import into another web feature, not its public entry nor its light entry', () => {
    const web = found.filter((v) => v.rule === 'web-feature-entry');
    expect(web).toHaveLength(1);
    expect(web[0]).toMatchObject({ file: 'apps/web/src/features/staff/staff-page.tsx' });
    expect(web[0]!.detail).toContain('../shops/shop-panel');
  });

  it('reports an exception that excuses nothing any more, in a tree laid out like the real one', () => {
    const tree = mkdtempSync(join(tmpdir(), 'ksa-arch-stale-'));
    try {
      for (const f of [`${S}/app.ts`, `${S}/modules/index.ts`, `${S}/modules/user/user.routes.ts`]) {
        mkdirSync(dirname(join(tree, f)), { recursive: true });
        writeFileSync(join(tree, f), 'export {};\n');
      }
      const pending = new Map([['modules/user/user.routes.ts', ['routes-no-drizzle']]]);
      const stale = findViolations(tree, pending).filter((v) => v.rule === 'stale-exception');
      expect(stale.map((v) => v.file)).toContain(`${S}/modules/user/user.routes.ts`);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('finds no server violation in the real tree', () => {
    expect(findViolations(root).filter((v) => v.file.startsWith('apps/server/'))).toEqual([]);
  });
});
