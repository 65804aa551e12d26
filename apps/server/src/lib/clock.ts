/** Injectable time, so tests can move past a code's expiry without sleeping. */
export type TClock = { now: () => Date };
export const systemClock: TClock = { now: () => new Date() };
