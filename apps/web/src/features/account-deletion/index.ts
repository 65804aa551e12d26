export { DeleteAccountModal } from './delete-account-modal';
