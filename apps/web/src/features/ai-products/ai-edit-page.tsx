import { AiListingLimits, type TAiDraft, TranslationLanguages, type TTranslationLanguage } from '@ksa/contract';
import { App, Button, Card, Empty, Input, InputNumber, Select, Space, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePermission } from '../session';
import { AiStatusTag } from './ai-status-tag';
import { useDraftQuery, useGenerateMutation, useTranslateImagesMutation, useUpdateDraftMutation } from './api';
import { ImagesCard } from './images-card';
import { PublishBar } from './publish-bar';
import './ai-products.css';

/** Each language in its own name, as language pickers show them. */
const nativeName = (l: TTranslationLanguage) => new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l;
const { titleMax, descriptionMax } = AiListingLimits.temu;

type TEdit = Pick<TAiDraft, 'title' | 'description' | 'attributes' | 'skus'>;

/** /aiProducts/edit?id= (also /editGoodsDetaila): title, description with AI 生成, attributes, prices, images, 发布. */
export default function AiEditPage() {
  const { t } = useTranslation('aiProducts');
  const canSeeCost = usePermission()('lookCost');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const draft = useDraftQuery(id);
  const update = useUpdateDraftMutation();
  const generate = useGenerateMutation();
  const translate = useTranslateImagesMutation();
  const [edit, setEdit] = useState<TEdit | null>(null);
  const d = draft.data;
  useEffect(() => {
    if (d) {
      setEdit({ title: d.title, description: d.description, attributes: d.attributes, skus: d.skus });
    }
  }, [d]);

  if (draft.isLoading) {
    return <Spin className="ai-spin" />;
  }
  if (!d || !edit) {
    return <Empty className="ai-empty" description={t('edit.notFound')} />;
  }
  const busy = d.status === 'publishing';
  const save = async (extra: { lang?: TTranslationLanguage; shopId?: number } = {}) => {
    await update.mutateAsync({
      id: d.id,
      title: edit.title,
      description: edit.description,
      attributes: edit.attributes.filter((a) => a.name.trim()),
      skus: edit.skus.map((s) => ({ skuId: s.skuId, specs: s.specs, price: s.price })),
      ...extra,
    });
  };
  const run = async (job: () => Promise<unknown>, done: string) => {
    try {
      await job();
      message.success(done);
    } catch {
      // The http layer has shown the error.
    }
  };
  const setAttr = (i: number, key: 'name' | 'value', v: string) =>
    setEdit({ ...edit, attributes: edit.attributes.map((a, j) => (j === i ? { ...a, [key]: v } : a)) });
  const setPrice = (i: number, price: number) =>
    setEdit({ ...edit, skus: edit.skus.map((s, j) => (j === i ? { ...s, price } : s)) });

  return (
    <div className="ksa-page ai-page" data-testid="ai-edit-page">
      <Space className="ai-edit-head" wrap>
        <Typography.Title level={4} className="ksa-page-title">
          {t('edit.title')}
        </Typography.Title>
        <AiStatusTag status={d.status} errorId={d.errorId} errorMsg={d.errorMsg} testId="ai-edit-status" />
        {d.productId && (
          <Typography.Text data-testid="ai-product-id">{t('edit.productId', { id: d.productId })}</Typography.Text>
        )}
        <Link to="/aiProducts/list">{t('edit.back')}</Link>
      </Space>
      <Card variant="borderless" className="ai-card" title={t('edit.copy')}>
        <Space direction="vertical" className="ai-full">
          <Space wrap>
            <Typography.Text>{t('edit.lang')}</Typography.Text>
            <Select
              data-testid="ai-lang"
              className="ai-lang"
              value={d.lang}
              disabled={busy}
              onChange={(lang: TTranslationLanguage) => run(() => save({ lang }), t('edit.saved'))}
              options={TranslationLanguages.map((l) => ({ value: l, label: nativeName(l) }))}
            />
            <Button
              type="primary"
              data-testid="ai-generate"
              disabled={busy}
              loading={generate.isPending}
              onClick={() => run(() => generate.mutateAsync(d.id), t('edit.generated'))}
            >
              {t('edit.generate')}
            </Button>
            <a href={d.sourceUrl} target="_blank" rel="noreferrer">
              {t('edit.source', { site: d.site })}
            </a>
          </Space>
          <Typography.Text type="secondary">{d.sourceTitle}</Typography.Text>
          <Input
            data-testid="ai-title"
            addonBefore={t('edit.titleLabel')}
            value={edit.title}
            maxLength={titleMax}
            showCount
            onChange={(e) => setEdit({ ...edit, title: e.target.value })}
          />
          <Input.TextArea
            data-testid="ai-description"
            placeholder={t('edit.description')}
            value={edit.description}
            maxLength={descriptionMax}
            showCount
            autoSize={{ minRows: 4, maxRows: 12 }}
            onChange={(e) => setEdit({ ...edit, description: e.target.value })}
          />
        </Space>
      </Card>
      <Card variant="borderless" className="ai-card" title={t('edit.attributes')}>
        <Table
          data-testid="ai-attributes"
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={edit.attributes}
          columns={[
            {
              title: t('edit.attrName'),
              key: 'name',
              render: (_, a, i) => <Input value={a.name} onChange={(e) => setAttr(i, 'name', e.target.value)} />,
            },
            {
              title: t('edit.attrValue'),
              key: 'value',
              render: (_, a, i) => <Input value={a.value} onChange={(e) => setAttr(i, 'value', e.target.value)} />,
            },
          ]}
        />
      </Card>
      <Card variant="borderless" className="ai-card" title={t('edit.skus')}>
        <Table
          data-testid="ai-skus"
          size="small"
          pagination={false}
          rowKey="skuId"
          dataSource={edit.skus}
          columns={[
            {
              title: t('edit.specs'),
              key: 'specs',
              render: (_, s) => s.specs.map((p) => `${p.name}: ${p.value}`).join(' / '),
            },
            // The source cost is not in the reply for staff without 查看成本价; the column goes with it.
            ...(canSeeCost
              ? [
                  {
                    title: t('edit.cost'),
                    key: 'cost',
                    width: 120,
                    render: (_: unknown, s: TAiDraft['skus'][number]) =>
                      s.cost === undefined ? '-' : s.cost.toFixed(2),
                  },
                ]
              : []),
            {
              title: t('edit.price'),
              key: 'price',
              width: 160,
              render: (_, s, i) => (
                <InputNumber
                  min={0.01}
                  step={0.01}
                  precision={2}
                  value={s.price}
                  onChange={(v) => setPrice(i, v ?? 0)}
                />
              ),
            },
            { title: t('edit.stock'), dataIndex: 'stock', width: 100 },
          ]}
        />
      </Card>
      <ImagesCard
        draft={d}
        busy={busy}
        translating={translate.isPending}
        onTranslate={() => run(() => translate.mutateAsync(d.id), t('edit.imagesTranslated'))}
      />
      <Card variant="borderless" className="ai-card ai-actions">
        <Space wrap>
          <Button
            data-testid="ai-save"
            disabled={busy}
            loading={update.isPending}
            onClick={() => run(save, t('edit.saved'))}
          >
            {t('edit.save')}
          </Button>
          <PublishBar ids={[d.id]} defaultShopId={d.shopId} label={t('edit.publish')} beforePublish={() => save()} />
        </Space>
      </Card>
    </div>
  );
}
