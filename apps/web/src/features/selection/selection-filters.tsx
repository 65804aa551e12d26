import type { TSelectionFilters } from '@ksa/contract';
import { Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelectionCategoriesQuery } from './api';

export type TFilters = Partial<TSelectionFilters>;

/** Platform, category, price band (CNY), minimum margin and daily sales, keyword: each applies at once. */
export function SelectionFilters({ value, onChange }: { value: TFilters; onChange: (f: TFilters) => void }) {
  const { t } = useTranslation('selection');
  const cats = useSelectionCategoriesQuery();
  const set = (patch: TFilters) => onChange({ ...value, ...patch });
  const num = (v: number | string | null) => (v === null || v === '' ? undefined : Number(v));
  const categories = (cats.data ?? []).filter((c) => !value.platform || c.platform === value.platform);
  const seen = new Set<number>();
  return (
    <Space wrap size={[12, 8]} className="selection-filters">
      <Select
        aria-label={t('filters.platform')}
        data-testid="sel-platform"
        style={{ width: 130 }}
        value={value.platform ?? 'all'}
        onChange={(p: 'all' | 'temu' | 'shein') =>
          set({ platform: p === 'all' ? undefined : p, categoryId: undefined })
        }
        options={[
          { value: 'all', label: t('filters.allPlatforms') },
          { value: 'temu', label: 'Temu' },
          { value: 'shein', label: 'SHEIN' },
        ]}
      />
      <Select
        aria-label={t('filters.category')}
        data-testid="sel-category"
        style={{ width: 220 }}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('filters.category')}
        value={value.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        options={categories
          .filter((c) => !seen.has(c.categoryId) && seen.add(c.categoryId))
          .map((c) => ({ value: c.categoryId, label: c.path }))}
      />
      <Space.Compact>
        <InputNumber
          aria-label={t('filters.minPrice')}
          data-testid="sel-min-price"
          style={{ width: 130 }}
          min={0}
          prefix="¥"
          placeholder={t('filters.minPrice')}
          value={value.minPriceCny}
          onChange={(v) => set({ minPriceCny: num(v) })}
        />
        <InputNumber
          aria-label={t('filters.maxPrice')}
          data-testid="sel-max-price"
          style={{ width: 130 }}
          min={0}
          prefix="¥"
          placeholder={t('filters.maxPrice')}
          value={value.maxPriceCny}
          onChange={(v) => set({ maxPriceCny: num(v) })}
        />
      </Space.Compact>
      <InputNumber
        aria-label={t('filters.minMargin')}
        data-testid="sel-min-margin"
        style={{ width: 150 }}
        max={100}
        suffix="%"
        placeholder={t('filters.minMargin')}
        value={value.minMarginPct}
        onChange={(v) => set({ minMarginPct: num(v) })}
      />
      <InputNumber
        aria-label={t('filters.minVelocity')}
        data-testid="sel-min-velocity"
        style={{ width: 150 }}
        min={0}
        placeholder={t('filters.minVelocity')}
        value={value.minVelocity}
        onChange={(v) => set({ minVelocity: num(v) })}
      />
      <Input.Search
        aria-label={t('filters.keyword')}
        data-testid="sel-keyword"
        style={{ width: 220 }}
        allowClear
        placeholder={t('filters.keyword')}
        defaultValue={value.keyword}
        key={value.keyword ?? ''}
        onSearch={(kw) => set({ keyword: kw.trim() || undefined })}
      />
    </Space>
  );
}
