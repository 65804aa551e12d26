import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { rows, type TDbHandle } from '../db/client.js';
import { shopDaily } from '../db/schema/index.js';
import { seedShops } from '../modules/shop-tabs/shop-tabs.fixture.js';
import { registerBoss, type THarness } from './harness.js';

/** A BOSS with two shops and a month of daily rows: the data a backup must carry. */
export const seedBackupBoss = async (h: THarness) => {
  const boss = await registerBoss(h);
  const shopIds = await seedShops(h, boss.uid, [
    { platform: 'temu', name: '备份店一' },
    { platform: 'shein', name: '备份店二' },
  ]);
  const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
  await h.db.db
    .insert(shopDaily)
    .values(
      shopIds.flatMap((shopId, s) =>
        days.map((day, d) => ({ shopId, day, units: d + s, salesCents: (d + 1) * 100, skusSold: s + 1 })),
      ),
    );
  return boss;
};

/** Rows in every table of the database (ours and the migrations journal), by schema-qualified name. */
export const rowCounts = async (db: TDbHandle): Promise<Record<string, number>> => {
  const tables = await rows<{ name: string }>(
    db.db,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  );
  const out: Record<string, number> = {};
  for (const t of tables) {
    out[t.name] = (await rows<{ n: number }>(db.db, sql.raw(`select count(*)::int as n from ${t.name}`)))[0]!.n;
  }
  return out;
};

/** What the BOSS sees: a login with the old password and the shop list by name. */
export const bossView = async (app: FastifyInstance, boss: { phone: string; password: string }) => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: form,
    payload: new URLSearchParams({ userName: boss.phone, password: boss.password }).toString(),
  });
  const token = login.json().data?.token as string | undefined;
  if (!token) {
    return { loggedIn: false, shops: [] as string[] };
  }
  const list = await app.inject({
    method: 'POST',
    url: '/api/shop/getBossShopList',
    headers: { ...form, authorization: token },
    payload: '',
  });
  const shops = (list.json().data as { mallName: string }[]).map((s) => s.mallName).sort();
  return { loggedIn: true, shops };
};

/** A second server process's app on a restored database, with the first one's configuration (same keys). */
export const appOn = async (h: THarness, db: TDbHandle) => {
  const app = await buildApp({ config: h.app.deps.config, db, logger: false });
  await app.ready();
  return app;
};
