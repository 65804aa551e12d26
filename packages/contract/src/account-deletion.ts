import { z } from 'zod';
import { codeField } from './fields.js';
import type { TRouteDef } from './route-def.js';

/**
 * Account deletion as the privacy policy promises it: a BOSS deletes the whole tenant (shops,
 * marketplace credentials, synced data, groups, staff accounts) after confirming an SMS code sent
 * to the BOSS's own phone. Staff cannot delete a tenant; they ask their BOSS.
 */
export const AccountDeletionRoutes = {
  sendDeleteAccountCode: {
    method: 'POST',
    path: '/api/user/sendDeleteAccountCode',
    access: ['boss'],
    write: true,
    tag: 'user',
    summary: '注销账号：向 BOSS 本人手机号发送验证码（无请求体）',
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/user/deleteAccount',
    access: ['boss'],
    write: true,
    tag: 'user',
    summary: '注销账号：校验验证码后删除整个租户（店铺、授权、同步数据、分组、员工账号）并结束全部登录',
  },
} as const satisfies Record<string, TRouteDef>;

export const ZDeleteAccountRequestSchema = z.object({ code: codeField() });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequestSchema>;

export const ZDeleteAccountResponseSchema = z.object({
  /** What was removed, so the confirmation can say it. */
  shops: z.number().int(),
  staff: z.number().int(),
});
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponseSchema>;
