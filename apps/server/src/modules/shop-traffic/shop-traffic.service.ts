import {
  ApiRoutes,
  type TPluginTraffic,
  TRAFFIC_MAX_AGE_DAYS,
  type ZReportTrafficResultSchema,
  ZReportTrafficSchema,
} from '@ksa/contract';
import type { z } from 'zod';
import { shopNames } from '../../db/scope.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, bjDay } from '../../lib/days.js';
import { visibleShopIds } from '../access/shop-access.js';
import { deviceCaller } from '../devices/devices.service.js';
import { touchDevice } from '../devices/index.js';
import * as repo from './shop-traffic.repo.js';

type TReportResult = z.input<typeof ZReportTrafficResultSchema>;

/**
 * The plugin's 流量分析 report for one mall, sent with its device token. The mall must be a Temu shop the device's
 * user can see (a stranger's, another tenant's or an unassigned one answers 404 like a missing one); every field
 * is checked before anything is written, and all days are stored in one statement, so a bad report changes nothing.
 */
export const reportShopTraffic = async (
  deps: TDeps,
  deviceToken: string | undefined,
  input: unknown,
): Promise<TReportResult> => {
  // The device token is checked before the body is read: an unknown caller learns nothing about the schema.
  const { auth, deviceId } = await deviceCaller(deps, deviceToken, ApiRoutes.reportShopTraffic);
  const parsed = ZReportTrafficSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError('FIELD_INVALID', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
  }
  const body = parsed.data;
  const now = deps.clock.now();
  const today = bjDay(now);
  const earliest = addDays(today, -TRAFFIC_MAX_AGE_DAYS);
  const wrong = body.days.find((d) => d.day > today || d.day < earliest);
  if (wrong) {
    throw new AppError('PLUGIN_DAY_OUT_OF_RANGE', { day: wrong.day });
  }
  const shop = await repo.getTemuShopByMall(deps.db, auth.bossId, body.mallId);
  if (!shop || !(await visibleShopIds(deps, auth)).includes(shop.id)) {
    throw new AppError('NOT_FOUND');
  }
  await repo.upsertTrafficDays(deps.db, shop.id, body.days, { collectedAt: now, userId: auth.userId, deviceId });
  await touchDevice(deps.db, deviceId, now);
  const name = (await shopNames(deps.db, [shop.id])).get(shop.id) ?? shop.name;
  return { shopId: shop.id, mallName: name, days: body.days.length, collectedAt: now.toISOString() };
};

const conversionOf = (buyers: number, visitors: number) => (visitors > 0 ? buyers / visitors : null);

/** /home: the range's traffic the plugin collected for the scope's shops, with when, and the shops it lacks. */
export const pluginTraffic = async (deps: TDeps, ids: number[], from: string, to: string): Promise<TPluginTraffic> => {
  const [sums, names] = await Promise.all([repo.findTrafficSums(deps.db, ids, from, to), shopNames(deps.db, ids)]);
  const total = { exposure: 0, clicks: 0, visitors: 0, addToCart: 0, buyers: 0 };
  let latest: Date | undefined;
  for (const s of sums) {
    total.exposure += s.exposure;
    total.clicks += s.clicks;
    total.visitors += s.visitors;
    total.addToCart += s.addToCart;
    total.buyers += s.buyers;
    latest = latest !== undefined && latest > s.collectedAt ? latest : s.collectedAt;
  }
  const reported = new Set(sums.map((s) => s.shopId));
  return {
    from,
    to,
    ...total,
    conversion: conversionOf(total.buyers, total.visitors),
    collectedAt: latest?.toISOString() ?? null,
    shops: sums.map(({ shopId, collectedAt, ...s }) => ({
      mallId: shopId,
      mallName: names.get(shopId) ?? '',
      ...s,
      conversion: conversionOf(s.buyers, s.visitors),
      collectedAt: collectedAt.toISOString(),
    })),
    missing: ids.filter((id) => !reported.has(id)).map((id) => ({ mallId: id, mallName: names.get(id) ?? '' })),
  };
};
