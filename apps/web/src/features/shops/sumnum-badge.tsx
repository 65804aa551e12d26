import type { TShopTab } from '@ksa/contract';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Spec §3 sumnum: 异常 + 退货 of a shop (listings flagged abnormal plus return packages on their way back), as the
 * marketplace last reported it. Nothing is shown while it is unknown or 0.
 */
export function SumnumBadge({ shop }: { shop: Pick<TShopTab, 'mallId' | 'sumnum'> }) {
  const { t } = useTranslation('shops');
  if (!shop.sumnum) {
    return null;
  }
  return (
    <Tooltip title={t('row.sumnum', { n: shop.sumnum })}>
      <Badge
        count={shop.sumnum}
        size="small"
        overflowCount={99}
        className="ksa-sumnum"
        data-testid={`shop-sumnum-${shop.mallId}`}
        data-count={shop.sumnum}
        aria-label={t('row.sumnum', { n: shop.sumnum })}
      />
    </Tooltip>
  );
}
