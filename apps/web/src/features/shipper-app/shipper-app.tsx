import { ApiRoutes, DeliveryStatusLabel, type TDeliveryRow, type TDeliveryStatus } from '@ksa/contract';
import { Alert, App, Button, Card, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { dropQueued, enqueue, flush, queued, type TQueued } from './offline-queue';
import { photoDataUrl } from './photos';
import { Scanner } from './scanner';
import { fetchLogistics, fetchTasks, login, setShipperToken, shipperToken } from './shipper-api';
import './shipper-app.css';

/** Puts the manifest and the service worker in place while /m/ is open (the main app has neither). */
const usePwa = () => {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/m/manifest.webmanifest';
    document.head.appendChild(link);
    const theme = document.createElement('meta');
    theme.name = 'theme-color';
    theme.content = '#1677ff';
    document.head.appendChild(theme);
    if ('serviceWorker' in navigator) {
      void navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch(() => {});
    }
    return () => {
      link.remove();
      theme.remove();
    };
  }, []);
};

function LoginForm({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title="仓库发货员登录" className="m-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input
          placeholder="手机号"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          data-testid="m-phone"
        />
        <Input.Password
          placeholder="密码"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="m-password"
        />
        {error && <Alert type="error" message={error} />}
        <div className="m-hint" data-testid="m-first-login">
          首次使用：BOSS 凭您手机收到的验证码添加您后，请先在网页版用验证码登录并设置自己的密码。
        </div>
        <Button
          type="primary"
          block
          data-testid="m-login"
          onClick={() =>
            login(phone, password)
              .then(onDone)
              .catch((e: Error) => setError(e.message))
          }
        >
          登录
        </Button>
      </Space>
    </Card>
  );
}

const key = (action: string) => `m-${action}-${crypto.randomUUID()}`;

function TaskCard({ row, onQueued }: { row: TDeliveryRow; onQueued: (label: string) => void }) {
  const [boxes, setBoxes] = useState(row.ship?.packageCount ?? 1);
  const [photos, setPhotos] = useState<string[]>([]);
  const [company, setCompany] = useState<number | undefined>();
  const [tracking, setTracking] = useState('');
  const [companies, setCompanies] = useState<{ id: number; name: string }[]>([]);
  const shipOpen = row.ship && row.ship.marketStatus === 0 ? row.ship : null;
  const queue = async (path: string, body: Record<string, unknown>, label: string, action: string) => {
    await enqueue({ idemKey: key(action), path, body, label });
    onQueued(label);
  };
  return (
    <Card
      size="small"
      className={`m-task ${row.due ? `m-due-${row.due}` : ''}`}
      data-testid="m-task"
      data-order={row.orderSn}
    >
      <div className="m-task-head">
        <b>{row.productName}</b> {row.urgent && <Tag color="red">急采</Tag>}
        <Tag>{DeliveryStatusLabel[row.status as TDeliveryStatus]}</Tag>
        {row.due === 'overdue' && <Tag color="red">已逾期</Tag>}
        {row.due === 'today' && <Tag color="gold">今日到期</Tag>}
      </div>
      <div className="m-task-meta">
        {row.orderSn} · 到货日 {row.requiredDay} · {row.quantity} 件
      </div>
      <ul className="m-skus">
        {row.skus.map((s) => (
          <li key={s.skuId}>
            {s.extCode || s.skuId} {s.className} × {s.quantity}
          </li>
        ))}
      </ul>
      {row.actionable && row.status === 1 && !shipOpen && (
        <Button
          block
          data-testid="m-create"
          onClick={() =>
            queue(
              ApiRoutes.deliveryCreateShipOrder.path,
              { shopId: row.shopId, orderSns: [row.orderSn], packageCount: boxes },
              `创建发货单 ${row.orderSn}`,
              'create',
            )
          }
        >
          创建发货单
        </Button>
      )}
      {row.actionable && row.status === 1 && shipOpen && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            箱数
            <InputNumber min={1} max={999} value={boxes} onChange={(v) => setBoxes(v ?? 1)} data-testid="m-boxes" />
          </Space>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={async (e) => {
              const f = e.target.files?.[0];
              if (f) {
                setPhotos([...photos, await photoDataUrl(f)].slice(-6));
              }
            }}
            data-testid="m-photo"
          />
          {photos.length > 0 && <span>已附照片 {photos.length} 张</span>}
          <Button
            type="primary"
            block
            data-testid="m-pack"
            onClick={() =>
              queue(
                ApiRoutes.deliveryConfirmPacking.path,
                { shopId: row.shopId, deliverySn: shipOpen.deliverySn, packageCount: boxes, photos },
                `确认装箱 ${row.orderSn}（${boxes} 箱）`,
                'pack',
              )
            }
          >
            确认装箱
          </Button>
        </Space>
      )}
      {row.actionable && row.status === 2 && shipOpen && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            placeholder="物流公司"
            value={company}
            onFocus={() =>
              companies.length ||
              fetchLogistics(row.shopId)
                .then(setCompanies)
                .catch(() => {})
            }
            options={companies.map((c) => ({ value: c.id, label: c.name }))}
            onChange={setCompany}
          />
          <Input placeholder="物流单号（可扫码）" value={tracking} onChange={(e) => setTracking(e.target.value)} />
          <Button
            type="primary"
            block
            disabled={!company || !/^[A-Za-z0-9-]{4,40}$/.test(tracking)}
            onClick={() =>
              queue(
                ApiRoutes.deliveryFillLogistics.path,
                {
                  shopId: row.shopId,
                  deliverySn: shipOpen.deliverySn,
                  expressCompanyId: company,
                  trackingNo: tracking,
                },
                `发货 ${row.orderSn}`,
                'send',
              )
            }
          >
            确认发货
          </Button>
        </Space>
      )}
    </Card>
  );
}

