import type { TRole } from '@ksa/contract';

export type TImportantStep = 'bind' | 'helper' | 'app';

/**
 * Which setup steps of the important notice (spec §2) a role can act on: binding main accounts is the BOSS's alone
 * (staff were told to bind accounts they cannot bind); the desktop helper serves those who work on shops in the
 * browser; the phone app is for everyone (the shipper packs with it).
 */
export const importantSteps = (role: TRole | undefined): TImportantStep[] => {
  switch (role) {
    case 'boss':
      return ['bind', 'helper', 'app'];
    case 'manager':
    case 'finance':
    case 'operator':
      return ['helper', 'app'];
    case 'shipper':
      return ['app'];
    default:
      return [];
  }
};
