import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:8080';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1440, height: 1000 } });
p.on('pageerror', (e) => console.log('PAGEERR', String(e)));
p.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
p.on('response', (r) => r.url().includes('/api/order/getProductInfo') && console.log('RESP', r.status()));
await p.goto(`${base}/account/manager`);
await p.waitForTimeout(6000);
await p.screenshot({ path: '/tmp/products.png' });
await b.close();
