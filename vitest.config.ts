import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/upload-client',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/sandbox',
      'apps/web',
      'apps/helper',
      'scripts',
    ],
  },
});
