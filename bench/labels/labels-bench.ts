// Time and size of 500-label PDFs, rendered as the server renders them (in the label worker thread, warmed up as the
// server warms it at start), and how long the server's event loop is held meanwhile.
// Usage: node --import tsx bench/labels/labels-bench.ts [labels] [--cold]  (--cold: no warm-up, as before the server
// warmed its worker)
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TLabelLayout } from '@ksa/contract';
import type { TLabelBatch } from '../../apps/server/src/modules/labels/label-pdf.js';
import { renderLabelsOffThread, warmLabelWorker } from '../../apps/server/src/modules/labels/label-pdf-pool.js';
import { fieldValues } from '../../apps/server/src/modules/labels/label-values.js';
import { gpsrData } from '../../apps/server/src/modules/labels/labels.fixture.js';
import { BuiltInTemplates } from '../../apps/server/src/modules/labels/labels-builtin.js';

const N = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 500);
const cold = process.argv.includes('--cold');
const layoutOf = (kind: 'sku' | 'gpsr'): TLabelLayout => BuiltInTemplates.find((b) => b.kind === kind)!.layout;
const sku = (i: number) => ({
  shopId: 1001,
  shopName: '旗舰店',
  skuId: `5400${String(i).padStart(6, '0')}`,
  skcId: `skc-${Math.floor(i / 5)}`,
  extCode: `KSA-${String(i).padStart(5, '0')}`,
  className: `颜色 ${['红', '蓝', '绿'][i % 3]} / 尺码 ${['S', 'M', 'L', 'XL'][i % 4]}`,
  name: `儿童保温杯 Kinder-Thermosflasche Nr. ${i}`,
});
/** Each case prints SKUs no earlier case printed (`from`), so caches warmed by one case do not flatter the next. */
const skuPages = (distinct: number, from: number) =>
  Array.from({ length: N }, (_, i) => ({
    values: fieldValues(sku(from + (i % distinct)), null, null, null),
    lang: null,
  }));
const langs = ['de', 'fr', 'it', 'pl'] as const;
const gpsrPages = Array.from({ length: N }, (_, i) => {
  const lang = langs[i % 4]!;
  return { values: fieldValues(sku(4 * N + Math.floor(i / 4)), gpsrData, lang, null), lang };
});

const cases: [string, TLabelBatch[]][] = [
  [
    `${N} SKU labels 60×40 mm, ${N} distinct SKUs (first print${cold ? ', cold worker' : ' after warm-up'})`,
    [{ layout: layoutOf('sku'), pages: skuPages(N, 0), sheet: 'label' }],
  ],
  ['1 GPSR label (what every print pays)', [{ layout: layoutOf('gpsr'), pages: gpsrPages.slice(-1), sheet: 'label' }]],
  [
    `${N} SKU labels 60×40 mm, ${N} other distinct SKUs`,
    [{ layout: layoutOf('sku'), pages: skuPages(N, N), sheet: 'label' }],
  ],
  [
    `${N} SKU labels 60×40 mm, 20 SKUs × ${N / 20}`,
    [{ layout: layoutOf('sku'), pages: skuPages(20, 2 * N), sheet: 'label' }],
  ],
  [`${N} SKU labels on A4 sheets (21 a sheet)`, [{ layout: layoutOf('sku'), pages: skuPages(N, 3 * N), sheet: 'a4' }]],
  [
    `${N} GPSR labels 100×100 mm (${N / 4} SKUs × de/fr/it/pl)`,
    [{ layout: layoutOf('gpsr'), pages: gpsrPages, sheet: 'label' }],
  ],
];

console.log(
  `labels bench: ${N} labels a PDF; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores)`,
);
if (!cold) {
  const ms = await warmLabelWorker();
  console.log(`worker warm-up (the server does it at start): ${(ms / 1000).toFixed(2)} s`);
}
for (const [name, batches] of cases) {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const t = performance.now();
  const pdf = await renderLabelsOffThread(batches);
  const ms = performance.now() - t;
  lag.disable();
  console.log(
    `${name}: ${(ms / 1000).toFixed(2)} s, ${(pdf.byteLength / 1024).toFixed(0)} kB, ` +
      `event loop held at most ${(lag.max / 1e6).toFixed(0)} ms`,
  );
}
process.exit(0);
