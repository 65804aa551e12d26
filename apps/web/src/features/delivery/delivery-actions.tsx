import type { TDeliveryRow } from '@ksa/contract';
import { App, Button, Space, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ShipOrderLabelsButton } from '../labels';
import { cancelShipOrder, setShipType } from './api';
import type { TBoxes } from './boxes-modal';
import { rowsFor, shipOrderRefs, type TDeliveryAction, whyDisabled } from './delivery-rules';
import type { TLogistics } from './logistics-modal';
import { printPickingList } from './picking-list';

type TProps = {
  selected: TDeliveryRow[];
  run: (title: string, rows: TDeliveryRow[], act: (r: TDeliveryRow) => Promise<unknown>) => Promise<void>;
  onBoxes: (b: TBoxes) => void;
  onLogistics: (l: TLogistics) => void;
  onExport: () => Promise<void>;
};

/** The action bar over the delivery table: each action applies to the selected rows in the state it needs. */
export function DeliveryActions({ selected, run, onBoxes, onLogistics, onExport }: TProps) {
  const { t, i18n } = useTranslation('delivery');
  const { message } = App.useApp();
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
  return (
    <Space wrap className="delivery-actions">
      {explained(
        'create',
        <Button
          type="primary"
          disabled={why('create').disabled}
          onClick={() => onBoxes({ rows: targets.create, count: 1, mode: 'create' })}
          data-testid="delivery-create"
        >
          {t('actions.create')}
        </Button>,
      )}
      {explained(
        'pack',
        <Button
          disabled={why('pack').disabled}
          onClick={() => onBoxes({ rows: targets.pack, count: 1, mode: 'pack' })}
          data-testid="delivery-pack"
        >
          {t('actions.pack')}
        </Button>,
      )}
      {explained(
        'logistics',
        <Button
          disabled={why('logistics').disabled}
          onClick={() => onLogistics({ rows: targets.logistics, tracking: '' })}
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
          onClick={() => run(t('actions.cancel'), targets.cancel, (r) => cancelShipOrder(r.shopId, r.ship!.deliverySn))}
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
      <ShipOrderLabelsButton orders={shipOrderRefs(selected)} />
      <Button onClick={() => onExport().catch(() => message.error(t('exportFailed')))} data-testid="delivery-export">
        {t('actions.export')}
      </Button>
    </Space>
  );
}
