import { eq, sql } from 'drizzle-orm';
import type { buildApp } from '../../apps/server/src/app.js';
import { rows, type TDbHandle } from '../../apps/server/src/db/client.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repo.js';
import { refreshStockSummary } from '../../apps/server/src/modules/dashboard/stock-summary.js';
import { refreshMonthly } from '../../apps/server/src/modules/sync/monthly.js';
import { refreshRolling } from '../../apps/server/src/modules/sync/rolling.js';

/**
 * A database an earlier run loaded (--keep-db): the bench BOSS and its shops are there; the derived
 * tables are recomputed for today (they may come from an older build), then the run measures as usual.
 * Loading 2.6 M SKU-day rows takes minutes; this lets a change to a query be measured in seconds.
 */
export const reuseKept = async (
  h: TDbHandle,
  app: Awaited<ReturnType<typeof buildApp>>,
  today: string,
  days: number,
) => {
  const [boss] = await h.db.select().from(users).where(eq(users.nickName, 'bench')).limit(1);
  if (!boss) {
    return undefined;
  }
  const list = await rows<{ id: number }>(h.db, sql`select id from shops where boss_id = ${boss.id} order by id`);
  const shopIds = list.map((r) => Number(r.id));
  if (shopIds.length < 50) {
    return undefined;
  }
  for (const id of shopIds) {
    await refreshStockSummary({ db: h.db }, id, today);
    await refreshRolling(h.db, id, today);
    await h.db.transaction((tx) => refreshMonthly(tx, id, today, today));
  }
  await h.db.execute(sql`vacuum analyze`);
  console.log(`  reused the kept database: ${shopIds.length} shops, ${days} days of history`);
  const token = (await createSession(h.db, boss.id, new Date())).token;
  return {
    h,
    token,
    shopIds,
    app,
    close: async () => {
      await app.close();
      await h.close();
    },
  };
};
