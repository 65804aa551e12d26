import { Limits } from '@ksa/contract/public';

// Zod-free (the contract's public entry): the landing page's light start asks it before the app loads.
const MOBILE_UA_RE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

/** Spec §2: a phone by user agent, or a touch screen narrower than 1024px. */
export const isMobileDevice = (ua: string, width: number, touch: boolean): boolean =>
  MOBILE_UA_RE.test(ua) || (touch && width < Limits.mobileMaxWidth);

/**
 * Root font size in px: 1rem is one design pixel (375px-wide phone design, 1920px-wide desktop
 * design). Desktop never shrinks below the 1550px minimum body width.
 */
export const rootFontSize = (width: number, mobile: boolean): number =>
  mobile ? width / Limits.mobileDesignWidth : Math.max(width, Limits.desktopMinWidth) / Limits.desktopDesignWidth;
