/** The unbind confirmation lists expired and still-paid shops apart (spec §2 Unbind account). */
export const splitByExpiry = <T extends { expired: boolean }>(shops: readonly T[]) => ({
  expired: shops.filter((s) => s.expired),
  active: shops.filter((s) => !s.expired),
});
