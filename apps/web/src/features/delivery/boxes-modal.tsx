import type { TDeliveryRow } from '@ksa/contract';
import { InputNumber, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type TBoxes = { rows: TDeliveryRow[]; count: number; mode: 'create' | 'pack' } | null;

/** How many boxes each selected order ships in, asked before creating shipping orders or confirming packing. */
export function BoxesModal({
  state,
  onChange,
  onSubmit,
}: {
  state: TBoxes;
  onChange: (next: TBoxes) => void;
  onSubmit: (b: NonNullable<TBoxes>) => void;
}) {
  const { t } = useTranslation('delivery');
  return (
    <Modal
      open={Boolean(state)}
      title={state?.mode === 'create' ? t('actions.create') : t('actions.pack')}
      onCancel={() => onChange(null)}
      onOk={() => {
        const b = state!;
        onChange(null);
        onSubmit(b);
      }}
      okButtonProps={{ 'data-testid': 'delivery-boxes-ok' } as Record<string, string>}
    >
      <Space>
        {t('boxes.perOrder')}
        <InputNumber
          min={1}
          max={999}
          value={state?.count}
          onChange={(v) => state && onChange({ ...state, count: v ?? 1 })}
        />
        <span>{t('boxes.orders', { count: state?.rows.length ?? 0 })}</span>
      </Space>
    </Modal>
  );
}
