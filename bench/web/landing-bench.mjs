#!/usr/bin/env node
/**
 * Landing-page first load in Debian's Chromium against a running product (npm start, or
 * PORT=… node scripts/start.mjs): JavaScript and total bytes transferred (compressed, as on the
 * wire), first contentful paint, and the time until the landing hero is visible. Cold cache.
 * Then /home for the visitor demo BOSS (the demo tenant's synced shops): navigation until every figure and the
 * trend chart are painted (the dashboard bench's predicate), and, when the lighthouse package is installed
 * (e2e devDependency, 12.2.3 for Node 20), Lighthouse performance and accessibility scores for /index and /home.
 * Usage: node bench/web/landing-bench.mjs [baseUrl=http://127.0.0.1:8080] [runs=3]
 */
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const runs = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

const once = async () => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const bytes = { js: 0, total: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    bytes.total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') {
      bytes.js += e.encodedDataLength;
    }
  });
  const t0 = Date.now();
  await page.goto(`${base}/index`, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  const hero = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () => performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? null,
  );
  await context.close();
  return { js: bytes.js, total: bytes.total, fcp, hero };
};

/** /home as the visitor sees it (demo BOSS): navigation → every KPI figure and the trend chart painted. */
const homeOnce = async () => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  // The visitor token first (as a first visit to the console gets it), so the timing is the dashboard's, not
  // the token's. (/index starts without the app, so it takes no token.)
  await page.goto(`${base}/home`);
  await page.waitForFunction(() => localStorage.getItem('inine_token'), undefined, { timeout: 30_000 });
  const t0 = Date.now();
  await page.goto(`${base}/home`);
  await page.waitForFunction(
    () => {
      if (!document.querySelector('[data-testid="home-dashboard"][data-loading="false"]')) {
        return false;
      }
      const chart = document.querySelector('[data-testid="trend-chart"]');
      const figures = [...document.querySelectorAll('[data-testid$="-value"]')];
      return chart?.querySelector('canvas') && figures.length >= 6 && figures.every((f) => f.textContent);
    },
    undefined,
    { timeout: 60_000 },
  );
  const ms = Date.now() - t0;
  await context.close();
  return ms;
};

const results = [];
for (let i = 0; i < runs; i++) {
  results.push(await once());
}
const homeTimes = [];
for (let i = 0; i < runs; i++) {
  homeTimes.push(await homeOnce());
}
await browser.close();
const median = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`landing /index, ${runs} cold runs (median), ${base}`);
console.log(`  JavaScript transferred : ${kb(median('js'))}   (target ≤ 200 KB)`);
console.log(`  total transferred      : ${kb(median('total'))}   (target ≤ 500 KB)`);
console.log(`  first contentful paint : ${Math.round(median('fcp'))} ms   (target ≤ 800 ms)`);
console.log(`  hero (h1) visible      : ${median('hero')} ms`);
console.log(
  `  /home (demo BOSS) all figures painted: ${homeTimes.sort((a, b) => a - b)[Math.floor(runs / 2)]} ms   (target ≤ 1200 ms)`,
);

/** Lighthouse in headless Debian Chromium, when the package is there (it is optional). */
const lighthouse = await import('lighthouse').then((m) => m.default).catch(() => null);
const chromeLauncher = await import('chrome-launcher').catch(() => null);
if (!lighthouse || !chromeLauncher) {
  console.log('  Lighthouse: not installed (npm i -D -E lighthouse@12.2.3 -w @ksa/e2e)');
} else {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // A desktop window: the product sends a narrow touch screen to the mobile site.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=1600,900'],
  });
  try {
    for (const path of ['/index', '/home']) {
      const r = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'desktop',
        screenEmulation: { disabled: true },
        // Chromium's own (desktop) user agent: Lighthouse's default is a phone's, which the product sends to
        // /mobileHome, so the scores would be the mobile site's.
        emulatedUserAgent: false,
        throttlingMethod: 'provided',
        logLevel: 'error',
      });
      const c = r?.lhr.categories;
      const score = (k) => Math.round((c?.[k]?.score ?? 0) * 100);
      console.log(
        `  Lighthouse ${path.padEnd(7)}: performance ${score('performance')}, accessibility ${score('accessibility')}  (${r?.lhr.finalDisplayedUrl.replace(base, '')})`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
