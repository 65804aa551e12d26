export { MobileHomePage } from './mobile-home-page';
