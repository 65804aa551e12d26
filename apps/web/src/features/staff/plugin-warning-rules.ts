import type { TUserInfo } from '@ksa/contract';

export const PLUGIN_WARNING = 'pluginWarning';

/**
 * Spec §2: store managers (店长/财务) who log into the marketplace back office with the main account must install
 * the statistics plugin; they are warned (the BOSS installs it anyway, shippers and operators do not use it).
 */
export const isPluginWarned = (user: TUserInfo | null, isVisitor: boolean) =>
  Boolean(user && !isVisitor && (user.role === 'manager' || user.role === 'finance'));
