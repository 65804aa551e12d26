import { SiteFooter, type TFooterLink } from '../../components/site-footer';
import type { TLandingFacts } from './landing-api';
import { LandingLink } from './landing-nav';

const landingLink: TFooterLink = (to, label, className) => (
  <LandingLink to={to} className={className}>
    {label}
  </LandingLink>
);

/** The site footer, its links going through the landing's navigation. */
export function LandingFooter({ facts }: { facts: TLandingFacts }) {
  return <SiteFooter facts={facts} linkAs={landingLink} />;
}
