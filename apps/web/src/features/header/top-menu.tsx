import { App, Menu, type MenuProps, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermission, useViewerRole } from '../session';
import { entriesForRole, flattenEntries, type TMenuEntry } from './menu-entries';

type TItem = Required<MenuProps>['items'][number];

/**
 * Spec §2 header menu: 待上线 entries are inert, entries without permission explain why. Entries whose page makes
 * calls the role may not make (the roles table) are not shown at all.
 */
export function TopMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const can = usePermission();
  const role = useViewerRole();
  const entries = useMemo(() => entriesForRole(role), [role]);
  const byKey = useMemo(() => new Map(flattenEntries(entries).map((e) => [e.key, e])), [entries]);

  const toItem = (e: TMenuEntry): TItem => {
    const label = (
      <span className="ksa-menu-label">
        {t(e.labelKey)}
        {e.tag && (
          <Tag color={e.tag === 'upcoming' ? 'default' : 'orange'} variant="filled" className="ksa-menu-tag">
            {t(e.tag === 'upcoming' ? 'menu.tagUpcoming' : 'menu.tagOptimizing')}
          </Tag>
        )}
      </span>
    );
    if (e.children) {
      return { key: e.key, label, children: e.children.map(toItem), popupClassName: 'ksa-menu-popup' };
    }
    return { key: e.key, label, disabled: e.tag === 'upcoming' };
  };

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const entry = byKey.get(key);
    if (!entry?.path) {
      return;
    }
    if (entry.permission && !can(entry.permission)) {
      void message.warning(t('menu.forbidden'));
      return;
    }
    void navigate(entry.path);
  };

  const selected = [...byKey.values()].filter((e) => e.path && pathname.startsWith(e.path)).map((e) => e.key);
  return (
    <Menu
      mode="horizontal"
      className="ksa-top-menu"
      items={entries.map(toItem)}
      data-testid="top-menu"
      selectedKeys={selected}
      onClick={handleClick}
    />
  );
}
