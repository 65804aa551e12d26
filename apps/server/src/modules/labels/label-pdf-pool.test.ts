import { describe, expect, it } from 'vitest';
import { renderLabelsOffThread, stopLabelWorker, warmLabelWorker } from './label-pdf-pool.js';
import { readBack } from './label-readback.fixture.js';
import { BuiltInTemplates } from './labels-builtin.js';

const sku = BuiltInTemplates.find((b) => b.kind === 'sku')!.layout;
const print = (code: string) =>
  renderLabelsOffThread([
    { layout: sku, pages: [{ values: { name: '杯 Łódź', skuCode: code }, lang: null }], sheet: 'label' },
  ]);

describe('[LABELS] the PDF worker', () => {
  it('is warmed once, then prints; a worker that died is replaced by the next print', async () => {
    expect(await warmLabelWorker()).toBeGreaterThan(0);
    expect(readBack(await print('KSA-1'), ['code128']).codes).toEqual([['KSA-1']]);
    await stopLabelWorker({ keepWarm: true });
    expect(readBack(await print('KSA-2'), ['code128']).codes).toEqual([['KSA-2']]);
    await stopLabelWorker();
  }, 60_000);
});
