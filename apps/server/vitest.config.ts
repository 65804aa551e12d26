import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module (vi.mock) or the clock (fake timers) run isolated (vitest.isolated.config.ts); every
 * other file shares its worker's modules. Importing the app and the sandbox afresh for each of ~120 files was most
 * of the suite's time (6 sample files: 52 s isolated, 30 s shared); each file builds its own app, database and
 * sandbox, so nothing a test sees is shared.
 */
export const isolatedFiles = ['src/modules/audit/audit-atomic.test.ts', 'src/test/edge/login-delay.test.ts'];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: isolatedFiles,
    isolate: false,
    // Each file opens its own PGlite (hundreds of MB) and PostgreSQL database; two cores.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
