export { AppHeader } from './app-header';
