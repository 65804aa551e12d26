/** The auth feature's light entry: the modal's store, for code that runs before the app (no components). */
export { useAuthModal } from './use-auth-modal';
