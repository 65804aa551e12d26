import type { TDeliveryStatus } from '@ksa/contract';
import { DatePicker, Input, Radio, Select, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

const TAB_KEYS = ['1', '2', '3'] as const;

export type TDeliveryFilterState = {
  tab: 1 | 2 | 3;
  status: TDeliveryStatus | undefined;
  shipType: 0 | 1 | 2;
  shopIds: number[];
  range: [Dayjs | null, Dayjs | null] | null;
};

type TProps = {
  value: TDeliveryFilterState;
  /** A changed filter; `restart` when it changes what page 1 holds (the page then goes back to it). */
  onChange: (next: Partial<TDeliveryFilterState>, restart?: boolean) => void;
  onSearch: (keyword: string) => void;
  counts: Record<string, number>;
  shopOptions: { value: number; label: string }[];
};

/** The tabs and filters above the delivery table. */
export function DeliveryFilters({ value, onChange, onSearch, counts, shopOptions }: TProps) {
  const { t } = useTranslation('delivery');
  return (
    <>
      <Tabs
        activeKey={String(value.tab)}
        items={TAB_KEYS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        onChange={(k) => onChange({ tab: Number(k) as 1 | 2 | 3 }, true)}
        data-testid="delivery-tabs"
      />
      <Space wrap className="delivery-filters">
        <Radio.Group
          value={value.status ?? 0}
          onChange={(e) =>
            onChange({ status: e.target.value === 0 ? undefined : (e.target.value as TDeliveryStatus) }, true)
          }
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
          value={value.shipType}
          style={{ width: 120 }}
          onChange={(v) => onChange({ shipType: v })}
          options={([2, 0, 1] as const).map((v) => ({ value: v, label: t(`shipType.${v}`) }))}
          data-testid="delivery-ship-type"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder={t('filters.allShops')}
          style={{ minWidth: 200 }}
          value={value.shopIds}
          onChange={(shopIds) => onChange({ shopIds })}
          options={shopOptions}
          data-testid="delivery-shops"
        />
        <DatePicker.RangePicker
          value={value.range}
          onChange={(range) => onChange({ range })}
          data-testid="delivery-dates"
        />
        <Input.Search
          allowClear
          placeholder={t('filters.search')}
          style={{ width: 240 }}
          onSearch={onSearch}
          data-testid="delivery-search"
        />
      </Space>
    </>
  );
}
