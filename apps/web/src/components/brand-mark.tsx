import { useTranslation } from 'react-i18next';

/** The product's mark and name (inside whatever link or box shows it): header, footer, mobile bar, landing. */
export function BrandMark() {
  const { t } = useTranslation('common');
  return (
    <>
      <span className="ksa-logo-mark">跨</span>
      <span className="ksa-logo-text">{t('brand.name')}</span>
    </>
  );
}
