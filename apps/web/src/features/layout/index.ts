export { AppFooter } from './app-footer';
