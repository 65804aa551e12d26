import { COST_CURRENCY } from '@ksa/contract';
import { type SQL, sql } from 'drizzle-orm';
import { inShops } from '../../db/scope.js';
import type { TFx } from './money.js';

const RECORDS = sql.raw('(day date, currency text, f float8)');

/**
 * Joins that give daily rows of `alias` (with shop_id and day) their conversion factors: fx_f per
 * (shop, day) for the shops whose currency is not the display currency (the factors only list those
 * currencies, so display-currency shops find no row and keep factor 1), and with `cost`, fx_c per day
 * for costs (entered in yuan). Nothing is joined when nothing converts.
 */
export const fxJoins = (fx: TFx, alias: string, ids: number[], opts: { cost?: boolean } = {}): SQL => {
  if (fx.json === null) {
    return sql``;
  }
  const a = sql.raw(alias);
  const sales = sql`left join (select s.id shop_id, f.day, f.f from shops s
                                  join jsonb_to_recordset(${fx.json}::jsonb) as f${RECORDS} on f.currency = s.currency
                                 where ${inShops(ids, sql.raw('s.id'))}) fx_f
      on fx_f.shop_id = ${a}.shop_id and fx_f.day = ${a}.day`;
  if (!opts.cost) {
    return sales;
  }
  return sql`${sales}
    left join (select f.day, f.f from jsonb_to_recordset(${fx.json}::jsonb) as f${RECORDS}
                where f.currency = ${COST_CURRENCY}) fx_c on fx_c.day = ${a}.day`;
};

/** A sales amount of the joined row in the display currency (factor 1 for the display currency itself). */
export const sales = (fx: TFx, expr: SQL): SQL => (fx.json === null ? expr : sql`(${expr}) * coalesce(fx_f.f, 1)`);

/** A cost amount (yuan) of the joined row in the display currency (needs fxJoins with cost). */
export const cost = (fx: TFx, expr: SQL): SQL => (fx.json === null ? expr : sql`(${expr}) * coalesce(fx_c.f, 1)`);
