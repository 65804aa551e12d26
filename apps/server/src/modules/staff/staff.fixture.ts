import { marketplaceAccounts, shops, skuDailySales, skus } from '../../db/schema/index.js';
import { addDays, bjDay } from '../../lib/days.js';
import { sealJson } from '../../lib/seal.js';
import { freshPhone, type THarness } from '../../test/harness.js';
import { refreshShopDaily } from '../sync/shop-daily.js';

/** Gives a shop one SKU that sold `units` a day at 10 yuan for the last `days` days (ending yesterday). */
export const seedSales = async (h: THarness, shopId: number, days = 5, units = 3) => {
  const yesterday = addDays(bjDay(h.clock.now()), -1);
  await h.db.db.insert(skus).values({ shopId, skuId: `sku-${shopId}`, skcId: `skc-${shopId}`, priceCents: 1000 });
  await h.db.db.insert(skuDailySales).values(
    Array.from({ length: days }, (_, i) => ({
      shopId,
      day: addDays(yesterday, -i),
      skuId: `sku-${shopId}`,
      skcId: `skc-${shopId}`,
      units,
      salesCents: units * 1000,
    })),
  );
  await refreshShopDaily(h.db.db, shopId, addDays(yesterday, -(days - 1)), yesterday);
  return { skuId: `sku-${shopId}`, firstDay: addDays(yesterday, -(days - 1)), yesterday };
};

/** Sends the staff code to a phone (as the BOSS) and reads it from the sandbox's SMS inbox. */
export const staffCode = async (
  h: THarness,
  bossToken: string,
  phone: string,
  role: 'manager' | 'finance' | 'shipper' | 'operator' = 'manager',
) => {
  const sent = await h.post('/api/order/sendCodeForBindAndDistribute', { phone, role }, bossToken);
  if (sent.body.code !== 0) {
    throw new Error(`staff code not sent: ${sent.body.msg}`);
  }
  return (await h.lastCode(phone)) ?? '';
};

/** The staff member logs in by SMS code, sets their own password, and logs in with it. */
export const setOwnPasswordBySms = async (h: THarness, phone: string, password = 'staff123') => {
  await h.post('/api/phone/sendPhoneCode', { phone });
  const byCode = await h.post('/api/auth/login', { userName: phone, code: (await h.lastCode(phone)) ?? '' });
  const set = await h.post(
    '/api/auth/user/setPassword',
    { password, confirmPassword: password },
    byCode.body.data?.token,
  );
  if (set.body.code !== 0) {
    throw new Error(`own password not set: ${set.body.msg}`);
  }
  const login = await h.post('/api/auth/login', { userName: phone, password });
  return login.body.data.token as string;
};

/**
 * Enrols a new staff member as a BOSS does: the code reaches their phone, the BOSS saves with it
 * (`path` and `body`), then they set their own password ('staff123') and log in with it.
 */
export const enrolStaff = async (
  h: THarness,
  bossToken: string,
  role: 'manager' | 'finance' | 'shipper' | 'operator',
  path: string,
  body: Record<string, unknown>,
) => {
  const phone = freshPhone();
  const code = await staffCode(h, bossToken, phone, role);
  const res = await h.post(path, { ...body, phone, code }, bossToken);
  if (res.body.code !== 0) {
    throw new Error(`enrol failed: ${res.body.msg}`);
  }
  return { phone, data: res.body.data, token: await setOwnPasswordBySms(h, phone) };
};

/** A new 店长/财务 enrolled with their code (assignment form), logged in with their own password. */
export const addManager = async (
  h: THarness,
  bossToken: string,
  o: { temu?: number[]; shein?: number[]; permissions?: string[]; role?: 'manager' | 'finance' },
) => {
  const m = await enrolStaff(h, bossToken, o.role ?? 'manager', '/api/order/distributeShopToUser', {
    role: o.role ?? 'manager',
    shopIdStr: [...(o.temu ?? []), ...(o.shein ?? [])].join(','),
    permissionIdList: (o.permissions ?? []).join(','),
  });
  return { phone: m.phone, token: m.token };
};

/** Binds a Temu main account (an operator entity) with these shops straight into the tables. */
export const seedEntity = async (h: THarness, bossId: number, tag: string, shopNames: string[]) => {
  const [acc] = await h.db.db
    .insert(marketplaceAccounts)
    .values({
      bossId,
      platform: 'temu',
      kind: 'temu_seller',
      externalId: `ent-${tag}`,
      phone: '13800000001',
      secretSealed: sealJson(h.app.deps.config.sealKey, { password: 'x' }),
    })
    .returning();
  const made = await h.db.db
    .insert(shops)
    .values(
      shopNames.map((name, i) => ({
        bossId,
        accountId: acc!.id,
        platform: 'temu' as const,
        externalId: `ent-${tag}-${i}`,
        name,
      })),
    )
    .returning();
  return { accountId: acc!.id, shopIds: made.map((m) => m.id) };
};

/**
 * Sandbox options with a clock `later` moves a minute on: Aliyun (and the sandbox) allow one code
 * per phone and template a minute, and the server's own countdown is reset for the phone too.
 */
export const smsClock = () => {
  let skew = 0;
  return {
    sandbox: { now: () => Date.now() + skew },
    later: async (h: THarness, phone: string) => {
      skew += 61_000;
      await h.app.deps.limiters.sendCooldown.manager.delete(phone);
      await h.app.deps.limiters.sendCooldown.login.delete(phone);
    },
  };
};
