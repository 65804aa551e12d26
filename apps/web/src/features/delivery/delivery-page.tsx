import type { TDeliveryListRequest, TDeliveryRow, TDeliveryStatus } from '@ksa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Input,
  InputNumber,
  Modal,
  Progress,
  Radio,
  Select,
  Space,
  Table,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayMakeCalls } from '../../app/page-access';
import { ShipOrderLabelsButton } from '../labels';
import { useViewerRole } from '../session';
import { rowsFor, type TDeliveryAction, whyDisabled } from './action-reasons';
import {
  cancelShipOrder,
  confirmPacking,
  createShipOrder,
  deliveryKeys,
  fetchDeliveryList,
  fetchShops,
  fillLogistics,
  newIdemKey,
  setShipType,
} from './api';
import { runBatch } from './batch-run';
import { columnsForTab, exportColumnsForTab } from './columns';
import { exportDeliveryXlsx } from './export-xlsx';
import { LogisticsModal, type TLogistics } from './logistics-modal';
import { printPickingList } from './picking-list';
import './delivery.css';

const TAB_KEYS = ['1', '2', '3'] as const;
const rowKey = (r: TDeliveryRow) => `${r.shopId}:${r.orderSn}`;

type TBatch = { title: string; done: number; failed: number; total: number } | null;

