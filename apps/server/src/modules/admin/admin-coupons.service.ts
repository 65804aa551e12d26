import { randomInt } from 'node:crypto';
import { fenToYuanText, type TCouponBatch } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { maskPhone } from '../../lib/secrets.js';
import { adminAudit } from './admin-audit.service.js';
import { actorOf, type TAdminAuth } from './admin-auth.service.js';
import { findBatchCodes, findBatches, getBatch, insertBatch, insertBatchCodes } from './admin-coupons.repo.js';

// No 0/O, 1/I/L: codes are read off paper and typed.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** XXXX-XXXX-XXXX from a CSPRNG: 31^12 ≈ 7.9e17 codes, far beyond what 20 wrong tries an hour can find. */
const newCode = () =>
  Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join(
    '-',
  );

type TBatchRow = Awaited<ReturnType<typeof findBatches>>[number];
const toBatch = (b: TBatchRow): TCouponBatch => ({
  batchId: b.id,
  valueFen: b.valueFen,
  count: b.count,
  redeemed: Number(b.redeemed),
  used: Number(b.used),
  note: b.note,
  createdBy: maskPhone(b.createdBy) ?? null,
  createdAt: b.createdAt.toISOString(),
});

/** N new codes of one value, the batch and its audit row in one transaction. */
export const createBatch = async (
  deps: TDeps,
  admin: TAdminAuth,
  input: { count: number; valueFen: number; note: string },
) => {
  const batchId = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const batch = await insertBatch(tx, {
      valueFen: input.valueFen,
      count: input.count,
      note: input.note,
      adminId: admin.adminId,
      createdAt: now,
    });
    let made = 0;
    // A collision with an existing code is skipped by the insert and made up on the next round.
    for (let round = 0; made < input.count && round < 5; round++) {
      const codes = Array.from({ length: input.count - made }, newCode);
      made += (await insertBatchCodes(tx, batch.id, [...new Set(codes)], input.valueFen, now)).length;
    }
    await adminAudit(tx, actorOf(admin), {
      action: 'coupon.batch.create',
      target: `batch#${batch.id}`,
      after: { count: made, value: fenToYuanText(input.valueFen), note: input.note },
      at: now,
    });
    return batch.id;
  });
  return getBatchCodes(deps, batchId);
};

export const listBatches = async (deps: TDeps) => (await findBatches(deps.db)).map(toBatch);

export const getBatchCodes = async (deps: TDeps, batchId: number) => {
  const batch = await getBatch(deps.db, batchId);
  if (!batch) {
    throw new AppError('COUPON_BATCH_NOT_FOUND');
  }
  const codes = await findBatchCodes(deps.db, batchId);
  return {
    batch: toBatch(batch),
    codes: codes.map((c) => ({
      code: c.code,
      valueFen: c.valueFen,
      redeemedByBossId: c.ownerBossId,
      redeemedByPhone: c.ownerPhone,
      redeemedAt: c.redeemedAt?.toISOString() ?? null,
      usedOrderNo: c.usedAt ? c.orderNo : null,
      usedAt: c.usedAt?.toISOString() ?? null,
    })),
  };
};
