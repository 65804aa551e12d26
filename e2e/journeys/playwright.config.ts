import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_PHONE } from '../fixtures/admin';

export const PORT = Number(process.env.JOURNEY_PORT ?? 3195);
export const SANDBOX_PORT = Number(process.env.JOURNEY_SANDBOX_PORT ?? 3194);
// The shared fixtures (e2e/fixtures) read these; the workers inherit them.
process.env.E2E_PORT = String(PORT);
process.env.E2E_SANDBOX_PORT = String(SANDBOX_PORT);
// A fresh data folder, as after `git clone` (workers inherit it; the config is evaluated again in each worker).
process.env.JOURNEY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ksa-journeys-'));
// What a developer's shell or CI may carry must not turn `npm start` into another set-up: the README's defaults
// (the web server inherits this process's environment).
for (const k of [
  'DATABASE_URL',
  'REDIS_URL',
  'MQTT_URL',
  'SANDBOX_PROFILE',
  'SANDBOX_URL',
  'TRUST_PROXY',
  'DOWNLOADS_DIR',
  'SERVER_SECRET',
  'PUBLIC_URL',
  'DEMO',
]) {
  delete process.env[k];
}
if (process.env.JOURNEY_BUILD_DOWNLOADS === undefined) {
  delete process.env.BUILD_DOWNLOADS;
}

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Journeys: one spec per person, run against the product started the README way (`npm start` = scripts/start.mjs,
 * default sandbox world, default downloads, a fresh data folder, only the ports and DATA_DIR set) with the operator
 * console's admin made from the command line first, as the README says. Each step is checked and photographed
 * (support/step.ts); test-results/journeys/report.md lists every step.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/journeys/playwright',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  // Generous: the product runs as a person would start it, on a CI machine that may be busy.
  expect: { timeout: 30_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../test-results/journeys/results.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'off',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // The screen checks themselves, on small HTML fixtures: a check that never fires is caught here.
    { name: 'checks', testMatch: 'screen-checks.spec.ts', use: { viewport: { width: 390, height: 844 } } },
    // Each person at the sizes they use: a shipper works on the phone (their BOSS on a desktop, inside the spec);
    // managers, operators and the console's admin at a desk; visitors and new BOSSes at both.
    {
      name: 'desktop',
      testMatch: ['visitor.spec.ts', 'boss.spec.ts', 'staff.spec.ts', 'operator.spec.ts', 'admin.spec.ts'],
      use: { viewport: { width: 1920, height: 1080 } },
    },
    {
      name: 'phone',
      testMatch: ['visitor.spec.ts', 'boss.spec.ts', 'shipper.spec.ts'],
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      },
    },
  ],
  webServer: {
    // README: make the operator console's admin from the command line (`npm run admin -- create-admin <phone>`,
    // `--create-db` on a fresh install), then `npm start`.
    command: `cd ../.. && npm run admin -- create-admin ${E2E_ADMIN_PHONE} --create-db && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    // JOURNEY_REUSE=1: a product already started on these ports (while writing a journey).
    reuseExistingServer: process.env.JOURNEY_REUSE === '1',
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      DATA_DIR: process.env.JOURNEY_DATA_DIR,
      ...(process.env.JOURNEY_BUILD_DOWNLOADS ? { BUILD_DOWNLOADS: process.env.JOURNEY_BUILD_DOWNLOADS } : {}),
    },
  },
});
