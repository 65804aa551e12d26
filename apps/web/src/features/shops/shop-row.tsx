import { MoreOutlined } from '@ant-design/icons';
import type { TShopSyncStatus, TShopTab } from '@ksa/contract';
import { Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { SumnumBadge } from './sumnum-badge';
import { SyncBadge } from './sync-badge';

export type TRowActions = {
  onSelect: (id: number) => void;
  onRebind: (shop: TShopTab) => void;
  onRename: (shop: TShopTab) => void;
  onHide: (shop: TShopTab) => void;
  onDragStart: (shop: TShopTab) => void;
  /** True when the dragged shop may be dropped on this one (same list). */
  canDrop: (shop: TShopTab) => boolean;
  onDrop: (shop: TShopTab) => void;
};

type TProps = TRowActions & { shop: TShopTab; status: TShopSyncStatus | undefined; isSelected: boolean };

/** One shop in the side panel: short name (full name in a tooltip), sync badge, actions menu; draggable. */
export function ShopRow({ shop, status, isSelected, ...a }: TProps) {
  const { t } = useTranslation('shops');
  const isBoss = useSession((s) => s.isBoss);
  const id = shop.mallId;
  const items: MenuProps['items'] = [
    ...(isBoss ? [{ key: 'rename', label: <span data-testid={`shop-rename-${id}`}>{t('row.rename')}</span> }] : []),
    { key: 'hide', label: <span data-testid={`shop-hide-${id}`}>{t('row.hide')}</span> },
  ];
  const onMenu: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'rename') {
      a.onRename(shop);
    } else {
      a.onHide(shop);
    }
  };
  return (
    // The whole row is the click target; the name is the keyboard-reachable button (the badge may
    // hold its own link, which must not sit inside a <button>).
    <div
      className={`shop-row${isSelected ? ' shop-row-active' : ''}`}
      data-testid={`shop-row-${id}`}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(id));
        a.onDragStart(shop);
      }}
      onDragOver={(e) => {
        if (a.canDrop(shop)) {
          e.preventDefault();
        }
      }}
      onDrop={(e) => {
        e.preventDefault();
        a.onDrop(shop);
      }}
      onClick={() => a.onSelect(id)}
    >
      <Tooltip title={shop.mallName} placement="right" mouseEnterDelay={0.4}>
        <button type="button" className="shop-row-name" aria-pressed={isSelected}>
          {shop.mallNameDis || shop.mallName}
        </button>
      </Tooltip>
      <SumnumBadge shop={shop} />
      <SyncBadge shopId={id} status={status} onRebind={() => a.onRebind(shop)} />
      <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
        <MoreOutlined
          className="shop-row-menu"
          data-testid={`shop-menu-${id}`}
          aria-label={t('row.more')}
          onClick={(e) => e.stopPropagation()}
        />
      </Dropdown>
    </div>
  );
}
