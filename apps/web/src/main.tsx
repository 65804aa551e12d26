import './app/global.css';
// The landing's styles ship with the page's first CSS, so the prerendered /index paints styled.
import './features/landing/landing.css';
import { startsLight } from './features/landing/light-start';

/**
 * Which start: a first desktop visit to /index gets the landing page alone (light, prerendered); every other
 * page, and a signed-in user, the app. Both are chunks of their own, so this entry stays a few hundred bytes.
 */
const root = document.getElementById('root');
if (root) {
  if (startsLight()) {
    void import('./features/landing/landing-entry').then((m) => m.startLanding(root));
  } else {
    void import('./app/app-entry').then((m) => m.mountApp(root));
  }
}
