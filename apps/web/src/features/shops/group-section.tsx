import { DownOutlined, PlusOutlined, RightOutlined, SettingOutlined } from '@ant-design/icons';
import type { TShopGroup, TShopTab } from '@ksa/contract';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useVisitorGuard } from '../visitor';
import { GroupManageModal } from './group-manage-modal';
import { isEmptyGroup } from './shop-order';

type TProps = {
  groups: TShopGroup[];
  shops: TShopTab[];
  selectedGroupId: number | null;
  onSelect: (groupId: number) => void;
};

/** 店铺分组 above TEMU/SHEIN: click selects a group; an empty group prompts to add shops (spec §2, §4). */
export function GroupSection({ groups, shops, selectedGroupId, onSelect }: TProps) {
  const { t } = useTranslation('shops');
  const { modal } = App.useApp();
  const { guard } = useVisitorGuard();
  const isBoss = useSession((s) => s.isBoss);
  const [collapsed, setCollapsed] = useState(false);
  // null: closed; 0: open with no member editor; a groupId: open on that group's members.
  const [manage, setManage] = useState<number | null>(null);
  const openManage = (groupId = 0) => guard(() => setManage(groupId));

  const pick = (g: TShopGroup) => {
    if (!isEmptyGroup(g)) {
      onSelect(g.groupId);
      return;
    }
    modal.confirm({
      title: t('groups.title'),
      content: t('groups.emptyGroup'),
      okText: t('groups.addShops'),
      cancelText: t('common.cancel'),
      onOk: () => openManage(g.groupId),
    });
  };

  return (
    <div className="ksa-shop-section shop-section" data-testid="group-section">
      <div className="ksa-shop-section-head shop-section-head" onClick={() => setCollapsed((c) => !c)}>
        {collapsed ? <RightOutlined className="ksa-shop-caret" /> : <DownOutlined className="ksa-shop-caret" />}
        <span>{t('groups.title')}</span>
        <span className="ksa-shop-count">{groups.length}</span>
        {isBoss && (
          <SettingOutlined
            className="shop-row-menu shop-group-manage"
            data-testid="group-manage"
            aria-label={t('groups.manage')}
            onClick={(e) => {
              e.stopPropagation();
              openManage();
            }}
          />
        )}
      </div>
      {!collapsed && groups.length === 0 && (
        <div className="shop-group-empty">
          <Typography.Text type="secondary">{t('groups.empty')}</Typography.Text>
          {isBoss && (
            <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => openManage()}>
              {t('groups.create')}
            </Button>
          )}
        </div>
      )}
      {!collapsed &&
        groups.map((g) => (
          <div
            key={g.groupId}
            className={`shop-row${g.groupId === selectedGroupId ? ' shop-row-active' : ''}`}
            data-testid={`group-row-${g.groupId}`}
            onClick={() => pick(g)}
          >
            <button
              type="button"
              className="shop-row-name"
              title={g.mallName}
              aria-pressed={g.groupId === selectedGroupId}
            >
              {g.mallName}
            </button>
            <span className="shop-sync">{g.shopIds.length}</span>
          </div>
        ))}
      {manage !== null && (
        <GroupManageModal groups={groups} shops={shops} editGroupId={manage || null} onClose={() => setManage(null)} />
      )}
    </div>
  );
}
