import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config';
import { SiteFooter, type TFooterLink } from '../../components/site-footer';

const routerLink: TFooterLink = (to, label, className) => (
  <Link to={to} className={className}>
    {label}
  </Link>
);

/** The public pages' footer (the landing page shows the same one: components/site-footer). */
export function AppFooter() {
  return <SiteFooter facts={useSiteConfig()} linkAs={routerLink} />;
}
