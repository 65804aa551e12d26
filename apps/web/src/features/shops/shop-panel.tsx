import { AppstoreOutlined, RightOutlined, ShopOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../notices/notice-store';
import { useVisitorGuard } from '../visitor/use-visitor-guard';

type TSection = { key: 'groups' | 'temu' | 'shein'; count: number; split?: { full: number; semi: number } };

/**
 * Spec §2 side shop panel (240px): the all-shops summary row, then groups, TEMU and SHEIN shops
 * split into 全托管/半托管. The shop list arrives with the shops feature; until then it shows the
 * spec's empty text and a way to bind.
 */
export function ShopPanel() {
  const { t } = useTranslation();
  const { guard } = useVisitorGuard();
  const sections: TSection[] = [
    { key: 'groups', count: 0 },
    { key: 'temu', count: 0, split: { full: 0, semi: 0 } },
    { key: 'shein', count: 0, split: { full: 0, semi: 0 } },
  ];
  const handleBind = () => guard(() => useNotices.getState().showComingSoon('menu.bindAccount'));
  return (
    <aside className="ksa-shop-panel" data-testid="shop-panel">
      <div className="ksa-shop-summary ksa-shop-summary-active">
        <AppstoreOutlined />
        <span className="ksa-shop-summary-title">{t('shops.summary')}</span>
        <Badge count={0} showZero color="#ff6a00" />
      </div>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        className="ksa-shop-empty"
        description={<Typography.Text type="secondary">{t('shops.empty')}</Typography.Text>}
      >
        <Button type="primary" icon={<ShopOutlined />} onClick={handleBind}>
          {t('shops.goBind')}
        </Button>
      </Empty>
      <div className="ksa-shop-sections">
        {sections.map((s) => (
          <div key={s.key} className="ksa-shop-section">
            <div className="ksa-shop-section-head">
              <RightOutlined className="ksa-shop-caret" />
              <span>{t(`shops.section.${s.key}`)}</span>
              <span className="ksa-shop-count">{s.count}</span>
            </div>
            {s.split && (
              <div className="ksa-shop-split">
                <span>
                  {t('shops.fullManaged')} {s.split.full}
                </span>
                <span>
                  {t('shops.semiManaged')} {s.split.semi}
                </span>
              </div>
            )}
          </div>
        ))}
      </div>
    </aside>
  );
}
