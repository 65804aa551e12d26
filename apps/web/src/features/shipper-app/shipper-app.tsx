import type { TDeliveryRow } from '@ksa/contract';
import { Alert, App, Button, Card, Input, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgText } from '../../lib/error-text';
import { LanguageSwitcher } from '../header';
import { LoginForm } from './login-form';
import { dropQueued, flush, queued, type TQueued } from './offline-queue';
import { usePwa } from './pwa';
import { Scanner } from './scanner';
import { fetchTasks, lastTasks, setShipperToken, shipperToken } from './shipper-api';
import { TaskCard, useLabelText } from './task-card';
import './shipper-app.css';

/** /m/: the warehouse shipper's installable app (today's tasks per warehouse, scanning, packing, offline queue). */
export default function ShipperApp() {
  usePwa();
  const { t } = useTranslation('shipperApp');
  const labelText = useLabelText();
  const { message } = App.useApp();
  const [authed, setAuthed] = useState(Boolean(shipperToken()));
  const [tasks, setTasks] = useState<TDeliveryRow[]>(lastTasks);
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
      message.info(
        out.conflicts
          ? t('queue.syncedWithConflicts', { sent: out.sent, conflicts: out.conflicts })
          : t('queue.synced', { sent: out.sent }),
      );
    }
    setPending(await queued());
    setTasks(await fetchTasks().catch(() => lastTasks()));
    setAuthed(Boolean(shipperToken()));
  }, [message, t]);

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
        <header className="m-header m-header-login">
          <LanguageSwitcher />
        </header>
        <LoginForm onDone={() => setAuthed(true)} />
      </div>
    );
  }
  const k = code.trim().toLowerCase();
  const shown = k
    ? tasks.filter((task) =>
        [task.orderSn, task.skcId, task.ship?.deliverySn ?? '', ...task.skus.flatMap((s) => [s.skuId, s.extCode])].some(
          (v) => v.toLowerCase().includes(k),
        ),
      )
    : tasks;
  const byWarehouse = new Map<string, TDeliveryRow[]>();
  for (const task of shown) {
    byWarehouse.set(task.warehouseName, [...(byWarehouse.get(task.warehouseName) ?? []), task]);
  }
  return (
    <div className="m-app" data-testid="m-app">
      <header className="m-header">
        <b>{t('header.title')}</b>
        <Tag color={online ? 'green' : 'red'} data-testid="m-online">
          {online ? t('header.online') : t('header.offline')}
        </Tag>
        <LanguageSwitcher />
        <Button
          size="small"
          onClick={() => {
            setShipperToken(null);
            setTasks([]);
            setAuthed(false);
          }}
        >
          {t('header.logout')}
        </Button>
      </header>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          placeholder={t('code.placeholder')}
          value={code}
          allowClear
          enterKeyHint="search"
          onChange={(e) => setCode(e.target.value)}
          data-testid="m-code"
        />
        <Button type="primary" onClick={() => setScanning(true)} data-testid="m-scan">
          {t('code.scan')}
        </Button>
      </Space.Compact>
      {k && (
        // What the typed or scanned number found: nothing (with why that may be), or how many tasks.
        <Alert
          className="m-code-result"
          type={shown.length ? 'success' : 'warning'}
          showIcon
          message={shown.length ? t('code.found', { count: shown.length }) : t('code.notFound', { code: code.trim() })}
          description={shown.length ? undefined : t('code.notFoundWhy')}
          data-testid={shown.length ? 'm-code-found' : 'm-code-none'}
        />
      )}
      {scanning && <Scanner onCode={onCode} onClose={() => setScanning(false)} />}
      {pending.length > 0 && (
        <Card size="small" title={t('queue.title', { count: pending.length })} className="m-card" data-testid="m-queue">
          {pending.map((p) => (
            <div key={p.idemKey} className={p.conflict ? 'm-conflict' : ''}>
              {labelText(p.label)}
              {p.conflict && (
                <>
                  {' '}
                  <Tag color="red">{t('queue.conflict', { reason: msgText(p.conflict) })}</Tag>
                  <Button size="small" onClick={() => dropQueued(p.idemKey).then(reload)}>
                    {t('queue.dismiss')}
                  </Button>
                </>
              )}
            </div>
          ))}
        </Card>
      )}
      {[...byWarehouse.entries()].map(([wh, list]) => (
        <section key={wh} data-testid="m-warehouse">
          <h3>{t('warehouse', { name: wh, count: list.length })}</h3>
          {list.map((task) => (
            <TaskCard
              key={`${task.shopId}:${task.orderSn}`}
              row={task}
              onQueued={(label) => {
                const text = labelText(label);
                message.success(
                  navigator.onLine ? t('queue.submitting', { label: text }) : t('queue.savedOffline', { label: text }),
                );
                void reload();
              }}
            />
          ))}
        </section>
      ))}
      {tasks.length === 0 && (
        <p className="m-empty" data-testid="m-empty">
          {t('empty')}
          <br />
          {t('emptyWhy')}
        </p>
      )}
    </div>
  );
}