/** /m/: the warehouse shipper's installable app (today's tasks per warehouse, scanning, packing, offline queue). */
export default function ShipperApp() {
  usePwa();
  const { message } = App.useApp();
  const [authed, setAuthed] = useState(Boolean(shipperToken()));
  const [tasks, setTasks] = useState<TDeliveryRow[]>([]);
  const [pending, setPending] = useState<TQueued[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState('');

  const reload = useCallback(async () => {
    setPending(await queued());
    if (!navigator.onLine || !shipperToken()) {
      return;
    }
    const out = await flush();
    if (out.sent || out.conflicts) {
      message.info(`已同步 ${out.sent} 个操作${out.conflicts ? `，${out.conflicts} 个冲突` : ''}`);
    }
    setPending(await queued());
    setTasks(await fetchTasks().catch(() => tasks));
    setAuthed(Boolean(shipperToken()));
  }, [message, tasks]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void reload();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [reload]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when logged in
  useEffect(() => {
    if (authed) {
      void reload();
    }
  }, [authed]);

  const onCode = useCallback((c: string) => {
    setScanning(false);
    setCode(c);
  }, []);

  if (!authed) {
    return (
      <div className="m-app">
        <LoginForm onDone={() => setAuthed(true)} />
      </div>
    );
  }
  const k = code.trim().toLowerCase();
  const shown = k
    ? tasks.filter((t) =>
        [t.orderSn, t.skcId, t.ship?.deliverySn ?? '', ...t.skus.flatMap((s) => [s.skuId, s.extCode])].some((v) =>
          v.toLowerCase().includes(k),
        ),
      )
    : tasks;
  const byWarehouse = new Map<string, TDeliveryRow[]>();
  for (const t of shown) {
    byWarehouse.set(t.warehouseName, [...(byWarehouse.get(t.warehouseName) ?? []), t]);
  }
  return (
    <div className="m-app" data-testid="m-app">
      <header className="m-header">
        <b>今日任务</b>
        <Tag color={online ? 'green' : 'red'} data-testid="m-online">
          {online ? '在线' : '离线'}
        </Tag>
        <Button
          size="small"
          onClick={() => {
            setShipperToken(null);
            setAuthed(false);
          }}
        >
          退出
        </Button>
      </header>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          placeholder="扫码或输入 SKU / 箱号 / 备货单号"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          data-testid="m-code"
        />
        <Button type="primary" onClick={() => setScanning(true)} data-testid="m-scan">
          扫码
        </Button>
      </Space.Compact>
      {scanning && <Scanner onCode={onCode} onClose={() => setScanning(false)} />}
      {pending.length > 0 && (
        <Card size="small" title={`待同步 ${pending.length}`} className="m-card" data-testid="m-queue">
          {pending.map((p) => (
            <div key={p.idemKey} className={p.conflict ? 'm-conflict' : ''}>
              {p.label}
              {p.conflict && (
                <>
                  {' '}
                  <Tag color="red">冲突：{p.conflict}</Tag>
                  <Button size="small" onClick={() => dropQueued(p.idemKey).then(reload)}>
                    知道了
                  </Button>
                </>
              )}
            </div>
          ))}
        </Card>
      )}
      {[...byWarehouse.entries()].map(([wh, list]) => (
        <section key={wh} data-testid="m-warehouse">
          <h3>
            {wh}（{list.length}）
          </h3>
          {list.map((t) => (
            <TaskCard
              key={`${t.shopId}:${t.orderSn}`}
              row={t}
              onQueued={(label) => {
                message.success(navigator.onLine ? `${label}：正在提交` : `${label}：已离线保存，联网后自动提交`);
                void reload();
              }}
            />
          ))}
        </section>
      ))}
      {shown.length === 0 && <p className="m-empty">暂无任务</p>}
    </div>
  );
}
