import { z } from 'zod';
import { issue } from './errors.js';
import { textField } from './fields.js';
import { PHONE_RE } from './limits.js';
import { assignPhoneField } from './staff.js';

/**
 * A Temu 子账号 bound for one 店长/财务 (issue 24): the sub-account's phone and password, as the main account
 * created it in the seller centre (账号管理 → 子账号). Its malls must all be within the staff member's shops.
 */
const subPhone = () => textField('BIND_CREDENTIALS_REQUIRED', 'PHONE_FORMAT', PHONE_RE, 11);
const subPassword = () => textField('BIND_CREDENTIALS_REQUIRED', 'FIELD_TOO_LONG', undefined, 64);

export const ZStaffTemuSubSendCodeSchema = z.object({
  /** The staff member's phone (their login). */
  phone: assignPhoneField(),
  subPhone: subPhone(),
  subPassword: subPassword(),
});
export type TStaffTemuSubSendCode = z.infer<typeof ZStaffTemuSubSendCodeSchema>;

export const ZStaffTemuSubBindSchema = ZStaffTemuSubSendCodeSchema.extend({
  code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: issue('BIND_CODE_REQUIRED') })
      .trim()
      .min(1, { error: issue('BIND_CODE_REQUIRED') })
      .max(8, { error: issue('CODE_WRONG') }),
  ),
});
export type TStaffTemuSubBind = z.infer<typeof ZStaffTemuSubBindSchema>;

export const ZStaffTemuSubUnbindSchema = z.object({
  phone: assignPhoneField(),
  subUid: textField('BAD_REQUEST', 'BAD_REQUEST', undefined, 64),
});

/** One bound sub-account: whose main account, which malls (our shop ids and names), the masked login phone. */
export const ZStaffTemuSubSchema = z.object({
  subUid: z.string(),
  subPhone: z.string(),
  temuUid: z.string(),
  shops: z.array(z.object({ shopId: z.number().int(), mallName: z.string() })),
  boundAt: z.string(),
});
export type TStaffTemuSub = z.infer<typeof ZStaffTemuSubSchema>;
export const ZStaffTemuSubListSchema = z.array(ZStaffTemuSubSchema);

/** 获取验证码: needCode false means the sub-account logged in without one and is bound already. */
export const ZStaffTemuSubSendCodeResultSchema = z.object({
  needCode: z.boolean(),
  countdown: z.number().int(),
  bound: ZStaffTemuSubSchema.nullable(),
});
