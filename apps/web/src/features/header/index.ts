export { AppHeader } from './app-header';
export { LanguageSwitcher } from './language-switcher';
