import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../dashboard';

type TProps = {
  lookCost: boolean;
  /** The shops the filter offers (none: one shop is already selected, no filter). */
  shops: { mallId: number; mallName: string }[];
  shopId: number | null;
  noCost: boolean;
  /** How many rows are selected for the bulk entry. */
  selected: number;
  onSearch: (keyword: string) => void;
  onShop: (shopId: number | null) => void;
  onNoCost: (noCost: boolean) => void;
  onBulk: () => void;
  onImport: (file: File) => void;
  onExport: () => Promise<void>;
};

/** Search, the shop and 未填成本 filters, bulk cost entry, the Excel cost import and the export. */
export function ProductsToolbar(p: TProps) {
  const { t } = useTranslation('products');
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder={t('search')}
        data-testid="products-search"
        onSearch={(v) => p.onSearch(v.trim())}
        style={{ width: 240 }}
      />
      {p.shops.length > 1 && (
        <Select
          allowClear
          size="small"
          placeholder={t('filter.shop')}
          value={p.shopId ?? undefined}
          onChange={(v) => p.onShop(v ?? null)}
          options={p.shops.map((s) => ({ value: s.mallId, label: s.mallName }))}
          data-testid="products-shop-filter"
          style={{ width: 180 }}
        />
      )}
      {p.lookCost && (
        <Checkbox checked={p.noCost} onChange={(e) => p.onNoCost(e.target.checked)} data-testid="products-no-cost">
          {t('filter.noCost')}
        </Checkbox>
      )}
      {p.lookCost && (
        <Button
          size="small"
          icon={<EditOutlined />}
          disabled={p.selected === 0}
          onClick={p.onBulk}
          data-testid="products-bulk-cost"
        >
          {p.selected ? t('bulk.buttonN', { n: p.selected }) : t('bulk.button')}
        </Button>
      )}
      {p.lookCost && (
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            p.onImport(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} data-testid="products-import">
            {t('import.button')}
          </Button>
        </Upload>
      )}
      <ExportButton testId="products-export" run={p.onExport} />
    </Space>
  );
}
