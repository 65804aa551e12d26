import { QuestionCircleOutlined } from '@ant-design/icons';
import type { TSelectionFilters, TSelectionRow } from '@ksa/contract';
import { App, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportXlsx } from '../../lib/export-xlsx';
import { fetchSelectionExport, useCollectMutation, useSelectionListQuery } from './api';
import { SavedSearches } from './saved-searches';
import { selectionColumns } from './selection-columns';
import { SelectionFilters, type TFilters } from './selection-filters';
import './selection.css';

type TSort = TSelectionFilters['sortBy'];

/** /selectionToolNew (选品工具): marketplace best-sellers ranked by the documented score. */
export default function SelectionPage() {
  const { t } = useTranslation('selection');
  const { message } = App.useApp();
  const [filters, setFilters] = useState<TFilters>({});
  const [page, setPage] = useState({ no: 1, size: 20 });
  const [collecting, setCollecting] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useSelectionListQuery({ ...filters, page: page.no, pageSize: page.size });
  const collect = useCollectMutation();

  const apply = (f: TFilters) => {
    setFilters(f);
    setPage((p) => ({ ...p, no: 1 }));
  };
  const onCollect = async (r: TSelectionRow) => {
    setCollecting(`${r.platform}:${r.goodsId}`);
    try {
      await collect.mutateAsync({ platform: r.platform, goodsId: r.goodsId });
      message.success(t('collected'));
    } catch {
      // The http layer has shown the error.
    } finally {
      setCollecting(null);
    }
  };
  const onExport = async () => {
    setExporting(true);
    try {
      const { rows } = await fetchSelectionExport(filters);
      await exportXlsx(
        t('export.fileName'),
        [
          { title: t('cols.rank'), value: (r) => r.rank },
          { title: t('export.platform'), value: (r) => r.platform },
          { title: t('export.goodsId'), value: (r) => r.goodsId },
          { title: t('export.title'), value: (r) => r.title },
          { title: t('export.category'), value: (r) => r.categoryPath },
          { title: t('export.price'), value: (r) => r.price },
          { title: t('export.currency'), value: (r) => r.currency },
          { title: t('export.priceCny'), value: (r) => r.priceCny },
          { title: t('cols.velocity'), value: (r) => r.velocity },
          { title: t('export.trendPct'), value: (r) => r.trendPct },
          { title: t('cols.competition'), value: (r) => r.competingListings },
          { title: t('export.reviewCount'), value: (r) => r.reviewCount },
          { title: t('export.rating'), value: (r) => r.rating },
          { title: t('export.sourcePrice'), value: (r) => r.sourcePriceCny },
          { title: t('export.shipping'), value: (r) => r.shippingCny },
          { title: t('export.fee'), value: (r) => r.feeCny },
          { title: t('export.marginPct'), value: (r) => r.marginPct },
          { title: t('cols.score'), value: (r) => r.score },
          { title: t('export.sourceUrl'), value: (r) => r.sourceUrl },
        ],
        rows,
        { sheet: t('export.sheet') },
      );
      message.success(t('export.done', { n: rows.length }));
    } catch {
      // The http layer has shown the error.
    } finally {
      setExporting(false);
    }
  };

  const data = list.data;
  const sort = { sortBy: filters.sortBy, sortOrder: filters.sortOrder };
  return (
    <Card
      className="selection-page"
      title={
        <Space>
          <span>{t('title')}</span>
          <Tag color="blue">{t('optimizing')}</Tag>
          <Tooltip title={<div className="selection-formula">{t('formula')}</div>} styles={{ root: { maxWidth: 520 } }}>
            <QuestionCircleOutlined data-testid="sel-formula" aria-label={t('formulaLabel')} />
          </Tooltip>
        </Space>
      }
      extra={
        data?.salesTo ? (
          <Typography.Text type="secondary">
            {t('asOf', { day: data.salesTo, rateDay: data.rateDay ?? '-' })}
          </Typography.Text>
        ) : null
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <SavedSearches filters={filters} onApply={apply} />
          <Space>
            <Button data-testid="sel-reset" onClick={() => apply({})}>
              {t('reset')}
            </Button>
            <Button type="primary" data-testid="sel-export" loading={exporting} onClick={() => void onExport()}>
              {t('export.button')}
            </Button>
          </Space>
        </Space>
        <SelectionFilters value={filters} onChange={apply} />
        <Table<TSelectionRow>
          data-testid="sel-table"
          rowKey={(r) => `${r.platform}:${r.goodsId}`}
          size="middle"
          loading={list.isFetching}
          columns={selectionColumns(t, sort, (r) => void onCollect(r), collecting)}
          dataSource={data?.rows ?? []}
          scroll={{ x: 1400 }}
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = (s?.order ? s.columnKey : undefined) as TSort | undefined;
            apply({ ...filters, sortBy: key ?? 'score', sortOrder: s?.order === 'ascend' ? 'asc' : 'desc' });
          }}
          pagination={{
            current: page.no,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            showTotal: (n) => t('total', { n }),
            onChange: (no, size) => setPage({ no: size === page.size ? no : 1, size }),
          }}
        />
      </Space>
    </Card>
  );
}
