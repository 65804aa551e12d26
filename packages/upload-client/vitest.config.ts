import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'upload-client', include: ['src/**/*.test.ts'] } });
