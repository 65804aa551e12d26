import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/upload-client',
      'apps/server',
      'apps/sandbox',
      'apps/web',
      'apps/helper',
      'scripts',
    ],
  },
});
