import type { TDeliveryListRequest, TDeliveryRow } from '@ksa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Progress, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayMakeCalls } from '../../app/page-access';
import { exportXlsx } from '../../lib/export-xlsx';
import { useViewerRole } from '../session';
import {
  confirmPacking,
  createShipOrder,
  deliveryKeys,
  fetchDeliveryList,
  fetchShops,
  fillLogistics,
  newIdemKey,
} from './api';
import { runBatch } from './batch-run';
import { BoxesModal, type TBoxes } from './boxes-modal';
import { columnsForTab, exportColumnsForTab } from './columns';
import { DeliveryActions } from './delivery-actions';
import { DeliveryFilters, type TDeliveryFilterState } from './delivery-filters';
import { batchPercent, listRequestOf, trackingNoFor } from './delivery-rules';
import { LogisticsModal, type TLogistics } from './logistics-modal';
import './delivery.css';

const rowKey = (r: TDeliveryRow) => `${r.shopId}:${r.orderSn}`;

type TBatch = { title: string; done: number; failed: number; total: number } | null;

/** /deliveryCenter (物流助手): the warehouse's stock orders and shipping orders across the visible shops. */
export default function DeliveryPage() {
  const { t } = useTranslation('delivery');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [filterState, setFilterState] = useState<TDeliveryFilterState>({
    tab: 1,
    status: undefined,
    shipType: 2,
    shopIds: [],
    range: null,
  });
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ no: 1, size: 20 });
  const [selected, setSelected] = useState<TDeliveryRow[]>([]);
  const [batch, setBatch] = useState<TBatch>(null);
  const [logistics, setLogistics] = useState<TLogistics>(null);
  const [boxes, setBoxes] = useState<TBoxes>(null);
  const { tab, range } = filterState;

  const filters: TDeliveryListRequest = listRequestOf({
    ...filterState,
    startDate: range?.[0]?.format('YYYY-MM-DD') ?? null,
    endDate: range?.[1]?.format('YYYY-MM-DD') ?? null,
    keyword,
  });
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

  const exportAll = async () => {
    const all = await fetchDeliveryList({ ...filters, pageNo: 1, pageSize: 500 });
    await exportXlsx(t('exportFile', { tab: t(`tabs.${tab}`) }), exportColumnsForTab(tab, t), all.list, {
      sheet: t('title'),
    });
  };

  return (
    <div className="ksa-page delivery-page" data-testid="delivery-page">
      <Typography.Title level={4} className="ksa-page-title">
        {t('title')}
      </Typography.Title>
      <Card>
        <DeliveryFilters
          value={filterState}
          onChange={(next, restart) => {
            setFilterState((f) => ({ ...f, ...next }));
            if (restart) {
              setPage((p) => ({ ...p, no: 1 }));
            }
          }}
          onSearch={(v) => {
            setKeyword(v);
            setPage((p) => ({ ...p, no: 1 }));
          }}
          counts={list.data?.counts ?? {}}
          shopOptions={fullManaged.map((s) => ({ value: s.mallId, label: s.mallName }))}
        />
        <DeliveryActions
          selected={selected}
          run={run}
          onBoxes={setBoxes}
          onLogistics={setLogistics}
          onExport={exportAll}
        />
        {batch && (
          <div className="delivery-progress" data-testid="delivery-progress">
            <span>
              {t('batch.progress', { title: batch.title, done: batch.done, total: batch.total })}
              {batch.failed ? t('batch.failed', { failed: batch.failed }) : ''}
            </span>
            <Progress percent={batchPercent(batch.done, batch.total)} size="small" />
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
      <BoxesModal
        state={boxes}
        onChange={setBoxes}
        onSubmit={(b) =>
          void (b.mode === 'create'
            ? run(t('actions.create'), b.rows, (r) => createShipOrder(r.shopId, [r.orderSn], b.count))
            : run(t('actions.pack'), b.rows, (r) =>
                confirmPacking({
                  shopId: r.shopId,
                  deliverySn: r.ship!.deliverySn,
                  packageCount: b.count,
                  idemKey: newIdemKey('pack'),
                }),
              ))
        }
      />
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
              trackingNo: trackingNoFor(s.tracking, r.ship!.deliverySn, s.rows.length),
              idemKey: newIdemKey('send'),
            }),
          );
        }}
      />
    </div>
  );
}
