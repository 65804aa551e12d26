import { ProductPageSizes } from '@ksa/contract';
import { Card, Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allPages, exportExcel, useDashScope } from '../dashboard';
import { usePermission } from '../session';
import { ALL_SHOPS_ID, NoFiguresNotice, SyncFailedNotice, useShopsWithoutFigures, useTabMapQuery } from '../shops';
import {
  fetchProducts,
  type TProductFilter,
  type TProductRow,
  useProductsQuery,
  useRenameProductMutation,
  useSaveCostMutation,
} from './api';
import { defaultCostDate, effectiveFromOf } from './cost-date';
import { CostEntryModal } from './cost-entry-modal';
import { productColumns } from './product-columns';
import { exportColumns, ProductsSummary } from './products-summary';
import { ProductsToolbar } from './products-toolbar';
import { useCostSheetImport } from './use-cost-sheet-import';
import './products.css';

const keyOf = (r: TProductRow) => `${r.mallId}-${r.skuId}`;

/** The selection kept across pages: rows of other pages stay as they were picked. */
const nextSelection = (was: Map<string, TProductRow>, keys: readonly unknown[], rows: (TProductRow | undefined)[]) => {
  const known = new Map(was);
  for (const r of rows) {
    if (r) {
      known.set(keyOf(r), r);
    }
  }
  const next = new Map<string, TProductRow>();
  for (const k of keys) {
    const r = known.get(String(k));
    if (r) {
      next.set(String(k), r);
    }
  }
  return next;
};

/**
 * /account/manager: the account manager summary and the item list with costs and names (spec §2, §3),
 * filtered by shop and by 未填成本, paged 10/20/50/100, with bulk cost entry for the selected rows.
 */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const can = usePermission();
  const lookCost = can('lookCost');
  const { scope: dash, empty, fixedPlatform } = useDashScope();
  const tabs = useTabMapQuery();
  const [filter, setFilter] = useState<TProductFilter>({ keyword: '', noCost: false });
  const [shopFilter, setShopFilter] = useState<number | null>(null);
  const [page, setPage] = useState({ index: 1, size: ProductPageSizes[0] as number });
  const [selected, setSelected] = useState<Map<string, TProductRow>>(new Map());
  const [editing, setEditing] = useState<TProductRow[] | null>(null);
  const saveCost = useSaveCostMutation();
  const onImport = useCostSheetImport();
  const rename = useRenameProductMutation();
  const all = [...(tabs.data?.shown ?? []), ...(tabs.data?.closed ?? [])];
  const shops = new Map(all.map((s) => [s.mallId, s]));
  // The shop filter offers the shops of the selected scope (all shops or a group).
  const groupIds = dash?.shopIds?.split(',').map(Number);
  const filterShops =
    dash?.shopId === ALL_SHOPS_ID || groupIds ? all.filter((s) => !groupIds || groupIds.includes(s.mallId)) : [];
  const chosen = filterShops.find((s) => s.mallId === shopFilter);
  const platform = chosen?.platformType ?? fixedPlatform ?? 'temu';
  const platformOf = (id: number) => shops.get(id)?.platformType ?? 'temu';
  const scope = !dash
    ? null
    : chosen
      ? { shopId: chosen.mallId }
      : { shopId: dash.shopId ?? ALL_SHOPS_ID, ...(dash.shopIds ? { shopIds: dash.shopIds } : {}) };
  const q = useProductsQuery(scope, filter, page, platform);
  // One shop (chosen in the filter or selected in the header), or the scope's shops: shops that never synced have
  // no figures to list (the dashboard's rule), so the page says 暂无数据 rather than ¥0.00.
  const oneShopId = chosen?.mallId ?? (fixedPlatform && dash?.shopId !== undefined ? dash.shopId : undefined);
  const scopeIds = oneShopId !== undefined ? [oneShopId] : (groupIds ?? all.map((s) => s.mallId));
  const isWithoutFigures = useShopsWithoutFigures(dash ? scopeIds : undefined);

  if (empty) {
    return (
      <Card data-testid="products-empty">
        <Empty description={t(`empty.${empty}`)} />
      </Card>
    );
  }

  /** A new filter starts at page 1 with nothing selected. */
  const refilter = (f: Partial<TProductFilter>, shop = shopFilter) => {
    setFilter({ ...filter, ...f });
    setShopFilter(shop);
    setPage({ ...page, index: 1 });
    setSelected(new Map());
  };

  const exportAll = async () => {
    const list = await allPages((p) => fetchProducts(scope!, filter, p, 100, platform));
    await exportExcel<TProductRow>(t('title'), exportColumns(t, lookCost, shops), list);
  };

  const d = q.data;
  return (
    <div className="ksa-products" data-testid="products-page">
      {oneShopId !== undefined && !isWithoutFigures && <SyncFailedNotice shopId={oneShopId} />}
      {!isWithoutFigures && <ProductsSummary data={d} />}
      <Card
        size="small"
        title={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        }
        extra={
          <ProductsToolbar
            lookCost={lookCost}
            shops={filterShops}
            shopId={chosen?.mallId ?? null}
            noCost={filter.noCost}
            selected={selected.size}
            onSearch={(keyword) => refilter({ keyword })}
            onShop={(id) => refilter({}, id)}
            onNoCost={(noCost) => refilter({ noCost })}
            onBulk={() => setEditing([...selected.values()])}
            onImport={(file) => void onImport(file).catch(() => undefined)}
            onExport={exportAll}
          />
        }
      >
        {isWithoutFigures ? (
          <NoFiguresNotice shopIds={scopeIds} testId="products-no-data" />
        ) : (
          <Table
            size="small"
            rowKey={keyOf}
            loading={!d}
            dataSource={d?.list ?? []}
            data-testid="products-table"
            scroll={{ x: 1220 }}
            rowSelection={
              lookCost
                ? {
                    selectedRowKeys: [...selected.keys()],
                    preserveSelectedRowKeys: true,
                    onChange: (keys, rows) => setSelected(nextSelection(selected, keys, rows)),
                  }
                : undefined
            }
            pagination={{
              current: page.index,
              pageSize: page.size,
              total: d?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: ProductPageSizes.map(String),
              onChange: (index, size) => setPage(size === page.size ? { index, size } : { index: 1, size }),
              showTotal: (n) => t('total', { n }),
            }}
            columns={productColumns({
              t,
              canRename: can('updateProName'),
              lookCost,
              shopName: (id) => shops.get(id)?.mallName ?? id,
              onRename: (r, name) => rename.mutateAsync({ shopId: r.mallId, skcId: r.skcId, productName: name }),
              onCost: (r, cost) =>
                saveCost.mutateAsync({
                  platform: platformOf(r.mallId),
                  shopId: r.mallId,
                  skuId: r.skuId,
                  cost,
                  effectiveFrom: effectiveFromOf(defaultCostDate([r]), r),
                }),
              onCostMore: (r) => setEditing([r]),
            })}
          />
        )}
      </Card>
      {editing && (
        <CostEntryModal
          rows={editing}
          platformOf={platformOf}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setSelected(new Map());
            }
          }}
        />
      )}
    </div>
  );
}
