import type { TDeliveryRow, TDeliveryStatus } from '@ksa/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

const day = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '-';

const STATUS_COLOR: Record<TDeliveryStatus, string> = { 1: 'orange', 2: 'blue', 3: 'green', 4: 'default' };

type TColumn = ColumnsType<TDeliveryRow>[number] & { tabs: number[]; exportAs?: (r: TDeliveryRow) => string | number };

/** Every column, and the tabs (§9: visibility by tab 1 备货单, 2 发货单, 3 收货结果) that show it; `t` of 'delivery'. */
const allColumns = (t: TFunction<'delivery'>): TColumn[] => {
  const status = (r: TDeliveryRow) => t(`status.${r.status}`);
  const shipType = (r: TDeliveryRow) => t(`shipType.${r.shipType === 1 ? 1 : 0}`);
  const skus = (r: TDeliveryRow) =>
    r.skus.map((s) => `${s.extCode || s.skuId} ${s.className}×${s.quantity}`).join(t('listSeparator'));
  return [
    { title: t('columns.shop'), dataIndex: 'shopName', tabs: [1, 2, 3], exportAs: (r) => r.shopName },
    {
      title: t('columns.orderSn'),
      dataIndex: 'orderSn',
      tabs: [1, 2, 3],
      render: (_, r) => (
        <span>
          {r.orderSn} {r.urgent ? <Tag color="red">{t('tags.urgent')}</Tag> : null}
        </span>
      ),
      exportAs: (r) => r.orderSn,
    },
    {
      title: t('columns.product'),
      dataIndex: 'productName',
      tabs: [1, 2, 3],
      ellipsis: true,
      exportAs: (r) => r.productName,
    },
    { title: t('columns.skc'), dataIndex: 'skcId', tabs: [1, 2, 3], exportAs: (r) => r.skcId },
    {
      title: t('columns.skus'),
      key: 'skus',
      tabs: [1],
      render: (_, r) => skus(r),
      exportAs: skus,
    },
    { title: t('columns.quantity'), dataIndex: 'quantity', tabs: [1, 2, 3], exportAs: (r) => r.quantity },
    { title: t('columns.warehouse'), dataIndex: 'warehouseName', tabs: [1, 2], exportAs: (r) => r.warehouseName },
    {
      title: t('columns.purchaseAt'),
      key: 'purchaseAt',
      tabs: [1],
      render: (_, r) => day(r.purchaseAt),
      exportAs: (r) => day(r.purchaseAt),
    },
    {
      title: t('columns.requiredDay'),
      key: 'requiredDay',
      tabs: [1, 2],
      render: (_, r) => (
        <span className={r.due ? `delivery-due-${r.due}` : undefined} data-due={r.due ?? ''}>
          {r.requiredDay}
          {r.due === 'overdue' ? (
            <Tag color="red">{t('tags.overdue')}</Tag>
          ) : r.due === 'today' ? (
            <Tag color="gold">{t('tags.dueToday')}</Tag>
          ) : null}
        </span>
      ),
      exportAs: (r) => r.requiredDay,
    },
    {
      title: t('columns.shipType'),
      key: 'shipType',
      tabs: [1, 2],
      render: (_, r) => shipType(r),
      exportAs: shipType,
    },
    {
      title: t('columns.status'),
      key: 'status',
      tabs: [1, 2, 3],
      render: (_, r) => <Tag color={STATUS_COLOR[r.status as TDeliveryStatus]}>{status(r)}</Tag>,
      exportAs: status,
    },
    {
      title: t('columns.deliverySn'),
      key: 'deliverySn',
      tabs: [2, 3],
      render: (_, r) => r.ship?.deliverySn ?? '-',
      exportAs: (r) => r.ship?.deliverySn ?? '',
    },
    {
      title: t('columns.boxes'),
      key: 'boxes',
      tabs: [2],
      render: (_, r) => r.ship?.packageCount ?? '-',
      exportAs: (r) => r.ship?.packageCount ?? '',
    },
    {
      title: t('columns.logistics'),
      key: 'logistics',
      tabs: [2, 3],
      render: (_, r) => (r.ship?.trackingNo ? `${r.ship.expressCompany ?? ''} ${r.ship.trackingNo}` : '-'),
      exportAs: (r) => (r.ship?.trackingNo ? `${r.ship.expressCompany ?? ''} ${r.ship.trackingNo}` : ''),
    },
    {
      title: t('columns.sentAt'),
      key: 'sentAt',
      tabs: [2, 3],
      render: (_, r) => day(r.ship?.sentAt),
      exportAs: (r) => day(r.ship?.sentAt),
    },
    {
      title: t('columns.receivedAt'),
      key: 'receivedAt',
      tabs: [3],
      render: (_, r) => day(r.ship?.receivedAt),
      exportAs: (r) => day(r.ship?.receivedAt),
    },
    {
      title: t('columns.received'),
      key: 'received',
      tabs: [3],
      render: (_, r) => r.ship?.receivedQty ?? '-',
      exportAs: (r) => r.ship?.receivedQty ?? '',
    },
    {
      title: t('columns.rejected'),
      key: 'rejected',
      tabs: [3],
      render: (_, r) => r.ship?.rejectedQty ?? '-',
      exportAs: (r) => r.ship?.rejectedQty ?? '',
    },
  ];
};

export const columnsForTab = (tab: number, t: TFunction<'delivery'>) =>
  allColumns(t).filter((c) => c.tabs.includes(tab));

export const exportColumnsForTab = (tab: number, t: TFunction<'delivery'>) =>
  columnsForTab(tab, t).map((c) => ({ title: String(c.title), value: (r: TDeliveryRow) => c.exportAs?.(r) ?? '' }));
