import { isCostDay } from '@ksa/contract';

/** From when a cost entry applies: the SKU's first synced sale, today, or a chosen day. */
export type TCostDateChoice = { kind: 'firstSale' | 'today' | 'date'; day?: string };
type TCostedRow = { costCents?: number | null; firstSaleDay: string | null };

const hasNoCost = (r: TCostedRow) => r.costCents === null || r.costCents === undefined;

/** 'From the first sale' is offered when a row has no cost yet and has sold. */
export const offersFirstSale = (rows: TCostedRow[]) => rows.some((r) => hasNoCost(r) && r.firstSaleDay !== null);

/** The default: from the first sale when no row has a cost yet (and one has sold), else from today. */
export const defaultCostDate = (rows: TCostedRow[]): TCostDateChoice => ({
  kind: rows.length > 0 && rows.every(hasNoCost) && offersFirstSale(rows) ? 'firstSale' : 'today',
});

/** The effectiveFrom a row is sent with (undefined: today, the server's default). */
export const effectiveFromOf = (choice: TCostDateChoice, row: TCostedRow): string | undefined =>
  choice.kind === 'firstSale' ? (row.firstSaleDay ?? undefined) : choice.kind === 'date' ? choice.day : undefined;

/** A day a cost may apply from: a real calendar day, not before the earliest allowed, not after today. */
export const isAllowedCostDay = (day: string, today: string) => isCostDay(day) && day <= today;

/** A complete choice: a chosen day must be picked and allowed. */
export const isChoiceReady = (choice: TCostDateChoice, today: string) =>
  choice.kind !== 'date' || (choice.day !== undefined && isAllowedCostDay(choice.day, today));
