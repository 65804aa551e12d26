import { ZDeleteAccountRequestSchema, ZDeleteAccountResponseSchema } from '../account-deletion.js';
import { ZSendCodeResponseSchema } from '../auth.js';
import type { TRouteIo } from '../route-def.js';

/** What each of AccountDeletionRoutes takes and answers (see TRouteIo). */
export const AccountDeletionIo = {
  sendDeleteAccountCode: { data: ZSendCodeResponseSchema },
  deleteAccount: { body: ZDeleteAccountRequestSchema, data: ZDeleteAccountResponseSchema },
} as const satisfies Record<string, TRouteIo>;
