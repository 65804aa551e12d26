import type { ZActivityChartSchema } from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { findActivityChartRows } from './activity-chart.repo.js';

type TDb = Pick<TDeps, 'db'>;

/**
 * The stock monitor: the products (SKCs) with the most recent activity stock records, each enrolment
 * with its records over time (remaining vs total activity stock).
 */
export const activityChart = async (deps: TDb, ids: number[], products: number) => {
  if (!ids.length) {
    return [];
  }
  const list = await findActivityChartRows(deps.db, ids, products);
  const out = new Map<string, z.input<typeof ZActivityChartSchema>[number]>();
  for (const r of list) {
    const key = `${r.shop_id}|${r.enroll_id}`;
    if (!out.has(key)) {
      out.set(key, {
        productId: r.product_id ?? r.skc_id,
        skcId: r.skc_id,
        productName: r.name,
        mallId: Number(r.shop_id),
        enrollId: r.enroll_id,
        activityName: r.activity,
        activityRecord: [],
      });
    }
    out.get(key)!.activityRecord.push({
      now: new Date(r.at).toISOString(),
      remainingActivityStock: Number(r.remaining),
      activityStock: Number(r.total),
    });
  }
  return [...out.values()];
};
