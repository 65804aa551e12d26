#!/usr/bin/env node
/**
 * Landing-page first load in Debian's Chromium against a running product (npm start, or
 * PORT=… node scripts/start.mjs): JavaScript and total bytes transferred (compressed, as on the
 * wire), first contentful paint, and the time until the landing hero is visible. Cold cache.
 * Usage: node bench/web/landing-bench.mjs [baseUrl=http://127.0.0.1:8080] [runs=3]
 * Lighthouse and the /home timing are not measured here yet.
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

const results = [];
for (let i = 0; i < runs; i++) {
  results.push(await once());
}
await browser.close();
const median = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`landing /index, ${runs} cold runs (median), ${base}`);
console.log(`  JavaScript transferred : ${kb(median('js'))}   (target ≤ 200 KB)`);
console.log(`  total transferred      : ${kb(median('total'))}   (target ≤ 500 KB)`);
console.log(`  first contentful paint : ${Math.round(median('fcp'))} ms   (target ≤ 800 ms)`);
console.log(`  hero (h1) visible      : ${median('hero')} ms`);
