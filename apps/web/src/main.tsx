import './i18n';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';

/**
 * The server sends /index with its hero already in the HTML (build/prerender-index.ts). Its chunks are fetched
 * before the first render, so React swaps the static hero for the live page instead of a loading spinner.
 */
const preload = () =>
  document.querySelector('[data-prerendered="index"]')
    ? Promise.all([import('./features/layout/public-layout'), import('./features/landing/landing-page')])
    : Promise.resolve();

const root = document.getElementById('root');
if (root) {
  void preload().then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
