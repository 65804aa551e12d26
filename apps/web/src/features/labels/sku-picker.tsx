import { Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkusQuery } from './api';

export type TSkuPick = { shopId: number; skuId: string; code: string; name: string; spec: string };

type TProps = {
  /** Keys `${shopId}:${skuId}` of the picked SKUs. */
  picked: TSkuPick[];
  onChange: (picked: TSkuPick[]) => void;
  single?: boolean;
};

const keyOf = (s: { shopId: number; skuId: string }) => `${s.shopId}:${s.skuId}`;

/** The synced SKUs of every visible shop, searchable, picked across pages. */
export function SkuPicker({ picked, onChange, single }: TProps) {
  const { t } = useTranslation('labels');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const skus = useSkusQuery(keyword, page);
  const rows: TSkuPick[] = (skus.data?.list ?? []).map((r) => ({
    shopId: r.mallId,
    skuId: r.skuId,
    code: r.extCode ?? '',
    name: r.productName,
    spec: r.className,
  }));
  return (
    <div data-testid="label-sku-picker">
      <Input.Search
        allowClear
        placeholder={t('skus.search')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        style={{ marginBottom: 8 }}
        data-testid="label-sku-search"
      />
      <Table<TSkuPick>
        size="small"
        rowKey={keyOf}
        loading={skus.isFetching}
        dataSource={rows}
        rowSelection={{
          type: single ? 'radio' : 'checkbox',
          preserveSelectedRowKeys: true,
          selectedRowKeys: picked.map(keyOf),
          onChange: (_, selected) => {
            // Rows of other pages stay picked; antd hands back undefined for them.
            const known = new Map(picked.map((p) => [keyOf(p), p]));
            const visible = new Set(rows.map(keyOf));
            const kept = [...known.values()].filter((p) => !visible.has(keyOf(p)));
            onChange(single ? selected.filter(Boolean).slice(0, 1) : [...kept, ...selected.filter(Boolean)]);
          },
        }}
        pagination={{ current: page, pageSize: 10, total: skus.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('skus.code'), key: 'code', render: (_, r) => r.code || r.skuId },
          { title: t('skus.name'), dataIndex: 'name', ellipsis: true },
          { title: t('skus.spec'), dataIndex: 'spec', ellipsis: true },
        ]}
      />
    </div>
  );
}
