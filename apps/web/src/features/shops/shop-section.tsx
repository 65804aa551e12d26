import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { TShopListItem, TShopSyncStatus } from '@ksa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShopSectionData } from './shop-groups';
import { ShopRow } from './shop-row';

type TProps = {
  section: TShopSectionData;
  statusById: Map<number, TShopSyncStatus>;
  selectedId: number;
  onSelect: (id: number) => void;
  onRebind: (shop: TShopListItem) => void;
};

/** TEMU店铺 / SHEIN店铺 with collapsible 全托管 / 半托管 lists (empty parts are left out). */
export function ShopSection({ section, statusById, selectedId, onSelect, onRebind }: TProps) {
  const { t } = useTranslation();
  // Keys: the section itself ('all') and each part; everything starts expanded.
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const toggle = (key: string) => setCollapsed((c) => ({ ...c, [key]: !c[key] }));
  const caret = (key: string) =>
    collapsed[key] ? <RightOutlined className="ksa-shop-caret" /> : <DownOutlined className="ksa-shop-caret" />;
  return (
    <div className="ksa-shop-section shop-section" data-testid={`shop-section-${section.platform}`}>
      <div className="ksa-shop-section-head shop-section-head" onClick={() => toggle('all')}>
        {caret('all')}
        <span>{t(`shops.section.${section.platform}`)}</span>
        <span className="ksa-shop-count">{section.count}</span>
      </div>
      {!collapsed.all &&
        section.parts
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
                    onSelect={onSelect}
                    onRebind={onRebind}
                  />
                ))}
            </div>
          ))}
    </div>
  );
}
