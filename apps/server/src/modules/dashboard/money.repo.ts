import { COST_CURRENCY } from '@ksa/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TFx } from './money.js';

/**
 * Joins that give daily rows of `alias` (with shop_id and day) their conversion factors: fx_f for the
 * shop's own currency, fx_c for costs (entered in yuan). Nothing is joined when nothing converts.
 */
export const fxJoins = (fx: TFx, alias: string): SQL => {
  if (fx.json === null) {
    return sql``;
  }
  const a = sql.raw(alias);
  return sql`join shops fx_s on fx_s.id = ${a}.shop_id
    left join jsonb_to_recordset(${fx.json}::jsonb) as fx_f(day date, currency text, f float8)
      on fx_f.day = ${a}.day and fx_f.currency = fx_s.currency
    left join jsonb_to_recordset(${fx.json}::jsonb) as fx_c(day date, currency text, f float8)
      on fx_c.day = ${a}.day and fx_c.currency = ${COST_CURRENCY}`;
};

/** A sales amount of the joined row in the display currency (factor 1 for the display currency itself). */
export const sales = (fx: TFx, expr: SQL): SQL => (fx.json === null ? expr : sql`(${expr}) * coalesce(fx_f.f, 1)`);

/** A cost amount (yuan) of the joined row in the display currency. */
export const cost = (fx: TFx, expr: SQL): SQL => (fx.json === null ? expr : sql`(${expr}) * coalesce(fx_c.f, 1)`);
