/**
 * Stateless hashing instead of a stateful PRNG: every figure is a pure function of (seed, ids, day),
 * so any SKU-day can be computed on demand in O(1), in any order, identically on every machine.
 */

// murmur3's 32-bit finaliser: cheap and mixes every input bit into every output bit.
const fmix = (x: number): number => {
  let h = x;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/** 32-bit hash of up to five small integers (each must fit in 32 bits). */
export const hash = (a: number, b = 0, c = 0, d = 0, e = 0): number => {
  let h = fmix((a ^ 0x9e3779b9) >>> 0);
  h = fmix(((h ^ b) + 0x7f4a7c15) >>> 0);
  h = fmix(((h ^ c) + 0x632be5ab) >>> 0);
  h = fmix(((h ^ d) + 0x1b873593) >>> 0);
  return fmix(((h ^ e) + 0x2545f491) >>> 0);
};

/** Uniform in (0, 1), never exactly 0 or 1 so logs and inverse CDFs stay finite. */
export const unit = (h: number): number => (h + 0.5) / 4294967296;

/** Salts keep independent draws about the same ids uncorrelated. */
export const SALT = {
  account: 1,
  shop: 2,
  skc: 3,
  sku: 4,
  units: 5,
  shock: 6,
  line: 7,
  sellout: 8,
  returns: 9,
  review: 10,
  activity: 11,
  rating: 12,
  notice: 13,
  stock: 14,
  finance: 15,
  traffic: 16,
  todo: 17,
} as const;

/** A hasher bound to one world's seed. */
export type THasher = (salt: number, a?: number, b?: number, c?: number) => number;

export const hasherFor =
  (seed: number): THasher =>
  (salt, a = 0, b = 0, c = 0) =>
    hash(seed >>> 0, salt, a, b, c);

export const pick = <T>(items: readonly T[], h: number): T => items[h % items.length] as T;

/** Integer in [min, max] inclusive. */
export const intIn = (h: number, min: number, max: number): number => min + (h % (max - min + 1));

/** Poisson draw by inverse CDF for small means, normal approximation for large ones (keeps it O(1)-ish). */
export const poisson = (mean: number, h1: number, h2: number): number => {
  if (mean <= 0) {
    return 0;
  }
  const u = unit(h1);
  if (mean >= 30) {
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * unit(h2));
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * z));
  }
  let p = Math.exp(-mean);
  let cdf = p;
  let k = 0;
  while (u > cdf && k < 200) {
    k += 1;
    p *= mean / k;
    cdf += p;
  }
  return k;
};
