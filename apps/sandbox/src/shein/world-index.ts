import type { TMarketWorld, TOrderLine, TSkc, TSku } from '../market/world-types.js';

const BACKFILL_MS = 30 * 86_400_000;

/** Orders of one shop indexed by number, covering placement times [from, until). */
type TOrderBook = { shopId: number; from: number; until: number; byNo: Map<string, TOrderLine[]> };

/**
 * Lookups the world does not offer directly. Catalogues are cached per shop (the world is deterministic);
 * orders are indexed by number incrementally, because order-detail gets numbers without a time range.
 */
export const createWorldIndex = (world: TMarketWorld, now: () => number) => {
  const catalogs = new Map<number, { skcs: TSkc[]; skus: Map<number, { skc: TSkc; sku: TSku }> }>();
  const orderBooks = new Map<number, TOrderBook>();
  const historyStart = Date.parse(`${world.firstDay}T00:00:00+08:00`);

  const catalog = (shopId: number) => {
    let entry = catalogs.get(shopId);
    if (!entry) {
      const skcs = world.skcs(shopId);
      const skus = new Map<number, { skc: TSkc; sku: TSku }>();
      for (const skc of skcs) {
        for (const sku of skc.skus) {
          skus.set(sku.skuId, { skc, sku });
        }
      }
      entry = { skcs, skus };
      catalogs.set(shopId, entry);
    }
    return entry;
  };

  // Recent orders are what callers ask about (order-list just returned them), so the index grows backwards
  // from `now` a month at a time and only walks the whole history for a number it cannot find.
  const add = (book: TOrderBook, from: number, to: number) => {
    for (const line of world.orders(book.shopId, new Date(from), new Date(to))) {
      book.byNo.set(line.orderNo, [...(book.byNo.get(line.orderNo) ?? []), line]);
    }
  };

  const bookOf = (shopId: number, t: number): TOrderBook => {
    const book = orderBooks.get(shopId) ?? { shopId, from: t, until: t, byNo: new Map() };
    orderBooks.set(shopId, book);
    if (t > book.until) {
      add(book, book.until, t);
      book.until = t;
    }
    return book;
  };

  // All stores step back together, so an order of the second store does not wait for the first one's history.
  const find = (shopIds: number[], orderNo: string): TOrderLine[] | undefined => {
    const books = shopIds.map((id) => bookOf(id, now()));
    for (;;) {
      const hit = books.map((b) => b.byNo.get(orderNo)).find((lines) => lines !== undefined);
      const older = books.filter((b) => b.from > historyStart);
      if (hit || older.length === 0) {
        return hit;
      }
      for (const book of older) {
        const from = Math.max(historyStart, book.from - BACKFILL_MS);
        add(book, from, book.from);
        book.from = from;
      }
    }
  };

  return {
    skcs: (shopId: number): TSkc[] => catalog(shopId).skcs,
    sku: (shopId: number, skuId: number) => catalog(shopId).skus.get(skuId),
    /** Lines of one order among these shops, never one placed after `now` (the clock may be set back in tests). */
    order(shopIds: number[], orderNo: string): TOrderLine[] | undefined {
      const lines = find(shopIds, orderNo)?.filter((l) => Date.parse(l.at) <= now());
      return lines?.length ? lines : undefined;
    },
  };
};

export type TWorldIndex = ReturnType<typeof createWorldIndex>;
