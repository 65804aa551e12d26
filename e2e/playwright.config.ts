import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_PHONE, E2E_LICENCE } from './fixtures/admin';

export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 3198);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ksa-e2e-'));
// The installers the product serves: the download test puts files here (workers inherit this variable).
process.env.E2E_DOWNLOADS_DIR ??= mkdtempSync(join(tmpdir(), 'ksa-e2e-downloads-'));

/**
 * Browser tests run the real product: `npm start`'s launcher on test ports with a fresh PGlite
 * data folder and the sandboxes, in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A busy 2-core machine (CI runs there) can take more than 10 s to load a lazy page chunk; a pass is not slower.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'zh-CN',
    viewport: { width: 1600, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  webServer: {
    // The operator console's admin is made from the command line first, on the same data folder.
    command: `node --import tsx ../apps/server/src/cli/admin.ts create-admin ${E2E_ADMIN_PHONE} --create-db && node ../scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      // The tiny marketplace world keeps first syncs to seconds; it still has spare accounts to bind.
      SANDBOX_PROFILE: 'tiny',
      DATA_DIR: dataDir,
      DOWNLOADS_DIR: process.env.E2E_DOWNLOADS_DIR,
      LOG_LEVEL: 'warn',
      // The downloads folder is the tests' to fill (download specs); npm start's background build stays off.
      BUILD_DOWNLOADS: '0',
      // The set-up calls send X-Forwarded-For (one address each), as a load balancer would.
      TRUST_PROXY: '1',
      DATABASE_URL: '',
      REDIS_URL: '',
      MQTT_URL: '',
      // /license shows the licence facts the server is configured with (public-site.spec).
      ...E2E_LICENCE,
    },
  },
});
