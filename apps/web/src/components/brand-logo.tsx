import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';

/** The product mark: links home (spec §2 header: logo → /home). */
export function BrandLogo({ to = '/home', isInverted = false }: { to?: string; isInverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={`ksa-logo${isInverted ? ' ksa-logo-inverted' : ''}`} aria-label={t('brand.name')}>
      <BrandMark />
    </Link>
  );
}
