import { BarChartOutlined, SafetyCertificateOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const Points = [
  { key: 'shops', icon: <ShopOutlined /> },
  { key: 'stats', icon: <BarChartOutlined /> },
  { key: 'team', icon: <TeamOutlined /> },
  { key: 'safe', icon: <SafetyCertificateOutlined /> },
] as const;

/** The brand panel on the left of the auth modal. */
export const AuthAside = () => {
  const { t } = useTranslation('auth');
  return (
    <aside className="auth-aside">
      <div className="auth-brand">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span>{t('brand.name')}</span>
      </div>
      <h3 className="auth-aside-title">{t('brand.slogan')}</h3>
      <p className="auth-aside-sub">{t('brand.subSlogan')}</p>
      <ul className="auth-points">
        {Points.map((p) => (
          <li key={p.key}>
            <span className="auth-point-icon">{p.icon}</span>
            {t(`brand.points.${p.key}`)}
          </li>
        ))}
      </ul>
      <div className="auth-platforms">
        <span>TEMU</span>
        <span>SHEIN</span>
      </div>
    </aside>
  );
};
