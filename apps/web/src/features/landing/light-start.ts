import { isMobileDevice } from '../../app/device';
import { StorageKeys } from '../../lib/storage';

/**
 * /index starts light (the landing page alone, no console code) for a desktop browser with no signed-in user:
 * a first visit. A signed-in user gets the app as before (their header, their modals), and a phone is sent on
 * to /mobileHome by the app's guard.
 */
export const startsLight = (): boolean => {
  if (location.pathname.replace(/\/+$/, '') !== '/index') {
    return false;
  }
  const hasRealToken =
    Boolean(localStorage.getItem(StorageKeys.token)) && localStorage.getItem(StorageKeys.isVisitor) !== '1';
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  return !hasRealToken && !isMobileDevice(navigator.userAgent, window.innerWidth, touch);
};
