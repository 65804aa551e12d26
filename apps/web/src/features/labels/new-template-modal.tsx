import {
  LabelKinds,
  LabelLimits,
  LabelSizes,
  layoutPxOf,
  type TLabelKind,
  type TLabelLayout,
  type TLabelSize,
} from '@ksa/contract';
import { Alert, Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText, type TMsg } from '../../lib/error-text';
import { useCreateTemplateMutation } from './api';

/** An empty layout of a size kind (custom: width × height in mm); GPSR labels print in English by default. */
export const emptyLayout = (kind: TLabelKind, size: TLabelSize, customMm?: { w: number; h: number }): TLabelLayout => ({
  size,
  ...layoutPxOf(size, customMm),
  pointsList: [],
  langPdfList: kind === 'gpsr' ? ['en'] : [],
  pdfSrc: null,
});

type TValues = { name: string; kind: TLabelKind; size: TLabelSize; w: number; h: number };

/** 新建模板: kind, name and page size; opens the editor on the new template. */
export function NewTemplateModal({
  open,
  kind,
  onClose,
  onCreated,
}: {
  open: boolean;
  kind: TLabelKind;
  onClose: () => void;
  onCreated: (templateId: number) => void;
}) {
  const { t } = useTranslation('labels');
  const [form] = Form.useForm<TValues>();
  const [problem, setProblem] = useState<TMsg | null>(null);
  const create = useCreateTemplateMutation();
  const size = Form.useWatch('size', form);
  const submit = async () => {
    const v = form.getFieldsValue(true) as TValues;
    try {
      const res = await create.mutateAsync({
        kind: v.kind,
        name: v.name ?? '',
        layout: emptyLayout(v.kind, v.size, { w: v.w, h: v.h }),
      });
      form.resetFields();
      setProblem(null);
      onCreated(res.templateId);
    } catch (err) {
      setProblem(msgOfError(err, 'UNKNOWN'));
    }
  };
  return (
    <Modal
      open={open}
      title={t('list.new')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'label-new-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind, size: '60x40', w: 70, h: 50, name: '' }}
        preserve={false}
      >
        <Form.Item name="kind" label={t('list.kind')}>
          <Radio.Group options={LabelKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t('list.name')}>
          <Input maxLength={LabelLimits.maxNameLength} data-testid="label-new-name" />
        </Form.Item>
        <Form.Item name="size" label={t('list.size')}>
          <Radio.Group options={LabelSizes.map((s) => ({ value: s, label: t(`sizes.${s}`) }))} />
        </Form.Item>
        {size === 'custom' && (
          <Space>
            <Form.Item name="w" label={t('list.widthMm')}>
              <InputNumber min={LabelLimits.customMinMm} max={LabelLimits.customMaxMm} />
            </Form.Item>
            <Form.Item name="h" label={t('list.heightMm')}>
              <InputNumber min={LabelLimits.customMinMm} max={LabelLimits.customMaxMm} />
            </Form.Item>
          </Space>
        )}
      </Form>
      {problem && <Alert type="error" showIcon title={msgText(problem)} data-testid="label-new-problem" />}
    </Modal>
  );
}