/** /deliveryCenter (物流助手): the warehouse's stock orders and shipping orders across the visible shops. */
export default function DeliveryPage() {
  const { t, i18n } = useTranslation('delivery');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const tabs = TAB_KEYS.map((key) => ({ key, label: t(`tabs.${key}`) }));
  const [tab, setTab] = useState<1 | 2 | 3>(1);
  const [status, setStatus] = useState<TDeliveryStatus | undefined>(undefined);
  const [shipType, setShipTypeFilter] = useState<0 | 1 | 2>(2);
  const [shopIds, setShopIds] = useState<number[]>([]);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ no: 1, size: 20 });
  const [selected, setSelected] = useState<TDeliveryRow[]>([]);
  const [batch, setBatch] = useState<TBatch>(null);
  const [logistics, setLogistics] = useState<TLogistics>(null);
  const [boxes, setBoxes] = useState<{ rows: TDeliveryRow[]; count: number; mode: 'create' | 'pack' } | null>(null);

  const filters: TDeliveryListRequest = {
    tab,
    shipType,
    ...(status ? { status } : {}),
    ...(shopIds.length ? { shopIds } : {}),
    ...(range?.[0] ? { startDate: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { endDate: range[1].format('YYYY-MM-DD') } : {}),
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  };
  // The shipper may not list shops (roles table): the shop filter then offers what the work list shows.
  const mayListShops = mayMakeCalls(['shopList'], useViewerRole());
  const shops = useQuery({ queryKey: [...deliveryKeys.all, 'shops'], queryFn: fetchShops, enabled: mayListShops });
  const list = useQuery({
    queryKey: [...deliveryKeys.all, 'list', filters, page],
    queryFn: () => fetchDeliveryList({ ...filters, pageNo: page.no, pageSize: page.size }),
    placeholderData: (prev) => prev,
    // A live work list: going back to a filter asks again rather than showing what it was minutes ago.
    staleTime: 0,
  });
  const fullManaged = useMemo(() => (shops.data ?? []).filter((s) => !s.isSemiManagedMall), [shops.data]);
  const reload = () => {
    setSelected([]);
    return qc.invalidateQueries({ queryKey: deliveryKeys.all });
  };

  const run = async (title: string, rows: TDeliveryRow[], act: (r: TDeliveryRow) => Promise<unknown>) => {
    setBatch({ title, done: 0, failed: 0, total: rows.length });
    const out = await runBatch(rows, act, (done, failed) => setBatch({ title, done, failed, total: rows.length }));
    if (out.failed) {
      message.warning(t('batch.partial', { title, ok: out.done - out.failed, failed: out.failed }));
    } else {
      message.success(t('batch.done', { title, count: out.done }));
    }
    await reload();
  };

  const targets = rowsFor(selected);
  // A disabled button says why on hover (the span keeps the tooltip alive over a disabled button).
  const why = (action: TDeliveryAction) => {
    const w = whyDisabled(selected, action);
    return { disabled: w !== null, title: w ? t(`why.${w}`) : undefined };
  };
  const explained = (action: TDeliveryAction, button: ReactElement) => (
    <Tooltip title={why(action).title}>
      <span data-testid={`delivery-why-${action}`}>{button}</span>
    </Tooltip>
  );

  const exportAll = async () => {
    const all = await fetchDeliveryList({ ...filters, pageNo: 1, pageSize: 500 });
    await exportDeliveryXlsx(
      t('exportFile', { tab: t(`tabs.${tab}`) }),
      t('title').slice(0, 31),
      exportColumnsForTab(tab, t),
      all.list,
    );
  };

  const counts = list.data?.counts ?? {};
  return (
    <div className="ksa-page delivery-page" data-testid="delivery-page">
      <Typography.Title level={4} className="ksa-page-title">
        {t('title')}
      </Typography.Title>
      <Card>
        <Tabs
          activeKey={String(tab)}
          items={tabs}
          onChange={(k) => {
            setTab(Number(k) as 1 | 2 | 3);
            setPage((p) => ({ ...p, no: 1 }));
          }}
          data-testid="delivery-tabs"
        />
        <Space wrap className="delivery-filters">
          <Radio.Group
            value={status ?? 0}
            onChange={(e) => {
              setStatus(e.target.value === 0 ? undefined : (e.target.value as TDeliveryStatus));
              setPage((p) => ({ ...p, no: 1 }));
            }}
            data-testid="delivery-status"
          >
            <Radio.Button value={0}>{t('status.all')}</Radio.Button>
            {([1, 2, 3, 4] as const).map((s) => (
              <Radio.Button key={s} value={s} data-testid={`delivery-status-${s}`}>
                {t(`status.${s}`)} ({counts[s] ?? 0})
              </Radio.Button>
            ))}
          </Radio.Group>
          <Select
            value={shipType}
            style={{ width: 120 }}
            onChange={(v) => setShipTypeFilter(v)}
            options={([2, 0, 1] as const).map((v) => ({ value: v, label: t(`shipType.${v}`) }))}
            data-testid="delivery-ship-type"
          />
          <Select
            mode="multiple"
            allowClear
            placeholder={t('filters.allShops')}
            style={{ minWidth: 200 }}
            value={shopIds}
            onChange={setShopIds}
            options={fullManaged.map((s) => ({ value: s.mallId, label: s.mallName }))}
            data-testid="delivery-shops"
          />
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} data-testid="delivery-dates" />
          <Input.Search
            allowClear
            placeholder={t('filters.search')}
            style={{ width: 240 }}
            onSearch={(v) => {
              setKeyword(v);
              setPage((p) => ({ ...p, no: 1 }));
            }}
            data-testid="delivery-search"
          />
        </Space>
        <Space wrap className="delivery-actions">
          {explained(
            'create',
            <Button
              type="primary"
              disabled={why('create').disabled}
              onClick={() => setBoxes({ rows: targets.create, count: 1, mode: 'create' })}
              data-testid="delivery-create"
            >
              {t('actions.create')}
            </Button>,
          )}
          {explained(
            'pack',
            <Button
              disabled={why('pack').disabled}
              onClick={() => setBoxes({ rows: targets.pack, count: 1, mode: 'pack' })}
              data-testid="delivery-pack"
            >
              {t('actions.pack')}
            </Button>,
          )}
          {explained(
            'logistics',
            <Button
              disabled={why('logistics').disabled}
              onClick={() => setLogistics({ rows: targets.logistics, tracking: '' })}
              data-testid="delivery-logistics"
            >
              {t('actions.logistics')}
            </Button>,
          )}
          {explained(
            'cancel',
            <Button
              danger
              disabled={why('cancel').disabled}
              onClick={() =>
                run(t('actions.cancel'), targets.cancel, (r) => cancelShipOrder(r.shopId, r.ship!.deliverySn))
              }
              data-testid="delivery-cancel"
            >
              {t('actions.cancel')}
            </Button>,
          )}
          {explained(
            'shipType',
            <Button
              disabled={why('shipType').disabled}
              onClick={() => run(t('actions.toFactory'), selected, (r) => setShipType(r.shopId, [r.orderSn], 1))}
            >
              {t('actions.toFactory')}
            </Button>,
          )}
          {explained(
            'shipType',
            <Button
              disabled={why('shipType').disabled}
              onClick={() => run(t('actions.toSelf'), selected, (r) => setShipType(r.shopId, [r.orderSn], 0))}
            >
              {t('actions.toSelf')}
            </Button>,
          )}
          {explained(
            'print',
            <Button
              disabled={why('print').disabled}
              onClick={() => printPickingList(selected, t, i18n.language) || message.warning(t('popupBlocked'))}
              data-testid="delivery-print"
            >
              {t('actions.print')}
            </Button>,
          )}
          <ShipOrderLabelsButton
            orders={selected.flatMap((r) => (r.ship ? [{ shopId: r.shopId, deliverySn: r.ship.deliverySn }] : []))}
          />
          <Button
            onClick={() => exportAll().catch(() => message.error(t('exportFailed')))}
            data-testid="delivery-export"
          >
            {t('actions.export')}
          </Button>
        </Space>
        {batch && (
          <div className="delivery-progress" data-testid="delivery-progress">
            <span>
              {t('batch.progress', { title: batch.title, done: batch.done, total: batch.total })}
              {batch.failed ? t('batch.failed', { failed: batch.failed }) : ''}
            </span>
            <Progress percent={Math.round((batch.done / Math.max(1, batch.total)) * 100)} size="small" />
          </div>
        )}
        <Table<TDeliveryRow>
          rowKey={rowKey}
          size="small"
          loading={list.isFetching}
          columns={columnsForTab(tab, t)}
          dataSource={list.data?.list ?? []}
          rowClassName={(r) => (r.due ? `delivery-row-${r.due}` : '')}
          rowSelection={{
            selectedRowKeys: selected.map(rowKey),
            onChange: (_, rows) => setSelected(rows),
          }}
          pagination={{
            current: page.no,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (no, size) => setPage({ no, size }),
          }}
          scroll={{ y: 500 }}
          data-testid="delivery-table"
        />
      </Card>
      <Modal
        open={Boolean(boxes)}
        title={boxes?.mode === 'create' ? t('actions.create') : t('actions.pack')}
        onCancel={() => setBoxes(null)}
        onOk={() => {
          const b = boxes!;
          setBoxes(null);
          void (b.mode === 'create'
            ? run(t('actions.create'), b.rows, (r) => createShipOrder(r.shopId, [r.orderSn], b.count))
            : run(t('actions.pack'), b.rows, (r) =>
                confirmPacking({
                  shopId: r.shopId,
                  deliverySn: r.ship!.deliverySn,
                  packageCount: b.count,
                  idemKey: newIdemKey('pack'),
                }),
              ));
        }}
        okButtonProps={{ 'data-testid': 'delivery-boxes-ok' } as Record<string, string>}
      >
        <Space>
          {t('boxes.perOrder')}
          <InputNumber
            min={1}
            max={999}
            value={boxes?.count}
            onChange={(v) => boxes && setBoxes({ ...boxes, count: v ?? 1 })}
          />
          <span>{t('boxes.orders', { count: boxes?.rows.length ?? 0 })}</span>
        </Space>
      </Modal>
      <LogisticsModal
        state={logistics}
        onChange={setLogistics}
        onSubmit={(s) => {
          setLogistics(null);
          void run(t('actions.logistics'), s.rows, (r) =>
            fillLogistics({
              shopId: r.shopId,
              deliverySn: r.ship!.deliverySn,
              expressCompanyId: s.company!,
              trackingNo: s.rows.length > 1 ? `${s.tracking}-${r.ship!.deliverySn.slice(-4)}` : s.tracking,
              idemKey: newIdemKey('send'),
            }),
          );
        }}
      />
    </div>
  );
}
