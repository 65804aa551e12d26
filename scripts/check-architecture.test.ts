import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations } from './check-architecture.mjs';

const root = resolve(import.meta.dirname, '..');

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

// (e) cycles in the other workspaces: web (through a feature's index.ts), contract, sandbox
plant('apps/web/src/features/billing/index.ts', "export { RenewalModal } from './renewal-modal';\n");
plant(
  'apps/web/src/features/billing/renewal-modal.tsx',
  "import { ShopPanel } from '../shops';\nexport const RenewalModal = () => ShopPanel;\n",
);
plant(
  'apps/web/src/features/shops/group-panel.tsx',
  "import { RenewalModal } from '../billing';\nexport const G = RenewalModal;\n",
);
plant(
  'apps/web/src/features/shops/index.ts',
  "export { ShopPanel } from './shop-panel';\nexport { G } from './group-panel';\n",
);
plant(
  'packages/contract/src/routes.ts',
  "import { DeliveryRoutes } from './delivery.js';\nexport const Routes = { ...DeliveryRoutes };\n",
);
plant(
  'packages/contract/src/delivery.ts',
  "import type { TRouteDef } from './routes.js';\nexport const DeliveryRoutes: Record<string, TRouteDef> = {};\n",
);
plant('packages/contract/src/route-def.ts', 'export type TRouteDef = { path: string };\n');
plant(
  'apps/sandbox/src/temu-open/type-names.ts',
  "import { STOCK_ORDER_TYPES } from '../stock-orders/temu-handlers.js';\nexport const TYPES = [...STOCK_ORDER_TYPES];\n",
);
plant(
  'apps/sandbox/src/stock-orders/temu-handlers.ts',
  "import { TYPES } from '../temu-open/type-names.js';\nexport const STOCK_ORDER_TYPES = ['a'];\nexport const n = TYPES;\n",
);
// (g) a module reaching into another's repository; its own repository and the other's face are fine
plant(`${S}/modules/auth/users.repo.ts`, 'export const findUserById = () => null;\n');
plant(`${S}/modules/auth/index.ts`, "export { findUserById } from './users.repo.js';\n");
plant(
  `${S}/modules/auth/auth.service.ts`,
  "import { findUserById } from './users.repo.js';\nexport const a = findUserById;\n",
);
plant(
  `${S}/modules/devices/devices.service.ts`,
  "import { findUserById } from '../auth/users.repo.js';\nimport { findUserById as f } from '../auth/index.js';\nexport const d = [findUserById, f];\n",
);
plant(
  `${S}/plugins/auth-context.ts`,
  "import type { findUserById } from '../modules/auth/users.repo.js';\nexport type F = typeof findUserById;\n",
);
// (h) a server fixture importing the sandbox by a relative path; by its package name is fine
plant('apps/sandbox/src/app.ts', 'export const buildSandbox = () => null;\n');
plant(
  `${S}/modules/fx/fx.fixture.ts`,
  "import { buildSandbox } from '../../../../sandbox/src/app.js';\nimport { buildSandbox as b } from '@ksa/sandbox/app';\nexport const s = [buildSandbox, b];\n",
);
plant('scripts/tool.mjs', 'export const tool = 1;\n');
plant('apps/web/src/tool.test.ts', "import { tool } from '../../../scripts/tool.mjs';\nexport const t = tool;\n");

// (i) module folders in a cycle (admin ↔ billing); a test importing back does not make one
plant(`${S}/modules/billing/index.ts`, "export { refund } from './refund.service.js';\n");
plant(
  `${S}/modules/billing/refund.service.ts`,
  "import { audit } from '../admin/admin-audit.js';\nexport const refund = audit;\n",
);
plant(`${S}/modules/admin/admin-audit.ts`, 'export const audit = () => null;\n');
plant(
  `${S}/modules/admin/admin-refund.service.ts`,
  "import { refund } from '../billing/index.js';\nexport const r = refund;\n",
);
plant(`${S}/modules/auth/auth.test.ts`, "import { d } from '../devices/devices.service.js';\nexport const t = d;\n");

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

  const cycles = found.filter((v) => v.rule === 'no-import-cycles').map((v) => v.detail);

  it('reports an import cycle in the server, type-only imports included', () => {
    expect(cycles).toContain(`${S}/deps.ts → ${S}/queue.ts`);
  });

  it('reports a web cycle through feature index.ts files', () => {
    const F = 'apps/web/src/features';
    expect(cycles).toContain(
      [
        `${F}/billing/index.ts`,
        `${F}/billing/renewal-modal.tsx`,
        `${F}/shops/group-panel.tsx`,
        `${F}/shops/index.ts`,
      ].join(' → '),
    );
  });

  it('reports a contract cycle held by a type import', () => {
    expect(cycles).toContain('packages/contract/src/delivery.ts → packages/contract/src/routes.ts');
  });

  it('reports a sandbox cycle across folders', () => {
    expect(cycles).toContain(
      'apps/sandbox/src/stock-orders/temu-handlers.ts → apps/sandbox/src/temu-open/type-names.ts',
    );
  });

  it('reports nothing else as a cycle', () => {
    expect(cycles).toHaveLength(4);
  });

  it('reports a module or plugin importing another module’s repository, not its face nor its own', () => {
    const foreign = found.filter((v) => v.rule === 'no-foreign-repo');
    expect(foreign.map((v) => v.file).sort()).toEqual([
      `${S}/modules/devices/devices.service.ts`,
      `${S}/plugins/auth-context.ts`,
    ]);
    expect(foreign[0]!.detail).toContain('modules/auth/index.ts');
  });

  it('reports a relative import into another workspace, not a package import nor the root scripts', () => {
    const cross = found.filter((v) => v.rule === 'no-cross-workspace-relative');
    expect(cross).toEqual([
      {
        file: `${S}/modules/fx/fx.fixture.ts`,
        rule: 'no-cross-workspace-relative',
        detail: "imports ../../../../sandbox/src/app.js (use the package apps/sandbox's exports)",
      },
    ]);
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
      const pending = new Map([[`${S}/modules/user/user.routes.ts`, ['routes-no-drizzle']]]);
      const stale = findViolations(tree, pending).filter((v) => v.rule === 'stale-exception');
      expect(stale.map((v) => v.file)).toContain(`${S}/modules/user/user.routes.ts`);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('reports module folders importing each other in a cycle, not a test importing back', () => {
    const folders = found.filter((v) => v.rule === 'no-module-cycles');
    expect(folders).toEqual([
      {
        file: `${S}/modules/admin`,
        rule: 'no-module-cycles',
        detail:
          'admin (admin/admin-refund.service.ts imports ../billing/index.js) → billing (billing/refund.service.ts imports ../admin/admin-audit.js)',
      },
    ]);
  });

  // It reads every source file of every workspace: seconds on a loaded machine.
  it('finds no violation in the real tree, with no exceptions', () => {
    expect(findViolations(root)).toEqual([]);
  }, 60_000);
});
