import type { TSandboxContext } from '../lib/context.js';
import type { createOAuthStore } from './oauth-store.js';
import type { TUserDirectory } from './users.js';

/** State shared by the QR page and the sns API: a code issued by one is redeemed by the other. */
export type TWechatDeps = {
  ctx: TSandboxContext;
  store: ReturnType<typeof createOAuthStore>;
  users: TUserDirectory;
};

export const wxError = (errcode: number, errmsg: string) => ({ errcode, errmsg });
