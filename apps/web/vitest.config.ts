import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    // Node by default; a component test asks for jsdom with a `// @vitest-environment jsdom` first line.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
