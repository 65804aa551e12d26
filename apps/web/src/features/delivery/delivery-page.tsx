import {
  DeliveryStatusLabel,
  ShipTypeLabel,
  type TDeliveryListRequest,
  type TDeliveryRow,
  type TDeliveryStatus,
} from '@ksa/contract';
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
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import {
  cancelShipOrder,
  confirmPacking,
  createShipOrder,
  deliveryKeys,
  fetchDeliveryList,
  fetchLogistics,
  fetchShops,
  fillLogistics,
  newIdemKey,
  setShipType,
} from './api';
import { runBatch } from './batch-run';
import { columnsForTab, exportColumnsForTab } from './columns';
import { exportDeliveryXlsx } from './export-xlsx';
import { printPickingList } from './picking-list';
import './delivery.css';

const TABS = [
  { key: '1', label: '备货单' },
  { key: '2', label: '发货单' },
  { key: '3', label: '收货结果' },
];
const rowKey = (r: TDeliveryRow) => `${r.shopId}:${r.orderSn}`;

type TBatch = { title: string; done: number; failed: number; total: number } | null;

/** /deliveryCenter (物流助手): the warehouse's stock orders and shipping orders across the visible shops. */
export default function DeliveryPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [tab, setTab] = useState<1 | 2 | 3>(1);
  const [status, setStatus] = useState<TDeliveryStatus | undefined>(undefined);
  const [shipType, setShipTypeFilter] = useState<0 | 1 | 2>(2);
  const [shopIds, setShopIds] = useState<number[]>([]);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ no: 1, size: 20 });
  const [selected, setSelected] = useState<TDeliveryRow[]>([]);
  const [batch, setBatch] = useState<TBatch>(null);
  const [logistics, setLogistics] = useState<{ rows: TDeliveryRow[]; company?: number; tracking: string } | null>(null);
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
  const shops = useQuery({ queryKey: [...deliveryKeys.all, 'shops'], queryFn: fetchShops });
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
      message.warning(`${title}：成功 ${out.done - out.failed}，失败 ${out.failed}`);
    } else {
      message.success(`${title}：已完成 ${out.done} 单`);
    }
    await reload();
  };

  const actionable = selected.filter((r) => r.actionable);
  const withShip = (s: number) => actionable.filter((r) => r.status === s && r.ship);

  const exportAll = async () => {
    const all = await fetchDeliveryList({ ...filters, pageNo: 1, pageSize: 500 });
    await exportDeliveryXlsx(`物流助手-${TABS[tab - 1]!.label}`, exportColumnsForTab(tab), all.list);
  };

  const counts = list.data?.counts ?? {};
  return (
    <div className="ksa-page delivery-page" data-testid="delivery-page">
      <Typography.Title level={4} className="ksa-page-title">
        物流助手
      </Typography.Title>
      <Card>
        <Tabs
          activeKey={String(tab)}
          items={TABS}
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
            <Radio.Button value={0}>全部</Radio.Button>
            {([1, 2, 3, 4] as const).map((s) => (
              <Radio.Button key={s} value={s} data-testid={`delivery-status-${s}`}>
                {DeliveryStatusLabel[s]} ({counts[s] ?? 0})
              </Radio.Button>
            ))}
          </Radio.Group>
          <Select
            value={shipType}
            style={{ width: 120 }}
            onChange={(v) => setShipTypeFilter(v)}
            options={([2, 0, 1] as const).map((v) => ({ value: v, label: ShipTypeLabel[v] }))}
            data-testid="delivery-ship-type"
          />
          <Select
            mode="multiple"
            allowClear
            placeholder="全部店铺"
            style={{ minWidth: 200 }}
            value={shopIds}
            onChange={setShopIds}
            options={fullManaged.map((s) => ({ value: s.mallId, label: s.mallName }))}
            data-testid="delivery-shops"
          />
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} data-testid="delivery-dates" />
          <Input.Search
            allowClear
            placeholder="SKU / 备货单号 / 发货单号"
            style={{ width: 240 }}
            onSearch={(v) => {
              setKeyword(v);
              setPage((p) => ({ ...p, no: 1 }));
            }}
            data-testid="delivery-search"
          />
        </Space>
        <Space wrap className="delivery-actions">
          <Button
            type="primary"
            disabled={!actionable.some((r) => r.status === 1 && (!r.ship || r.ship.marketStatus === 5))}
            onClick={() =>
              setBoxes({
                rows: actionable.filter((r) => r.status === 1 && (!r.ship || r.ship.marketStatus === 5)),
                count: 1,
                mode: 'create',
              })
            }
            data-testid="delivery-create"
          >
            创建发货单
          </Button>
          <Button
            disabled={!actionable.some((r) => r.status === 1 && r.ship && r.ship.marketStatus === 0)}
            onClick={() =>
              setBoxes({
                rows: actionable.filter((r) => r.status === 1 && r.ship && r.ship.marketStatus === 0),
                count: 1,
                mode: 'pack',
              })
            }
            data-testid="delivery-pack"
          >
            确认装箱
          </Button>
          <Button
            disabled={!withShip(2).length}
            onClick={() => setLogistics({ rows: withShip(2), tracking: '' })}
            data-testid="delivery-logistics"
          >
            填写物流并发货
          </Button>
          <Button
            danger
            disabled={!actionable.some((r) => r.ship && r.ship.marketStatus === 0 && r.status !== 3)}
            onClick={() =>
              run(
                '取消发货单',
                actionable.filter((r) => r.ship && r.ship.marketStatus === 0),
                (r) => cancelShipOrder(r.shopId, r.ship!.deliverySn),
              )
            }
            data-testid="delivery-cancel"
          >
            取消发货单
          </Button>
          <Button
            disabled={!selected.length}
            onClick={() => run('设为工厂直发', selected, (r) => setShipType(r.shopId, [r.orderSn], 1))}
          >
            设为工厂直发
          </Button>
          <Button
            disabled={!selected.length}
            onClick={() => run('设为自发', selected, (r) => setShipType(r.shopId, [r.orderSn], 0))}
          >
            设为自发
          </Button>
          <Button
            disabled={!selected.length}
            onClick={() => printPickingList(selected) || message.warning('请允许弹出窗口后重试')}
            data-testid="delivery-print"
          >
            打印拣货单
          </Button>
          <Button onClick={() => exportAll().catch(() => message.error('导出失败'))} data-testid="delivery-export">
            导出 Excel
          </Button>
        </Space>
        {batch && (
          <div className="delivery-progress" data-testid="delivery-progress">
            <span>
              {batch.title}：{batch.done}/{batch.total}
              {batch.failed ? `（失败 ${batch.failed}）` : ''}
            </span>
            <Progress percent={Math.round((batch.done / Math.max(1, batch.total)) * 100)} size="small" />
          </div>
        )}
        <Table<TDeliveryRow>
          rowKey={rowKey}
          size="small"
          loading={list.isFetching}
          columns={columnsForTab(tab)}
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
        title={boxes?.mode === 'create' ? '创建发货单' : '确认装箱'}
        onCancel={() => setBoxes(null)}
        onOk={() => {
          const b = boxes!;
          setBoxes(null);
          void (b.mode === 'create'
            ? run('创建发货单', b.rows, (r) => createShipOrder(r.shopId, [r.orderSn], b.count))
            : run('确认装箱', b.rows, (r) =>
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
          每单箱数
          <InputNumber
            min={1}
            max={999}
            value={boxes?.count}
            onChange={(v) => boxes && setBoxes({ ...boxes, count: v ?? 1 })}
          />
          <span>共 {boxes?.rows.length ?? 0} 单</span>
        </Space>
      </Modal>
      <LogisticsModal
        state={logistics}
        onChange={setLogistics}
        onSubmit={(s) => {
          setLogistics(null);
          void run('填写物流并发货', s.rows, (r) =>
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

type TLogistics = { rows: TDeliveryRow[]; company?: number; tracking: string } | null;

function LogisticsModal({
  state,
  onChange,
  onSubmit,
}: {
  state: TLogistics;
  onChange: (s: TLogistics) => void;
  onSubmit: (s: NonNullable<TLogistics>) => void;
}) {
  const shopId = state?.rows[0]?.shopId;
  const companies = useQuery({
    queryKey: [...deliveryKeys.all, 'logistics', shopId],
    queryFn: () => fetchLogistics(shopId!),
    enabled: Boolean(shopId),
  });
  const valid = Boolean(state?.company) && /^[A-Za-z0-9-]{4,40}$/.test(state?.tracking ?? '');
  return (
    <Modal
      open={Boolean(state)}
      title="填写物流并发货"
      onCancel={() => onChange(null)}
      okButtonProps={{ disabled: !valid, ...({ 'data-testid': 'delivery-logistics-ok' } as Record<string, string>) }}
      onOk={() => state && onSubmit(state)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          placeholder="物流公司"
          value={state?.company}
          loading={companies.isFetching}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => state && onChange({ ...state, company: v })}
          data-testid="delivery-company"
        />
        <Input
          placeholder="物流单号"
          value={state?.tracking}
          onChange={(e) => state && onChange({ ...state, tracking: e.target.value })}
          data-testid="delivery-tracking"
        />
        {state && state.rows.length > 1 && <span>多单时每单单号自动加发货单尾号</span>}
      </Space>
    </Modal>
  );
}
