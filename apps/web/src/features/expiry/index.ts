export { ExpiryWarningModal } from './expiry-warning-modal';
