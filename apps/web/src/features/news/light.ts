/** The news feature's light entry: where a notice opens and its day, for the landing page's light start. */
export { noticeHref, publishDay } from './notice-links';
