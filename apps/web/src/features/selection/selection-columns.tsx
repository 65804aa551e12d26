import type { TSelectionFilters, TSelectionRow } from '@ksa/contract';
import { Button, Image, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { ScoreCell } from './score-cell';

type TSort = TSelectionFilters['sortBy'];
const order = (sortBy: TSort | undefined, sortOrder: string | undefined, key: TSort) =>
  (sortBy ?? 'score') === key ? (sortOrder === 'asc' ? 'ascend' : 'descend') : null;

/** The ranked table; sortable columns map to the API's sortBy keys. */
export const selectionColumns = (
  t: TFunction<'selection'>,
  sort: { sortBy?: TSort; sortOrder?: string },
  onCollect: (r: TSelectionRow) => void,
  collecting: string | null,
): ColumnsType<TSelectionRow> => [
  { title: t('cols.rank'), dataIndex: 'rank', width: 64, fixed: 'left' },
  {
    title: t('cols.product'),
    key: 'product',
    width: 340,
    render: (_, r) => (
      <Space align="start">
        <Image src={r.image} width={56} height={56} preview={false} alt="" />
        <div>
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 2 }} title={r.title}>
            {r.title}
          </Typography.Paragraph>
          <Space size={4}>
            <Tag color={r.platform === 'temu' ? 'orange' : 'default'}>{r.platform === 'temu' ? 'Temu' : 'SHEIN'}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.categoryPath}
            </Typography.Text>
          </Space>
        </div>
      </Space>
    ),
  },
  {
    title: t('cols.price'),
    key: 'price',
    sorter: true,
    sortOrder: order(sort.sortBy, sort.sortOrder, 'price'),
    render: (_, r) => (
      <div>
        <div>
          {r.currency} {r.price.toFixed(2)}
        </div>
        <Typography.Text type="secondary">≈¥{r.priceCny.toFixed(2)}</Typography.Text>
      </div>
    ),
  },
  {
    title: t('cols.velocity'),
    key: 'velocity',
    sorter: true,
    sortOrder: order(sort.sortBy, sort.sortOrder, 'velocity'),
    render: (_, r) => (
      <div>
        <div>{r.velocity.toFixed(1)}</div>
        <Typography.Text type="secondary">{t('cols.last7', { n: r.last7 })}</Typography.Text>
      </div>
    ),
  },
  {
    title: t('cols.trend'),
    key: 'trend',
    sorter: true,
    sortOrder: order(sort.sortBy, sort.sortOrder, 'trend'),
    render: (_, r) => (
      <Typography.Text type={r.trendPct >= 0 ? 'success' : 'danger'}>
        {r.trendPct >= 0 ? '+' : ''}
        {r.trendPct.toFixed(1)}%
      </Typography.Text>
    ),
  },
  {
    title: t('cols.competition'),
    key: 'competition',
    dataIndex: 'competingListings',
    sorter: true,
    sortOrder: order(sort.sortBy, sort.sortOrder, 'competition'),
  },
  {
    title: t('cols.reviews'),
    key: 'reviews',
    sorter: true,
    sortOrder: order(sort.sortBy, sort.sortOrder, 'reviews'),
    // No reviews, no stars: the marketplaces show none, and a made-up 4.9★ would mislead the choice.
    render: (_, r) =>
      r.reviewCount > 0 && r.rating !== null ? (
        `${r.reviewCount} · ${r.rating.toFixed(1)}★`
      ) : (
        <span data-testid="no-reviews">{t('cols.noReviews')}</span>
      ),
  },
  {
    title: t('cols.source'),
    key: 'source',
    render: (_, r) => (
      <Typography.Link href={r.sourceUrl} target="_blank" rel="noreferrer">
        ¥{r.sourcePriceCny.toFixed(2)}
      </Typography.Link>
    ),
  },
  {
    title: t('cols.margin'),
    key: 'margin',
    sorter: true,
    sortOrder: order(sort.sortBy, sort.sortOrder, 'margin'),
    render: (_, r) => (
      <Typography.Text type={r.marginPct >= 0 ? undefined : 'danger'}>{r.marginPct.toFixed(1)}%</Typography.Text>
    ),
  },
  {
    title: t('cols.score'),
    key: 'score',
    sorter: true,
    sortOrder: order(sort.sortBy, sort.sortOrder, 'score'),
    render: (_, r) => <ScoreCell row={r} />,
  },
  {
    title: t('cols.actions'),
    key: 'actions',
    fixed: 'right',
    width: 120,
    render: (_, r) => (
      <Button
        size="small"
        type="primary"
        ghost
        data-testid="sel-collect"
        loading={collecting === `${r.platform}:${r.goodsId}`}
        onClick={() => onCollect(r)}
      >
        {t('collect')}
      </Button>
    ),
  },
];
