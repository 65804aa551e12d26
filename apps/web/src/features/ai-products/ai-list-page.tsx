import { AiDraftStatuses, type TAiDraft, type TAiDraftStatus } from '@ksa/contract';
import { App, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PdfTranslateCard } from '../pdf-translate';
import { useShopListQuery } from '../shops';
import { AiStatusTag } from './ai-status-tag';
import { useCreateDraftMutation, useDraftListQuery } from './api';
import { CollectionModal } from './collection-modal';
import { MarginRule } from './margin-rule';
import { PublishBar } from './publish-bar';
import './ai-products.css';

/** /aiProducts/list (智能翻译上品): drafts from a pasted link or the collection box, status, batch publish. */
export default function AiListPage() {
  const { t } = useTranslation('aiProducts');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [page, setPage] = useState({ no: 1, size: 10 });
  const [status, setStatus] = useState<TAiDraftStatus | undefined>();
  const [keyword, setKeyword] = useState('');
  const [link, setLink] = useState('');
  const [boxOpen, setBoxOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const list = useDraftListQuery({ page: page.no, pageSize: page.size, status, keyword: keyword || undefined });
  const shops = useShopListQuery();
  const shopName = new Map((shops.data ?? []).map((s) => [s.mallId, s.mallName]));
  const create = useCreateDraftMutation();

  const add = async (body: { url: string } | { collectedId: number }) => {
    try {
      const d = await create.mutateAsync({ ...body, lang: 'en' });
      message.success(t('created'));
      setBoxOpen(false);
      void navigate(`/aiProducts/edit?id=${d.id}`);
    } catch {
      // The http layer has shown the error.
    }
  };

  return (
    <div className="ksa-page ai-page" data-testid="ai-list-page">
      <Typography.Title level={4} className="ksa-page-title">
        {t('title')}
      </Typography.Title>
      <Card variant="borderless" className="ai-card">
        <Space direction="vertical" size="middle" className="ai-full">
          <Space.Compact className="ai-link-row">
            <Input
              data-testid="ai-link"
              placeholder={t('link.placeholder')}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              onPressEnter={() => link.trim() && add({ url: link.trim() })}
            />
            <Button
              type="primary"
              data-testid="ai-link-add"
              loading={create.isPending}
              disabled={!link.trim()}
              onClick={() => add({ url: link.trim() })}
            >
              {t('link.add')}
            </Button>
            <Button data-testid="ai-from-box" onClick={() => setBoxOpen(true)}>
              {t('collection.open')}
            </Button>
          </Space.Compact>
          <MarginRule />
        </Space>
      </Card>
      <Card variant="borderless" className="ai-card">
        <Space wrap className="ai-toolbar">
          <Select
            allowClear
            className="ai-status-filter"
            placeholder={t('filter.status')}
            value={status}
            onChange={(v?: TAiDraftStatus) => {
              setStatus(v);
              setPage((p) => ({ ...p, no: 1 }));
            }}
            options={AiDraftStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <Input.Search
            allowClear
            placeholder={t('filter.keyword')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, no: 1 }));
            }}
          />
          <PublishBar ids={selected} label={t('publish.batch', { n: selected.length })} />
        </Space>
        <Table<TAiDraft>
          data-testid="ai-drafts"
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          pagination={{
            current: page.no,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            onChange: (no, size) => setPage({ no, size }),
          }}
          columns={[
            {
              title: t('cols.image'),
              key: 'image',
              width: 72,
              render: (_, d) => {
                const img = d.images[0];
                return img ? <img className="ai-thumb" src={img.translated ?? img.source} alt="" /> : null;
              },
            },
            {
              title: t('cols.title'),
              key: 'title',
              render: (_, d) => <Link to={`/aiProducts/edit?id=${d.id}`}>{d.title}</Link>,
            },
            { title: t('cols.source'), dataIndex: 'site', width: 100 },
            {
              title: t('cols.status'),
              key: 'status',
              width: 240,
              render: (_, d) => (
                <AiStatusTag status={d.status} errorId={d.errorId} errorMsg={d.errorMsg} testId={`ai-status-${d.id}`} />
              ),
            },
            {
              title: t('cols.shop'),
              key: 'shop',
              width: 160,
              render: (_, d) => (d.shopId ? (shopName.get(d.shopId) ?? d.shopId) : ''),
            },
            {
              title: t('cols.updatedAt'),
              key: 'updatedAt',
              width: 180,
              render: (_, d) => d.updatedAt.slice(0, 16).replace('T', ' '),
            },
            {
              title: t('cols.actions'),
              key: 'actions',
              width: 90,
              render: (_, d) => <Link to={`/aiProducts/edit?id=${d.id}`}>{t('editLink')}</Link>,
            },
          ]}
        />
      </Card>
      {/* Manuals and certificates go with the listing: translated here, keeping their layout. */}
      <PdfTranslateCard />
      <CollectionModal
        open={boxOpen}
        onClose={() => setBoxOpen(false)}
        adding={create.isPending}
        onAdd={(collectedId) => add({ collectedId })}
      />
    </div>
  );
}
