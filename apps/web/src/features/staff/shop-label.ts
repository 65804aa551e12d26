import type { TDistributeShop } from './api';

type TNamed = Pick<TDistributeShop, 'mallId' | 'mallName' | 'platformType' | 'isSemiManagedMall' | 'accountPhone'>;

const groupBy = <T>(list: T[], key: (x: T) => string) => {
  const out = new Map<string, T[]>();
  for (const x of list) {
    const k = key(x);
    out.set(k, [...(out.get(k) ?? []), x]);
  }
  return out;
};

/**
 * What tells a shop apart from others of the same name, in terms the seller knows: the platform, then
 * the main account (phone, or Shein seller), then the management mode; shops alike in all of these are
 * numbered in list order. Our database id means nothing to a seller and is never part of it.
 * Returns mallId → the distinction ('' for a name no other shop in the list has).
 */
export const shopDistinctions = (shops: TNamed[], modeLabel: (semi: boolean) => string): Map<number, string> => {
  const out = new Map<number, string>(shops.map((s) => [s.mallId, '']));
  const byName = groupBy(shops, (s) => s.mallName.trim());
  for (const same of byName.values()) {
    if (same.length < 2) {
      continue;
    }
    const differs = (f: (s: TNamed) => unknown) => new Set(same.map(f)).size > 1;
    const platform = differs((s) => s.platformType);
    const account = differs((s) => s.accountPhone ?? '');
    const mode = differs((s) => s.isSemiManagedMall);
    const parts = (s: TNamed) =>
      [
        platform && s.platformType.toUpperCase(),
        account && s.accountPhone,
        mode && modeLabel(s.isSemiManagedMall),
      ].filter(Boolean);
    const seen = new Map<string, number>();
    const total = groupBy(same, (s) => parts(s).join(' · '));
    for (const s of same) {
      const key = parts(s).join(' · ');
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      const ordinal = (total.get(key)?.length ?? 0) > 1 ? [`#${n}`] : [];
      out.set(s.mallId, [...parts(s), ...ordinal].join(' · '));
    }
  }
  return out;
};

/** 'name' or 'name · distinction', for selects and other one-line labels. */
export const shopLabel = (name: string, distinction: string | undefined) =>
  distinction ? `${name} · ${distinction}` : name;
