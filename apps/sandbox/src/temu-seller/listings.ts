import type { TMarketWorld, TSkc } from '../market/world-types.js';
import { beijingDayOf } from '../temu-open/beijing-time.js';

/** Temu's parent specs a seller names values under (商品规格 → 父规格). */
export const PARENT_SPECS: Readonly<Record<number, string>> = { 1001: '颜色', 3001: '尺码', 1004: '款式' };

export type TSpec = { specId: number; parentSpecId: number; specName: string };
export type TNewProduct = {
  mallId: number;
  productName: string;
  categoryPath: string[];
  imageUrl: string;
  skus: { extCode: string; specIds: number[]; priceCents: number }[];
};

/**
 * What sellers add through the seller centre: their spec names (query or add by name) and the products
 * they list. The world's product catalogue is generated; listed products are kept here and joined to
 * world.skcs, so every product list (seller centre, open API) shows them from the day they were added.
 */
export const createListingStore = (world: TMarketWorld, now: () => number) => {
  const specs = new Map<string, TSpec>();
  const byId = new Map<number, TSpec>();
  const added = new Map<number, TSkc[]>();
  let nextSpec = 700_001;
  let nextProduct = 1;
  const generated = world.skcs.bind(world);
  world.skcs = (shopId) => [...generated(shopId), ...(added.get(shopId) ?? [])];

  return {
    /** Same account + parent + name → the same spec id; a new name gets a new id. */
    specByName: (uid: string, parentSpecId: number, specName: string): TSpec => {
      const key = `${uid}|${parentSpecId}|${specName}`;
      let spec = specs.get(key);
      if (!spec) {
        spec = { specId: nextSpec++, parentSpecId, specName };
        specs.set(key, spec);
        byId.set(spec.specId, spec);
      }
      return spec;
    },
    spec: (specId: number) => byId.get(specId),
    addProduct: (p: TNewProduct): TSkc => {
      const n = nextProduct++;
      const skc: TSkc = {
        shopId: p.mallId,
        productId: 601_099_900_000_000 + n * 10,
        skcId: 59_000_000_000 + n * 10,
        skcExtCode: `AI${String(n).padStart(6, '0')}`,
        name: p.productName,
        category: p.categoryPath.at(-1) ?? '其他',
        categoryPath: p.categoryPath,
        imageUrl: p.imageUrl,
        createdDay: beijingDayOf(now()),
        offShelfDay: null,
        skus: p.skus.map((s, i) => ({
          skuId: 17_599_000_000_000 + n * 1_000 + i,
          extCode: s.extCode,
          className: s.specIds.map((id) => byId.get(id)?.specName ?? '').join('-'),
          priceCents: s.priceCents,
          // Temu never learns the seller's cost; the world's cost sheet has none for a listed product.
          costCents: 0,
        })),
      };
      added.set(p.mallId, [...(added.get(p.mallId) ?? []), skc]);
      return skc;
    },
    added: (mallId: number) => added.get(mallId) ?? [],
    /** Test hook: the listed products leave the shops' lists (specs stay, as the seller's spec names do). */
    clearProducts: () => added.clear(),
  };
};
export type TListingStore = ReturnType<typeof createListingStore>;
