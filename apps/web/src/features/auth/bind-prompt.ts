import type { TUserInfo } from '@ksa/contract';
import type { TBindTab } from './use-bind-phone-modal';

/**
 * Spec §4: a BOSS lacking a phone or a WeChat id is prompted to bind one. A missing phone
 * matters more (it is the login name), so that tab wins.
 */
export const bindPromptTab = (user: TUserInfo | null, isVisitor: boolean): TBindTab | null => {
  if (!user || isVisitor || user.role !== 'boss') {
    return null;
  }
  if (!user.phone) {
    return 'phone';
  }
  return user.wechatUId ? null : 'wechat';
};
