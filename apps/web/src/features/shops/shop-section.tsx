import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { TShopSyncStatus } from '@ksa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlatform } from './shop-groups';
import type { TTabLists } from './shop-order';
import { ShopRow, type TRowActions } from './shop-row';

type TProps = {
  platform: TPlatform;
  lists: TTabLists;
  statusById: Map<number, TShopSyncStatus>;
  selectedId: number;
  actions: TRowActions;
};

/** TEMU店铺 / SHEIN店铺 with collapsible 全托管 / 半托管 lists (empty parts are left out). */
export function ShopSection({ platform, lists, statusById, selectedId, actions }: TProps) {
  const { t } = useTranslation();
  // Keys: the section itself ('all') and each part; everything starts expanded.
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const toggle = (key: string) => setCollapsed((c) => ({ ...c, [key]: !c[key] }));
  const caret = (key: string) =>
    collapsed[key] ? <RightOutlined className="ksa-shop-caret" /> : <DownOutlined className="ksa-shop-caret" />;
  const parts = [
    { managed: 'full' as const, shops: lists[`${platform}Full`] },
    { managed: 'semi' as const, shops: lists[`${platform}Semi`] },
  ];
  const count = parts.reduce((n, p) => n + p.shops.length, 0);
  return (
    <div className="ksa-shop-section shop-section" data-testid={`shop-section-${platform}`}>
      <div className="ksa-shop-section-head shop-section-head" onClick={() => toggle('all')}>
        {caret('all')}
        <span>{t(`shops.section.${platform}`)}</span>
        <span className="ksa-shop-count">{count}</span>
      </div>
      {!collapsed.all &&
        parts
          .filter((p) => p.shops.length > 0)
          .map((part) => (
            <div key={part.managed} className="shop-part">
              <div className="shop-part-head" onClick={() => toggle(part.managed)}>
                {caret(part.managed)}
                <span>{t(part.managed === 'full' ? 'shops.fullManaged' : 'shops.semiManaged')}</span>
                <span className="ksa-shop-count">{part.shops.length}</span>
              </div>
              {!collapsed[part.managed] &&
                part.shops.map((shop) => (
                  <ShopRow
                    key={shop.mallId}
                    shop={shop}
                    status={statusById.get(shop.mallId)}
                    isSelected={shop.mallId === selectedId}
                    {...actions}
                  />
                ))}
            </div>
          ))}
    </div>
  );
}
