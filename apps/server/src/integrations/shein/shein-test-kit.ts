/* Shared by the Shein source tests: a source on a fake fetch routed by path, and a product catalogue page. */
import { fakeFetch, type TCall, type TReply } from '../temu/market-test-kit.js';
import { createSheinClient, sheinSandboxConfig } from './shein-client.js';
import { createSheinSource } from './shein-source.js';

export const NOW = new Date('2025-03-01T20:00:00Z');
export const ok = (info: unknown): TReply => ({ json: { code: '0', msg: 'OK', info } });

export const makeSource = (answer: (path: string, body: Record<string, unknown>) => TReply) => {
  const fake = fakeFetch((call: TCall) =>
    answer(new URL(call.url).pathname.replace('/shein-open', ''), call.body as Record<string, unknown>),
  );
  const client = createSheinClient({ ...sheinSandboxConfig('http://sandbox.test'), fetch: fake.fetch, now: () => NOW });
  const source = createSheinSource(
    client,
    { openKeyId: 'K', secretKey: 'S', supplierBusinessMode: 'SEMI' },
    { now: () => NOW },
  );
  return { source, calls: fake.calls, bodies: () => fake.calls.map((c) => c.body as Record<string, unknown>) };
};

// n SPUs of two SKCs each, one SKU per SKC.
export const spus = (page: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    spuName: `spu${page}-${i}`,
    productName: '连衣裙',
    categoryName: '连衣裙',
    createTime: '2025-01-01 09:00:00',
    skcList: [0, 1].map((k) => ({
      skcName: `skc${page}-${i}-${k}`,
      supplierCode: 'SC',
      skuList: [
        { skuCode: `sku${page}-${i}-${k}`, supplierSku: 'SS', saleAttribute: 'M', priceList: [{ price: '12.99' }] },
      ],
    })),
  }));
