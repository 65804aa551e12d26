import { Languages, type TLanguage } from '@ksa/contract/public';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { StorageKeys } from '../../lib/storage';
import { createLandingI18n, loadLandingLanguage } from './landing-i18n';
import { LandingNavProvider, LandingShownEvent, type TLandingNav } from './landing-nav';
import { LandingSite } from './landing-site';

/**
 * The light start of /index: the landing page with React and three locale files, hydrating the HTML the build
 * prerendered. The console (antd, the router, the query client, the dashboards) loads only when the visitor
 * goes into it: a link, 登录 or 注册. Then the app takes over #root on the same URL.
 */
export const startLanding = (el: HTMLElement) => {
  const i18n = createLandingI18n();
  let root: Root | null = null;
  let appLoading: Promise<void> | null = null;

  /**
   * Loads the app into a hidden box next to #root. Going to another page shows it at once; staying on /index
   * (登录, 注册: the modal opens over this page) keeps this page until the app's own landing has rendered, so
   * the page never blanks behind the modal.
   */
  const startApp = ({ stay, after }: { stay: boolean; after?: () => Promise<void> | void }) => {
    appLoading ??= (async () => {
      document.body.classList.add('ksa-lp-loading-app');
      const { mountApp } = await import('../../app/app-entry');
      const box = document.createElement('div');
      box.hidden = true;
      el.after(box);
      const swap = () => {
        if (box.id === 'root') {
          return;
        }
        root?.unmount();
        el.remove();
        box.id = 'root';
        box.hidden = false;
        document.body.classList.remove('ksa-lp-loading-app');
      };
      if (stay) {
        window.addEventListener(LandingShownEvent, swap, { once: true });
        // Should the app not get there (offline start), it still takes over: its own screen says why.
        window.setTimeout(swap, 10_000);
      }
      mountApp(box);
      if (!stay) {
        swap();
      }
    })();
    void appLoading.then(after);
  };

  const nav: TLandingNav = {
    go: (to) => {
      if (appLoading) {
        // The app is already starting on /index (登录 or 注册 was clicked): a plain visit is the sure way.
        window.location.assign(to);
        return;
      }
      history.pushState(null, '', to);
      startApp({ stay: false });
    },
    openAuth: (mode) =>
      startApp({
        stay: true,
        after: async () => {
          const { useAuthModal } = await import('../auth/light');
          useAuthModal.getState().open(mode);
        },
      }),
    setLanguage: (lng) => {
      localStorage.setItem(StorageKeys.language, lng);
      document.documentElement.lang = lng;
      document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
      void loadLandingLanguage(i18n, lng).then(() => {
        document.title = i18n.t('common:titles.index');
      });
    },
    isSignedIn: false,
  };

  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LandingNavProvider value={nav}>
          <LandingSite />
        </LandingNavProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const stored = localStorage.getItem(StorageKeys.language);
  const lng = (Languages as readonly string[]).includes(stored ?? '') ? (stored as TLanguage) : 'zh-CN';
  if (lng === 'zh-CN' && el.querySelector('[data-testid="landing"]')) {
    // The prerendered HTML is this very tree in zh-CN: React attaches to it without repainting.
    root = hydrateRoot(el, page);
  } else {
    root = createRoot(el);
    if (lng === 'zh-CN') {
      root.render(page);
    } else {
      nav.setLanguage(lng);
      void loadLandingLanguage(i18n, lng).then(() => root?.render(page));
    }
  }
};
