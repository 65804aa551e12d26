import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { setLanguage } from '../../i18n';
import { useSession } from '../../stores/session';
import { useAuthModal } from '../auth/light';
import { LandingNavProvider, LandingShownEvent, type TLandingNav } from './landing-nav';
import { LandingSite } from './landing-site';

/** /index inside the app (a signed-in user, a phone sent elsewhere, or after the light start loaded the app). */
export function LandingRoute() {
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => Boolean(s.token) && !s.isVisitor);
  const nav = useMemo<TLandingNav>(
    () => ({
      go: (to) => navigate(to),
      openAuth: (mode) => useAuthModal.getState().open(mode),
      setLanguage: (lng) => void setLanguage(lng),
      isSignedIn,
    }),
    [navigate, isSignedIn],
  );
  useEffect(() => {
    window.dispatchEvent(new Event(LandingShownEvent));
  }, []);
  return (
    <LandingNavProvider value={nav}>
      <LandingSite />
    </LandingNavProvider>
  );
}

export default LandingRoute;
