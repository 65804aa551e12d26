/** Beijing-time calendar days ('YYYY-MM-DD'): both marketplaces report in UTC+8. */
const BJ_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

export const bjDay = (d: Date) => new Date(d.getTime() + BJ_OFFSET_MS).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const maxDay = (a: string, b: string) => (a > b ? a : b);
