import type { TLanguage } from '@ksa/contract/public';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/**
 * What the landing page asks of whoever runs it. In the app (route /index) these are the router and the auth
 * modal; in the light start (landing-entry.tsx) each of them first loads the app, so a first visit downloads
 * the console only when the visitor goes into it.
 */
export type TLandingNav = {
  go: (to: string) => void;
  openAuth: (mode: 'login' | 'register') => void;
  setLanguage: (lng: TLanguage) => void;
  /** A real user (not the visitor demo) is signed in: the page offers the console instead of registering. */
  isSignedIn: boolean;
};

/** The app's /index has rendered: the light start, if it is still on screen, hands over (landing-entry.tsx). */
export const LandingShownEvent = 'ksa:landing-shown';

const LandingNavContext = createContext<TLandingNav | null>(null);

export const LandingNavProvider = ({ value, children }: { value: TLandingNav; children: ReactNode }) => (
  <LandingNavContext.Provider value={value}>{children}</LandingNavContext.Provider>
);

export const useLandingNav = (): TLandingNav => {
  const nav = useContext(LandingNavContext);
  if (!nav) {
    throw new Error('LandingNavProvider missing');
  }
  return nav;
};

/** A plain link whose click goes through the landing's navigation (new-tab clicks keep the browser's way). */
export function LandingLink({
  to,
  className,
  children,
  testId,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { go } = useLandingNav();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    e.preventDefault();
    go(to);
  };
  return (
    <a href={to} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
