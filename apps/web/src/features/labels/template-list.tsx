import { pxPerMm, type TLabelKind, type TLabelTemplate } from '@ksa/contract';
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import { useCreateTemplateMutation, useDeleteMutation, useTemplatesQuery, useUpdateTemplateMutation } from './api';
import type { TBindTarget } from './bind-modal';

const r1 = (n: number) => Math.round(n * 10) / 10;
export const pageMm = (t: TLabelTemplate) => {
  const k = pxPerMm(t.layout);
  return { w: r1(t.layout.width / k), h: r1(t.layout.height / k) };
};
export const sizeText = (t: TLabelTemplate) => `${pageMm(t).w}×${pageMm(t).h} mm`;

type TProps = {
  kind: TLabelKind;
  onEdit: (templateId: number) => void;
  onBind: (target: TBindTarget) => void;
  onPrint: (template: TLabelTemplate) => void;
};

/** One kind's templates: the built-in starters (copy only) and the team's own, with their actions. */
export function TemplateList({ kind, onEdit, onBind, onPrint }: TProps) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const templates = useTemplatesQuery();
  const create = useCreateTemplateMutation();
  const update = useUpdateTemplateMutation();
  const remove = useDeleteMutation();
  const fail = (err: unknown) => message.error(msgText(msgOfError(err, 'UNKNOWN')));
  const copy = (tpl: TLabelTemplate) =>
    create
      .mutateAsync({ kind: tpl.kind, name: t('list.copyName', { name: tpl.name }).slice(0, 40), layout: tpl.layout })
      .then((r) => {
        message.success(t('list.copied'));
        onEdit(r.templateId);
      }, fail);
  const rows = (templates.data ?? []).filter((x) => x.kind === kind);
  return (
    <Table<TLabelTemplate>
      rowKey="templateId"
      size="small"
      loading={templates.isLoading}
      dataSource={rows}
      pagination={false}
      data-testid={`label-templates-${kind}`}
      columns={[
        {
          title: t('list.name'),
          key: 'name',
          render: (_, r) => (
            <Space>
              <span data-testid="label-template-name">{r.name}</span>
              {r.builtIn && <Tag>{t('list.builtIn')}</Tag>}
              {r.isDefault && <Tag color="blue">{t('list.default')}</Tag>}
            </Space>
          ),
        },
        { title: t('list.size'), key: 'size', render: (_, r) => sizeText(r) },
        { title: t('list.points'), key: 'points', render: (_, r) => r.layout.pointsList.length },
        {
          title: t('list.langs'),
          key: 'langs',
          render: (_, r) => r.layout.langPdfList.map((l) => l.toUpperCase()).join(' ') || '—',
        },
        {
          title: t('list.skuCount'),
          key: 'skuCount',
          render: (_, r) => <span data-testid="label-template-skus">{r.skuCount}</span>,
        },
        {
          title: t('list.updatedAt'),
          key: 'updatedAt',
          render: (_, r) => (r.builtIn ? '—' : r.updatedAt.slice(0, 16).replace('T', ' ')),
        },
        {
          title: t('list.actions'),
          key: 'actions',
          render: (_, r) => (
            <Space size={0} wrap>
              {!r.builtIn && (
                <Button type="link" size="small" onClick={() => onEdit(r.templateId)} data-testid="label-edit">
                  {t('list.edit')}
                </Button>
              )}
              <Button type="link" size="small" onClick={() => copy(r)} data-testid="label-copy">
                {t('list.copy')}
              </Button>
              {!r.builtIn && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onBind({ templateId: r.templateId, name: r.name })}
                  data-testid="label-bind"
                >
                  {t('list.bind')}
                </Button>
              )}
              <Button type="link" size="small" onClick={() => onPrint(r)} data-testid="label-print">
                {t('list.print')}
              </Button>
              {!r.builtIn && !r.isDefault && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => update.mutateAsync({ templateId: r.templateId, isDefault: true }).catch(fail)}
                >
                  {t('list.makeDefault')}
                </Button>
              )}
              {!r.builtIn && (
                <Popconfirm
                  title={t('list.deleteConfirm', { name: r.name })}
                  onConfirm={() =>
                    remove
                      .mutateAsync({ templateId: r.templateId })
                      .then(() => message.success(t('list.deleted')), fail)
                  }
                >
                  <Button type="link" size="small" danger data-testid="label-delete">
                    {t('list.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
