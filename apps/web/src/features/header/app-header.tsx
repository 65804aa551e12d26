import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Divider, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { useSession } from '../../stores/session';
import { useAuthModal } from '../auth';
import { PayModal, RenewalModal } from '../billing';
import { MarketplaceModals } from '../marketplaces';
import { InstallReminder, OperationLogModal, PluginWarning, StaffModal } from '../staff';
import { LanguageSwitcher } from './language-switcher';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

/** Spec §2 header: logo, top menu, help centre (guide in a new tab), login/register, user menu. */
export function AppHeader() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);
  const isSignedOut = !token || isVisitor;
  const open = useAuthModal.getState().open;
  return (
    <Layout.Header className="ksa-header">
      <BrandLogo />
      <TopMenu />
      <div className="ksa-header-right">
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          href="/operateRouting/guide"
          target="_blank"
          rel="noopener"
        >
          {t('header.helpCenter')}
        </Button>
        <LanguageSwitcher />
        {isSignedOut && (
          <span className="ksa-auth-links">
            <Button type="link" onClick={() => open('login')}>
              {t('auth.login')}
            </Button>
            <Divider orientation="vertical" />
            <Button type="link" onClick={() => open('register')}>
              {t('auth.register')}
            </Button>
          </span>
        )}
        {token && <UserMenu />}
      </div>
      <MarketplaceModals />
      <StaffModal />
      <OperationLogModal />
      <InstallReminder />
      <PluginWarning />
      <RenewalModal />
      <PayModal />
    </Layout.Header>
  );
}
