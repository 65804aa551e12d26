import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mayMakeCalls } from '../../app/page-access';
import { useSession } from '../../stores/session';
import { DeleteAccountModal } from '../account-deletion';
import { openRenewal } from '../billing';
import { useHelperLink } from '../helper-link';
import { useMarketplaceUi } from '../marketplaces';
import { useNotices } from '../notices';
import { useLogout, useViewerRole } from '../session';
import { useStaffUi } from '../staff';
import { useVisitorGuard } from '../visitor';

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** Spec §2 user dropdown. Binding and unbinding are BOSS-only; features arriving later say so. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const isBoss = useSession((s) => s.isBoss);
  const isVisitor = useSession((s) => s.isVisitor);
  const role = useViewerRole();
  const { guard } = useVisitorGuard();
  const logout = useLogout();
  const navigate = useNavigate();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const roleKey = isVisitor || !user ? (isBoss ? 'boss' : null) : user.role;
  const name = isVisitor ? t('header.visitorName') : user?.nickName || (user?.phone ? maskPhone(user.phone) : '');

  const items: MenuProps['items'] = [
    ...(isBoss
      ? [
          {
            key: 'bind',
            label: t('menu.bindAccount'),
            children: [
              { key: 'bindTemu', label: t('menu.bindTemu') },
              { key: 'bindShein', label: t('menu.bindShein') },
            ],
          },
          { key: 'unbind', label: t('menu.unbindAccount') },
          { key: 'assign', label: <span data-testid="menu-assign">{t('menu.assignManager')}</span> },
          { key: 'renew', label: <span data-testid="menu-renew">{t('billing:title')}</span> },
          { key: 'orders', label: <span data-testid="menu-orders">{t('menu.renewalOrders')}</span> },
          { key: 'opLog', label: <span data-testid="menu-oplog">{t('staff:log.menu')}</span> },
        ]
      : []),
    { key: 'software', label: <span data-testid="menu-software">{t('menu.requiredSoftware')}</span> },
    // The helper/plugin devices list is a call shippers may not make (roles table).
    ...(isVisitor || !mayMakeCalls(['listDevices'], role)
      ? []
      : [{ key: 'devices', label: <span data-testid="menu-devices">{t('helperLink:devices.menu')}</span> }]),
    { key: 'app', label: t('menu.appDownload') },
    ...(isVisitor ? [] : [{ type: 'divider' as const }, { key: 'logout', label: t('menu.logout'), danger: true }]),
    // Danger zone: only a BOSS can delete the tenant (privacy policy §7).
    ...(isBoss && !isVisitor
      ? [
          {
            key: 'deleteAccount',
            label: <span data-testid="menu-delete-account">{t('legal:deleteAccount.menu')}</span>,
            danger: true,
          },
        ]
      : []),
  ];

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'bindTemu':
        guard(() => useMarketplaceUi.getState().openTemuBind());
        break;
      case 'bindShein':
        guard(() => useMarketplaceUi.getState().setSheinBindOpen(true));
        break;
      case 'unbind':
        guard(() => useMarketplaceUi.getState().setUnbindOpen(true));
        break;
      case 'assign':
        guard(() => useStaffUi.getState().setOpen(true));
        break;
      case 'renew':
        guard(() => openRenewal());
        break;
      case 'orders':
        guard(() => navigate('/renewalOrders'));
        break;
      case 'opLog':
        useStaffUi.getState().setLogOpen(true);
        break;
      case 'software':
        useHelperLink.getState().set({ softwareOpen: true });
        break;
      case 'devices':
        useHelperLink.getState().set({ devicesOpen: true });
        break;
      case 'app':
        useNotices.getState().setAppDownloadOpen(true);
        break;
      case 'deleteAccount':
        setIsDeleteOpen(true);
        break;
      case 'logout':
        void logout();
        break;
    }
  };

  return (
    <>
      <DeleteAccountModal open={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
      <Dropdown menu={{ items, onClick: handleClick }} placement="bottomRight" trigger={['hover', 'click']}>
        <span className="ksa-user" data-testid="user-menu">
          <Avatar size={28} icon={<UserOutlined />} style={{ background: '#ffe8d6', color: '#ff6a00' }} />
          <span className="ksa-user-name">{name}</span>
          {roleKey && (
            <Tag color={roleKey === 'boss' ? 'orange' : 'blue'} variant="solid" className="ksa-role-tag">
              {t(`roles.${roleKey}`)}
            </Tag>
          )}
          <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
        </span>
      </Dropdown>
    </>
  );
}
