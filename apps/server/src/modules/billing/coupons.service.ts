import { Errors, fenToYuanText, Limits, type TCoupon } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { take } from '../../lib/limiters.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { claimCoupon, findUnusedCoupons, getCouponByCode } from './coupons.repo.js';

const toCoupon = (c: {
  id: number;
  code: string;
  valueFen: number;
  redeemedAt: Date | null;
  reservedBy: string | null;
}): TCoupon => ({
  couponId: c.id,
  couponNo: c.code,
  value: fenToYuanText(c.valueFen),
  valueFen: c.valueFen,
  reservedBy: c.reservedBy,
  redeemedAt: c.redeemedAt?.toISOString() ?? null,
});

/** getCouponInfo: the BOSS's redeemed coupons that no paid order has used. */
export const listCoupons = async (deps: TDeps, auth: TAuth) => (await findUnusedCoupons(deps.db, auth)).map(toCoupon);

/** couponValues: what one coupon takes off and what a month costs (spec §9, shown by the renewal modal). */
export const couponValues = () => ({
  couponValue: fenToYuanText(Limits.renewal.couponDiscount * 100),
  couponValueFen: Limits.renewal.couponDiscount * 100,
  onePrice: fenToYuanText(Limits.renewal.monthlyPrice * 100),
  onePriceFen: Limits.renewal.monthlyPrice * 100,
  monthsMin: Limits.renewal.monthsMin,
  monthsMax: Limits.renewal.monthsMax,
});

/**
 * destructionCet (核销): an unowned code becomes the BOSS's ('核销成功'); one the BOSS already holds answers
 * '该券码已核销，可直接使用'; anyone else's or a used one '该券码已被使用'. Wrong codes are counted per BOSS so codes
 * cannot be guessed.
 */
export const redeemCoupon = async (
  deps: TDeps,
  auth: TAuth,
  code: string,
): Promise<{ coupon: TCoupon; alreadyRedeemed: boolean; msg: string }> => {
  const found = await getCouponByCode(deps.db, code);
  if (!found) {
    await take(deps.limiters.couponWrong, String(auth.bossId), 'TOO_MANY_REQUESTS');
    throw new AppError('COUPON_NOT_FOUND');
  }
  const mine = () => listCoupons(deps, auth).then((list) => list.find((c) => c.couponId === found.id));
  if (found.ownerBossId === auth.bossId && !found.usedAt) {
    const coupon = await mine();
    if (coupon) {
      return { coupon, alreadyRedeemed: true, msg: Errors.COUPON_ALREADY_REDEEMED.msg };
    }
  }
  if (found.ownerBossId !== null || found.usedAt) {
    throw new AppError('COUPON_TAKEN');
  }
  const claimed = await deps.db.transaction(async (tx) => {
    if (!(await claimCoupon(tx, found.id, auth, deps.clock.now()))) {
      return false;
    }
    await recordOperation(tx, {
      auth,
      action: 'coupon.redeem',
      detail: { couponId: found.id, code: found.code, valueFen: found.valueFen },
    });
    return true;
  });
  const coupon = claimed ? await mine() : undefined;
  if (!coupon) {
    throw new AppError('COUPON_TAKEN');
  }
  return { coupon, alreadyRedeemed: false, msg: Errors.COUPON_REDEEMED_OK.msg };
};
