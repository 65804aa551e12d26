import { Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { SeriesChart } from './series-chart';

type TProduct = { mallId: number; skcId: string; productName: string };

/** A product's units per SKU over the range (getLineChartDataVolumeBySKU), opened from the ranking. */
export function SkuVolumeModal({
  product,
  range,
  onClose,
}: {
  product: TProduct | null;
  range: TRange;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const path = useDashPaths().bySku;
  const q = useDash(
    path,
    product ? { shopId: product.mallId } : null,
    product ? { ...range, skcId: product.skcId } : undefined,
  );
  const series = (q.data?.series ?? []).map((s) => ({
    name: s.className || s.skuId,
    points: s.points.map((p) => [p.x, p.value] as [string, number]),
  }));
  return (
    <Modal
      open={product !== null}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
      title={`${t('ranking.bySku')} · ${product?.productName ?? ''}`}
    >
      {!q.data ? <Spin /> : series.length ? <SeriesChart series={series} testId="sku-volume-chart" /> : <Empty />}
    </Modal>
  );
}
