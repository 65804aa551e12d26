import '../i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { noteBootShell } from '../lib/boot-shell';
import { preloadFirstPage } from '../routes/pages';
import { AppProviders } from './app-providers';
import { AppRouter } from './app-router';

/** The whole app (console, public pages, mobile site) in #root. */
export const mountApp = (el: HTMLElement) => {
  noteBootShell(el);
  preloadFirstPage(window.location.pathname);
  createRoot(el).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
};
