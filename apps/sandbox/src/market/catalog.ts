import { COLORS, GROUP_CODES, GROUPS, LEAVES, SIZES, type TLeaf } from './catalog-data.js';
import { dayStr } from './days.js';
import type { TShopInt, TSkcInt, TSkuInt } from './engine.js';
import { intIn, pick, SALT, type THasher, unit } from './hash.js';
import type { TSku } from './world-types.js';

const SKU_COUNT_WEIGHTS = [15, 20, 25, 20, 10, 10];
// Bigger packs cost more; other spec kinds keep one price per SKC.
const PACK_FACTOR = [1, 1.8, 2.5, 3.8];

const weighted = (weights: number[], u: number): number => {
  let x = u * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i += 1) {
    x -= weights[i]!;
    if (x < 0) {
      return i;
    }
  }
  return weights.length - 1;
};

/**
 * Long tail of demand (daily SKC units at maturity): a few bestsellers, many slow sellers. Tuned so that
 * roughly a third of on-shelf SKCs sell ≤ 19 units in 30 days (dead stock).
 */
const lambdaFor = (u: number, v: number): number => {
  if (u < 0.03) {
    return 6 + 20 * v * v;
  }
  if (u < 0.28) {
    return 1.5 + 3 * v;
  }
  if (u < 0.83) {
    return 0.9 + 1 * v;
  }
  return 0.05 + 0.6 * v;
};

/** Day index SKC i was created: mostly spread over the shop's life, some this month, this week or today. */
const createdFor = (h: THasher, key: number, shop: TShopInt, today: number, i: number, n: number): number => {
  const r = unit(h(SALT.skc, key, 1));
  const life = Math.max(1, today - 30 - shop.opened);
  // The newest SKC of a real-sized shop is always from today, so 'created today' is never empty in the demo.
  if ((n >= 50 && i === n - 1) || r < 0.015) {
    return today;
  }
  if (r < 0.05) {
    return today - intIn(h(SALT.skc, key, 2), 1, 6);
  }
  if (r < 0.1) {
    return today - intIn(h(SALT.skc, key, 2), 7, 29);
  }
  return Math.min(today - 30, shop.opened + (h(SALT.skc, key, 2) % life));
};

const buildSkus = (h: THasher, key: number, leaf: TLeaf, priceCents: number, costRatio: number, code: string) => {
  const count = 1 + weighted(SKU_COUNT_WEIGHTS, unit(h(SALT.sku, key, 0)));
  const sizes = SIZES[leaf.spec];
  const perColor = Math.min(sizes.length, count <= 3 ? count : Math.ceil(count / 2));
  const c0 = h(SALT.sku, key, 1) % COLORS.length;
  const s0 = leaf.spec === 'pack' ? 0 : h(SALT.sku, key, 2) % (sizes.length - perColor + 1);
  const skus: TSkuInt[] = [];
  for (let j = 0; j < count; j += 1) {
    const ci = (c0 + Math.floor(j / perColor)) % COLORS.length;
    const si = s0 + (j % perColor);
    const price = leaf.spec === 'pack' ? Math.round((priceCents * (PACK_FACTOR[si] ?? 1)) / 10) * 10 : priceCents;
    const sku: TSku = {
      skuId: 0,
      extCode: `${code}-${String.fromCharCode(65 + ci)}${si + 1}`,
      className: `${COLORS[ci]}-${sizes[si]}`,
      priceCents: price,
      costCents: Math.round(price * costRatio),
    };
    skus.push({ sku, key: key * 8 + j, share: 0.3 + 1.4 * unit(h(SALT.sku, key, 10 + j)), safety: 0 });
  }
  const total = skus.reduce((a, s) => a + s.share, 0);
  for (const s of skus) {
    s.share /= total;
  }
  return skus;
};

