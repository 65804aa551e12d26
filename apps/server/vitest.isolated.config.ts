import { defineConfig } from 'vitest/config';
import { isolatedFiles } from './vitest.config.js';

/** The server files that replace a module or the clock: each in a fresh module graph (see vitest.config.ts). */
export default defineConfig({
  test: {
    name: 'server-isolated',
    include: isolatedFiles,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
