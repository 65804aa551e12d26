// Mainland mobile numbers, optionally written with the 86 country code as Aliyun accepts them.
const MAINLAND_MOBILE_RE = /^(?:\+?86|0086)?(1[3-9]\d{9})$/;

/** The bare 11-digit number, or null when this is not a mainland mobile. */
export const normalizeMainlandMobile = (value: string): string | null => MAINLAND_MOBILE_RE.exec(value)?.[1] ?? null;