/** The shop's SKCs with their hidden demand parameters; pure in (seed, shop, index). */
export const buildCatalog = (h: THasher, shop: TShopInt, today: number, n: number): TSkcInt[] => {
  const temu = shop.shop.platform === 'temu';
  const out: TSkcInt[] = [];
  for (let i = 0; i < n; i += 1) {
    const key = shop.ord * 1000 + i;
    const hv = h(SALT.skc, key);
    const focusGroup = GROUPS[shop.focus]!.name;
    const pool = unit(hv) < 0.7 ? LEAVES.filter((l) => l.group === focusGroup) : LEAVES;
    const leaf = pick(pool, h(SALT.skc, key, 3));
    const group = GROUPS.find((g) => g.name === leaf.group)!;
    const p1 = pick(group.prefixes, h(SALT.skc, key, 4));
    const p2 = pick(group.prefixes, h(SALT.skc, key, 5));
    const name = `${p1}${p2 === p1 ? '' : p2}${pick(leaf.names, h(SALT.skc, key, 6))} ${pick(group.suffixes, h(SALT.skc, key, 7))}`;
    const [lo, hi] = temu ? leaf.cny : leaf.usd;
    const raw = lo * (hi / lo) ** unit(h(SALT.skc, key, 8));
    // Temu supplier prices are usually declared to 0.1 CNY; Shein prices end in .x9 USD.
    const priceCents = temu ? Math.round(raw * 10) * 10 : Math.floor(raw * 10) * 10 + 9;
    const costRatio = 0.35 + 0.4 * unit(h(SALT.skc, key, 9));
    const created = createdFor(h, key, shop, today, i, n);
    const code = `${GROUP_CODES[leaf.group]}${String(key % 100_000).padStart(5, '0')}`;
    const skus = buildSkus(h, key, leaf, priceCents, costRatio, code);
    const skcId = (temu ? 52_000_000_000 : 41_000_000_000) + key * 10;
    for (const s of skus) {
      s.sku.skuId = (temu ? 17_592_000_000_000 : 29_000_000_000_000) + s.key;
    }
    const lambda = lambdaFor(unit(h(SALT.skc, key, 10)), unit(h(SALT.skc, key, 11))) * (temu ? 1 : 0.85);
    const peakAge = intIn(h(SALT.skc, key, 12), 60, 500);
    const offRoll = unit(h(SALT.skc, key, 13));
    const offAt = created + peakAge + intIn(h(SALT.skc, key, 14), 30, 300);
    const off = offRoll < 0.15 && offAt < today ? offAt : null;
    for (const s of skus) {
      // Slow sellers tend to be over-bought (that is what makes dead stock); fast ones keep ~1-3 weeks of cover.
      const daily = lambda * s.share;
      s.safety = Math.max(intIn(h(SALT.sku, s.key, 1), 3, 40), Math.round(daily * intIn(h(SALT.sku, s.key, 2), 5, 20)));
    }
    out.push({
      skc: {
        shopId: shop.shop.shopId,
        productId: (temu ? 601_099_500_000_000 : 3_100_000_000) + key * 10,
        skcId,
        skcExtCode: temu ? code : `sz${dayStr(created).slice(2, 7).replace('-', '')}${String(key).padStart(7, '0')}`,
        name,
        category: leaf.path.at(-1)!,
        categoryPath: leaf.path,
        imageUrl: `/market/img/${skcId}.svg`,
        createdDay: dayStr(created),
        offShelfDay: off === null ? null : dayStr(off),
        skus: skus.map((s) => s.sku),
      },
      key,
      created,
      off,
      lambda,
      rampDays: intIn(h(SALT.skc, key, 15), 5, 40),
      peakAge,
      decayDays: intIn(h(SALT.skc, key, 16), 120, 400),
      cycle: intIn(h(SALT.skc, key, 17), 10, 30),
      phase: h(SALT.skc, key, 18) % 30,
      returnRate: 0.02 + 0.04 * unit(h(SALT.skc, key, 19)),
      quality: unit(h(SALT.skc, key, 20)),
      skus,
    });
  }
  return out;
};
