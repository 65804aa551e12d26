import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createLandingI18n } from './landing-i18n';
import { LandingNavProvider, type TLandingNav } from './landing-nav';
import { LandingSite } from './landing-site';

const inert: TLandingNav = { go: () => {}, openAuth: () => {}, setLanguage: () => {}, isSignedIn: false };

/**
 * The landing page as HTML (zh-CN, signed out, news still loading), written into dist/index.prerender.html
 * at build time (build/finish-build.mjs); the light start hydrates exactly this tree.
 */
export const renderLanding = () => {
  const i18n = createLandingI18n();
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <LandingNavProvider value={inert}>
        <LandingSite />
      </LandingNavProvider>
    </I18nextProvider>,
  );
  return { html, title: i18n.t('common:titles.index') };
};
