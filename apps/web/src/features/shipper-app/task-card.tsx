import { ApiRoutes, type TDeliveryRow } from '@ksa/contract';
import { App, Button, Card, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueue, type TQueuedLabel, type TQueuedRoute } from './offline-queue';
import { photoDataUrl } from './photos';
import { fetchLogistics } from './shipper-api';

const key = (action: string) => `m-${action}-${crypto.randomUUID()}`;

/** How a queued action reads in the list of what waits (and in the toast when it was queued). */
export const useLabelText = () => {
  const { t } = useTranslation('shipperApp');
  return (label: TQueuedLabel) =>
    typeof label === 'string' ? label : t(`label.${label.action}`, { orderSn: label.orderSn, boxes: label.boxes });
};

/** One stock order to work on: create its shipping order, confirm packing (boxes, photos), or send it. */
export function TaskCard({ row, onQueued }: { row: TDeliveryRow; onQueued: (label: TQueuedLabel) => void }) {
  const { t } = useTranslation('shipperApp');
  const { message } = App.useApp();
  const [boxes, setBoxes] = useState(row.ship?.packageCount ?? 1);
  const [photos, setPhotos] = useState<string[]>([]);
  const [company, setCompany] = useState<number | undefined>();
  const [tracking, setTracking] = useState('');
  const [companies, setCompanies] = useState<{ id: number; name: string }[]>([]);
  const shipOpen = row.ship && row.ship.marketStatus === 0 ? row.ship : null;
  const queue = async (route: TQueuedRoute, body: Record<string, unknown>, label: Exclude<TQueuedLabel, string>) => {
    await enqueue({ idemKey: key(label.action), path: route.path, body, label });
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
        <b>{row.productName}</b> {row.urgent && <Tag color="red">{t('delivery:tags.urgent')}</Tag>}
        <Tag>{t(`delivery:status.${row.status}`)}</Tag>
        {row.due === 'overdue' && <Tag color="red">{t('delivery:tags.overdue')}</Tag>}
        {row.due === 'today' && <Tag color="gold">{t('delivery:tags.dueToday')}</Tag>}
      </div>
      <div className="m-task-meta">
        {t('task.meta', { orderSn: row.orderSn, day: row.requiredDay, count: row.quantity })}
      </div>
      <ul className="m-skus">
        {row.skus.map((s) => (
          <li key={s.skuId}>
            {s.extCode || s.skuId} {s.className} × {s.quantity}
          </li>
        ))}
      </ul>
      {!row.actionable && row.status <= 2 && (
        // Shein purchase orders (and Temu shops without an Open API token) are read here, shipped in the seller centre.
        <div className="m-hint" data-testid="m-readonly">
          {t(row.platform === 'shein' ? 'task.readonlyShein' : 'task.readonlyTemu')}
        </div>
      )}
      {row.actionable && row.status === 1 && !shipOpen && (
        <Button
          block
          data-testid="m-create"
          onClick={() =>
            queue(
              ApiRoutes.deliveryCreateShipOrder,
              { shopId: row.shopId, orderSns: [row.orderSn], packageCount: boxes },
              { action: 'create', orderSn: row.orderSn },
            )
          }
        >
          {t('task.create')}
        </Button>
      )}
      {row.actionable && row.status === 1 && shipOpen && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            {t('task.boxes')}
            <InputNumber min={1} max={999} value={boxes} onChange={(v) => setBoxes(v ?? 1)} data-testid="m-boxes" />
          </Space>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={async (e) => {
              const f = e.target.files?.[0];
              if (f) {
                const photo = await photoDataUrl(f).catch(() => null);
                if (photo) {
                  setPhotos([...photos, photo].slice(-6));
                } else {
                  message.error(t('task.photoError'));
                }
              }
            }}
            data-testid="m-photo"
          />
          {photos.length > 0 && <span>{t('task.photos', { count: photos.length })}</span>}
          <Button
            type="primary"
            block
            data-testid="m-pack"
            onClick={() =>
              queue(
                ApiRoutes.deliveryConfirmPacking,
                { shopId: row.shopId, deliverySn: shipOpen.deliverySn, packageCount: boxes, photos },
                { action: 'pack', orderSn: row.orderSn, boxes },
              )
            }
          >
            {t('task.pack')}
          </Button>
        </Space>
      )}
      {row.actionable && row.status === 2 && shipOpen && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            placeholder={t('task.company')}
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
          <Input placeholder={t('task.tracking')} value={tracking} onChange={(e) => setTracking(e.target.value)} />
          {(!company || !/^[A-Za-z0-9-]{4,40}$/.test(tracking)) && (
            <div className="m-hint" data-testid="m-send-why">
              {t('task.sendWhy')}
            </div>
          )}
          <Button
            type="primary"
            block
            disabled={!company || !/^[A-Za-z0-9-]{4,40}$/.test(tracking)}
            onClick={() =>
              queue(
                ApiRoutes.deliveryFillLogistics,
                {
                  shopId: row.shopId,
                  deliverySn: shipOpen.deliverySn,
                  expressCompanyId: company,
                  trackingNo: tracking,
                },
                { action: 'send', orderSn: row.orderSn },
              )
            }
          >
            {t('task.send')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
