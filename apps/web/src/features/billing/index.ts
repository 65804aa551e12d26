export { PayModal } from './pay-modal';
export { RenewalModal } from './renewal-modal';
export { openRenewal, useRenewalUi } from './renewal-store';
