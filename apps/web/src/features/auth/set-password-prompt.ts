import type { TUserInfo } from '@ksa/contract';

/**
 * A staff member added with the code that reached their phone has no password: the BOSS never
 * sets one. After their SMS-code login they are asked to set their own (a BOSS always has one,
 * and a WeChat-only BOSS is asked for a phone and password by the bind prompt instead).
 */
export const needsOwnPassword = (user: TUserInfo | null, isVisitor: boolean): boolean =>
  Boolean(user && !isVisitor && user.role !== 'boss' && user.phone && !user.hasPassword);
