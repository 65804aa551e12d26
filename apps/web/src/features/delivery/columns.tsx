import { DeliveryStatusLabel, type TDeliveryRow, type TDeliveryStatus } from '@ksa/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const day = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '-';

const STATUS_COLOR: Record<TDeliveryStatus, string> = { 1: 'orange', 2: 'blue', 3: 'green', 4: 'default' };

/** Every column, and the tabs (§9: visibility by tab 1 备货单, 2 发货单, 3 收货结果) that show it. */
const ALL: (ColumnsType<TDeliveryRow>[number] & { tabs: number[]; exportAs?: (r: TDeliveryRow) => string | number })[] =
  [
    { title: '店铺', dataIndex: 'shopName', tabs: [1, 2, 3], exportAs: (r) => r.shopName },
    {
      title: '备货单号',
      dataIndex: 'orderSn',
      tabs: [1, 2, 3],
      render: (_, r) => (
        <span>
          {r.orderSn} {r.urgent ? <Tag color="red">急采</Tag> : null}
        </span>
      ),
      exportAs: (r) => r.orderSn,
    },
    { title: '商品', dataIndex: 'productName', tabs: [1, 2, 3], ellipsis: true, exportAs: (r) => r.productName },
    { title: 'SKC', dataIndex: 'skcId', tabs: [1, 2, 3], exportAs: (r) => r.skcId },
    {
      title: 'SKU 数量',
      key: 'skus',
      tabs: [1],
      render: (_, r) => r.skus.map((s) => `${s.extCode || s.skuId} ${s.className}×${s.quantity}`).join('；'),
      exportAs: (r) => r.skus.map((s) => `${s.extCode || s.skuId} ${s.className}×${s.quantity}`).join('；'),
    },
    { title: '件数', dataIndex: 'quantity', tabs: [1, 2, 3], exportAs: (r) => r.quantity },
    { title: '收货仓', dataIndex: 'warehouseName', tabs: [1, 2], exportAs: (r) => r.warehouseName },
    {
      title: '下单时间',
      key: 'purchaseAt',
      tabs: [1],
      render: (_, r) => day(r.purchaseAt),
      exportAs: (r) => day(r.purchaseAt),
    },
    {
      title: '要求到货日',
      key: 'requiredDay',
      tabs: [1, 2],
      render: (_, r) => (
        <span className={r.due ? `delivery-due-${r.due}` : undefined} data-due={r.due ?? ''}>
          {r.requiredDay}
          {r.due === 'overdue' ? (
            <Tag color="red">已逾期</Tag>
          ) : r.due === 'today' ? (
            <Tag color="gold">今日到期</Tag>
          ) : null}
        </span>
      ),
      exportAs: (r) => r.requiredDay,
    },
    {
      title: '发货类型',
      key: 'shipType',
      tabs: [1, 2],
      render: (_, r) => (r.shipType === 1 ? '工厂直发' : '自发'),
      exportAs: (r) => (r.shipType === 1 ? '工厂直发' : '自发'),
    },
    {
      title: '状态',
      key: 'status',
      tabs: [1, 2, 3],
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status as TDeliveryStatus]}>{DeliveryStatusLabel[r.status as TDeliveryStatus]}</Tag>
      ),
      exportAs: (r) => DeliveryStatusLabel[r.status as TDeliveryStatus],
    },
    {
      title: '发货单号',
      key: 'deliverySn',
      tabs: [2, 3],
      render: (_, r) => r.ship?.deliverySn ?? '-',
      exportAs: (r) => r.ship?.deliverySn ?? '',
    },
    {
      title: '箱数',
      key: 'boxes',
      tabs: [2],
      render: (_, r) => r.ship?.packageCount ?? '-',
      exportAs: (r) => r.ship?.packageCount ?? '',
    },
    {
      title: '物流',
      key: 'logistics',
      tabs: [2, 3],
      render: (_, r) => (r.ship?.trackingNo ? `${r.ship.expressCompany ?? ''} ${r.ship.trackingNo}` : '-'),
      exportAs: (r) => (r.ship?.trackingNo ? `${r.ship.expressCompany ?? ''} ${r.ship.trackingNo}` : ''),
    },
    {
      title: '发货时间',
      key: 'sentAt',
      tabs: [2, 3],
      render: (_, r) => day(r.ship?.sentAt),
      exportAs: (r) => day(r.ship?.sentAt),
    },
    {
      title: '收货时间',
      key: 'receivedAt',
      tabs: [3],
      render: (_, r) => day(r.ship?.receivedAt),
      exportAs: (r) => day(r.ship?.receivedAt),
    },
    {
      title: '实收',
      key: 'received',
      tabs: [3],
      render: (_, r) => r.ship?.receivedQty ?? '-',
      exportAs: (r) => r.ship?.receivedQty ?? '',
    },
    {
      title: '拒收',
      key: 'rejected',
      tabs: [3],
      render: (_, r) => r.ship?.rejectedQty ?? '-',
      exportAs: (r) => r.ship?.rejectedQty ?? '',
    },
  ];

export const columnsForTab = (tab: number) => ALL.filter((c) => c.tabs.includes(tab));

export const exportColumnsForTab = (tab: number) =>
  columnsForTab(tab).map((c) => ({ title: String(c.title), value: (r: TDeliveryRow) => c.exportAs?.(r) ?? '' }));
