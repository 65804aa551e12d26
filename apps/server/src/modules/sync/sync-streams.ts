import type { Db } from '../../db/client.js';
import type { TShopDataSource } from '../../integrations/marketplace-types.js';
import { addDays, maxDay } from '../../lib/days.js';
import { writeSkcs, writeSkuDays, writeSkus, writeStock } from './writers.js';
import { writeStream } from './writers-extra.js';

/** signal: a shutdown aborts between pages; what was written stays (upserts), the rest is re-synced. */
type TCtx = { db: Db; source: TShopDataSource; ext: string; shopId: number; signal?: AbortSignal };

/** Each stream reads from the source (null = this source cannot serve it) and upserts; returns rows written. */
export const syncProducts = async ({ db, source, ext, shopId, signal }: TCtx) => {
  let n = 0;
  for await (const page of source.products(ext, { pageSize: 100 }) ?? []) {
    signal?.throwIfAborted();
    n += await writeSkcs(
      db,
      page.map((p) => ({
        shopId,
        skcId: p.skcId,
        productId: p.productId,
        skcExtCode: p.skcExtCode ?? null,
        name: p.name,
        category: p.category,
        categoryPath: p.categoryPath,
        imageUrl: p.imageUrl ?? null,
        createdDay: p.createdDay,
        offShelfDay: p.offShelfDay,
      })),
    );
    n += await writeSkus(
      db,
      page.flatMap((p) =>
        p.skus.map((s) => ({
          shopId,
          skuId: s.skuId,
          skcId: p.skcId,
          extCode: s.extCode,
          className: s.className,
          priceCents: s.priceCents,
        })),
      ),
    );
  }
  return n;
};

export const syncSkuDays = async ({ db, source, ext, shopId, signal }: TCtx, from: string, to: string) => {
  let n = 0;
  for await (const page of source.skuDays(ext, from, to) ?? []) {
    signal?.throwIfAborted();
    n += await writeSkuDays(
      db,
      page.map((d) => ({
        shopId,
        day: d.day,
        skuId: d.skuId,
        skcId: d.skcId,
        units: d.units,
        salesCents: d.salesCents,
      })),
    );
  }
  return n;
};

export const syncStock = async ({ db, source, ext, shopId, signal }: TCtx) => {
  let n = 0;
  for await (const page of source.stock(ext) ?? []) {
    signal?.throwIfAborted();
    n += await writeStock(
      db,
      page.map((s) => ({ shopId, ...s })),
    );
  }
  return n;
};

const pagedStream = async (
  ctx: TCtx,
  name: Parameters<typeof writeStream>[1],
  pages: AsyncIterable<Record<string, unknown>[]> | null | undefined,
  map: (r: Record<string, unknown>) => Record<string, unknown>,
) => {
  let n = 0;
  for await (const page of pages ?? []) {
    ctx.signal?.throwIfAborted();
    n += await writeStream(
      ctx.db,
      name,
      page.map((r) => ({ shopId: ctx.shopId, ...map(r) })),
    );
  }
  return n;
};

export const syncSmallStreams = async (ctx: TCtx, from: string, to: string) => {
  const { source, ext, db, shopId } = ctx;
  let n = 0;
  n += await pagedStream(ctx, 'returns', source.returns(ext, from, to), (r) => ({
    ...r,
    packageSn: r.externalId,
    outboundAt: r.at,
  }));
  n += await pagedStream(ctx, 'reviews', source.reviews(ext, from, to), (r) => r);
  n += await pagedStream(ctx, 'notices', source.notices(ext, from, to), (r) => r);
  // Order lines only feed the 'last 10 minutes' figures; daily totals come from SKU-days.
  n += await pagedStream(ctx, 'orders', source.orders?.(ext, maxDay(from, addDays(to, -2)), to), (r) => r);
  const acts = await source.activities(ext);
  if (acts) {
    n += await writeStream(
      db,
      'activities',
      acts.map((a) => ({ shopId, ...a })),
    );
    const enrolls = acts.flatMap((a) => a.enrollments.map((e) => ({ shopId, activityId: a.activityId, ...e })));
    n += await writeStream(db, 'enrollments', enrolls);
    n += await writeStream(
      db,
      'activityRecords',
      enrolls.flatMap((e) => e.records.map((r) => ({ shopId, enrollId: e.enrollId, ...r }))),
    );
  }
  const ratings = await source.deliveryRatings(ext);
  if (ratings) {
    n += await writeStream(
      db,
      'ratings',
      ratings.map((r) => ({ shopId, ...r })),
    );
  }
  const fin = await source.finance(ext);
  if (fin) {
    n += await writeStream(db, 'finance', [{ shopId, ...fin }]);
  }
  const todo = await source.todo?.(ext);
  if (todo) {
    n += await writeStream(db, 'todo', [{ shopId, ...todo }]);
  }
  return n;
};
