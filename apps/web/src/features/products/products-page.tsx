import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Image, Input, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allPages, count, ExportButton, exportExcel, money, moneyCell, NoPermission, useDashScope } from '../dashboard';
import { usePermission } from '../session';
import { ALL_SHOPS_ID, shopKeys, useTabMapQuery } from '../shops';
import { fetchProducts, importCosts, renameProduct, saveCost, type TProductRow, useProducts } from './api';
import { CostCell } from './cost-cell';
import { CostSheetHeaders, parseCostWorkbook } from './cost-sheet';
import { NameCell } from './name-cell';
import './products.css';

/** /account/manager: the account manager summary and the item list with costs and names (spec §2, §3). */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const { message, modal } = App.useApp();
  const can = usePermission();
  const lookCost = can('lookCost');
  const qc = useQueryClient();
  const { scope: dash, empty, fixedPlatform } = useDashScope();
  const platform = fixedPlatform ?? 'temu';
  const tabs = useTabMapQuery();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const scope = dash
    ? { shopId: dash.shopId ?? ALL_SHOPS_ID, ...(dash.shopIds ? { shopIds: dash.shopIds } : {}) }
    : null;
  const q = useProducts(scope, keyword, page, platform);
  const shops = new Map([...(tabs.data?.shown ?? []), ...(tabs.data?.closed ?? [])].map((s) => [s.mallId, s]));
  const refresh = () => qc.invalidateQueries({ queryKey: shopKeys.all });

  if (empty) {
    return (
      <Card data-testid="products-empty">
        <Empty description={t(`empty.${empty}`)} />
      </Card>
    );
  }

  const onImport = async (file: File) => {
    const { rows, problems } = await parseCostWorkbook(await file.arrayBuffer());
    if (!rows.length) {
      message.error(t('import.none'));
      return;
    }
    const ok = await modal.confirm({
      title: t('import.confirmTitle'),
      content: t('import.confirm', { rows: rows.length, bad: problems.length }),
    });
    if (!ok) {
      return;
    }
    const res = await importCosts(rows);
    message.success(t('import.done', { imported: res.imported, skipped: res.skipped + problems.length }));
    await refresh();
  };

  const exportAll = async () => {
    const list = await allPages((p) => fetchProducts(scope!, keyword, p, 100, platform));
    await exportExcel<TProductRow>(
      t('title'),
      'products',
      [
        { title: CostSheetHeaders.shopId, value: (r) => r.mallId },
        { title: t('col.shop'), value: (r) => shops.get(r.mallId)?.mallName ?? '' },
        { title: 'SKC', value: (r) => r.skcId },
        { title: CostSheetHeaders.skuId, value: (r) => r.skuId },
        { title: t('col.name'), value: (r) => r.productName },
        { title: t('col.spec'), value: (r) => r.className },
        { title: t('col.extCode'), value: (r) => r.extCode },
        { title: t('col.price'), value: (r) => r.priceCents / 100 },
        { title: t('col.units30'), value: (r) => r.units30 },
        { title: t('col.sales30'), value: (r) => r.salesCents30 / 100 },
        ...(lookCost
          ? [
              {
                title: CostSheetHeaders.cost,
                value: (r: TProductRow) => (r.costCents === null || r.costCents === undefined ? '' : r.costCents / 100),
              },
              { title: CostSheetHeaders.effectiveFrom, value: () => '' },
            ]
          : []),
      ],
      list,
    );
  };

  const d = q.data;
  const skus = d?.skuTotal ?? d?.total ?? 0;
  const noCost = d?.costIsNullTotal ?? 0;
  return (
    <div className="ksa-products" data-testid="products-page">
      <Card size="small" title={t('summary.title')} data-testid="products-summary" loading={!d}>
        {d && (
          <div className="ksa-mini-figures">
            <div>
              <span>{t('summary.skus')}</span>
              <b data-testid="summary-skus">{count(skus)}</b>
            </div>
            <div>
              <span>{t('summary.sales30')}</span>
              <b data-testid="summary-sales">{money(d.salesTotal ?? 0, d.currency)}</b>
            </div>
            <div>
              <span>{t('summary.noCost')}</span>
              <b data-testid="summary-no-cost">{count(noCost)}</b>
            </div>
          </div>
        )}
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        }
        extra={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('search')}
              data-testid="products-search"
              onSearch={(v) => {
                setKeyword(v.trim());
                setPage(1);
              }}
              style={{ width: 240 }}
            />
            {lookCost && (
              <Upload
                accept=".xlsx"
                showUploadList={false}
                beforeUpload={(file) => {
                  void onImport(file).catch(() => message.error(t('import.failed')));
                  return false;
                }}
              >
                <Button size="small" icon={<UploadOutlined />} data-testid="products-import">
                  {t('import.button')}
                </Button>
              </Upload>
            )}
            <ExportButton testId="products-export" run={exportAll} />
          </Space>
        }
      >
        <Table
          size="small"
          rowKey={(r) => `${r.mallId}-${r.skuId}`}
          loading={!d}
          dataSource={d?.list ?? []}
          data-testid="products-table"
          scroll={{ x: 1180 }}
          pagination={{
            current: page,
            pageSize: 10,
            total: d?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (n) => t('total', { n }),
          }}
          columns={[
            {
              title: t('col.image'),
              dataIndex: 'imageUrl',
              width: 56,
              render: (src: string | null) => (src ? <Image src={src} width={40} height={40} /> : null),
            },
            {
              title: t('col.name'),
              key: 'name',
              width: 300,
              render: (_, r, i) => (
                <NameCell
                  name={r.productName}
                  originalName={r.originalName}
                  canEdit={can('updateProName')}
                  testId={`product-name-${i}`}
                  onSave={async (name) => {
                    await renameProduct(r.mallId, r.skcId, name);
                    await refresh();
                  }}
                />
              ),
            },
            { title: t('col.spec'), dataIndex: 'className', width: 110, ellipsis: true },
            {
              title: t('col.shop'),
              dataIndex: 'mallId',
              width: 130,
              ellipsis: true,
              render: (id: number) => shops.get(id)?.mallName ?? '—',
            },
            { title: t('col.price'), dataIndex: 'priceCents', width: 100, render: moneyCell },
            { title: t('col.units30'), dataIndex: 'units30', width: 90, render: count },
            { title: t('col.sales30'), dataIndex: 'salesCents30', width: 120, render: moneyCell },
            {
              title: t('col.cost'),
              key: 'cost',
              width: 130,
              render: (_, r, i) =>
                lookCost ? (
                  <CostCell
                    costCents={r.costCents}
                    testId={`product-cost-${i}`}
                    onSave={async (cost) => {
                      await saveCost(shops.get(r.mallId)?.platformType ?? 'temu', r.mallId, r.skuId, cost);
                      await refresh();
                    }}
                  />
                ) : (
                  <NoPermission />
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
