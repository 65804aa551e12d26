import type { TDeliveryRow } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { deliveryKeys, fetchLogistics } from './api';

export type TLogistics = { rows: TDeliveryRow[]; company?: number; tracking: string } | null;

/** 填写物流并发货: the company (the marketplace's list for the first row's shop) and a tracking number. */
export function LogisticsModal({
  state,
  onChange,
  onSubmit,
}: {
  state: TLogistics;
  onChange: (s: TLogistics) => void;
  onSubmit: (s: NonNullable<TLogistics>) => void;
}) {
  const { t } = useTranslation('delivery');
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
      title={t('actions.logistics')}
      onCancel={() => onChange(null)}
      okButtonProps={{ disabled: !valid, ...({ 'data-testid': 'delivery-logistics-ok' } as Record<string, string>) }}
      onOk={() => state && onSubmit(state)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          placeholder={t('logisticsModal.company')}
          value={state?.company}
          loading={companies.isFetching}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => state && onChange({ ...state, company: v })}
          data-testid="delivery-company"
        />
        <Input
          placeholder={t('logisticsModal.tracking')}
          value={state?.tracking}
          onChange={(e) => state && onChange({ ...state, tracking: e.target.value })}
          data-testid="delivery-tracking"
        />
        {state && state.rows.length > 1 && <span>{t('logisticsModal.multiHint')}</span>}
      </Space>
    </Modal>
  );
}
