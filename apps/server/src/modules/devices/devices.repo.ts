import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices, marketplaceAccounts, shops, users } from '../../db/schema/index.js';

export type TDeviceInsert = {
  bossId: number;
  userId: number;
  kind: 'helper' | 'extension';
  name: string;
  platform: string;
  tokenHash: string;
  createdAt: Date;
};

export const insertDevice = async (db: Db, row: TDeviceInsert) => {
  const [created] = await db.insert(devices).values(row).returning({ id: devices.id });
  return created!.id;
};

/** The live device a token belongs to, with its user (for building the caller). */
export const findActiveDevice = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select({ device: devices, user: users })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(and(eq(devices.tokenHash, tokenHash), isNull(devices.revokedAt)))
    .limit(1);
  return row ?? null;
};

export const touchDevice = (db: Db, deviceId: number, now: Date) =>
  db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, deviceId));

/** Live devices of a tenant, or of one user within it (staff see only their own). */
export const listDevices = (db: Db, bossId: number, userId?: number) =>
  db
    .select({
      deviceId: devices.id,
      kind: devices.kind,
      name: devices.name,
      platform: devices.platform,
      phone: users.phone,
      createdAt: devices.createdAt,
      lastSeenAt: devices.lastSeenAt,
    })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(and(eq(devices.bossId, bossId), isNull(devices.revokedAt), userId ? eq(devices.userId, userId) : undefined))
    .orderBy(desc(devices.createdAt), desc(devices.id));

/** Revokes one live device of the tenant (of one user when given); returns whether one was revoked. */
export const revokeDevice = async (db: Db, bossId: number, deviceId: number, now: Date, userId?: number) => {
  const ended = await db
    .update(devices)
    .set({ revokedAt: now })
    .where(
      and(
        eq(devices.id, deviceId),
        eq(devices.bossId, bossId),
        isNull(devices.revokedAt),
        userId ? eq(devices.userId, userId) : undefined,
      ),
    )
    .returning({ id: devices.id, kind: devices.kind, name: devices.name });
  return ended[0] ?? null;
};

/** The BOSS's own live devices (staff installations do not make the BOSS's data complete). */
export const bossHasDevice = async (db: Db, bossId: number) => {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.bossId, bossId), eq(devices.userId, bossId), isNull(devices.revokedAt)))
    .limit(1);
  return Boolean(row);
};

/** A Temu shop of the tenant with the main-account credential it was bound through. */
export const findTemuShopWithAccount = async (db: Db, bossId: number, shopId: number) => {
  const [row] = await db
    .select({ shop: shops, account: marketplaceAccounts })
    .from(shops)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .where(and(eq(shops.id, shopId), eq(shops.bossId, bossId), eq(shops.platform, 'temu')))
    .limit(1);
  return row ?? null;
};

/** Every shop of a main account (hidden and expired ones too: the account's session opens them all). */
export const findAccountShopIds = async (db: Db, bossId: number, accountId: number) =>
  (
    await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.bossId, bossId), eq(shops.accountId, accountId)))
  ).map((r) => r.id);

export const storeAccountSession = (db: Db, accountId: number, sessionSealed: string, expiresAt: Date, now: Date) =>
  db
    .update(marketplaceAccounts)
    .set({ sessionSealed, sessionExpiresAt: expiresAt, updatedAt: now })
    .where(eq(marketplaceAccounts.id, accountId));
