import { GpsrLangs, type TGpsrLang, type TGpsrTemplate, ZGpsrDataSchema } from '@ksa/contract';
import { Alert, App, Col, Form, Input, Modal, Row, Select, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText, type TMsg } from '../../lib/error-text';
import { useSaveGpsrMutation } from './api';
import { GpsrTranslateBar } from './gpsr-translate-bar';
import { formValuesOf, gpsrDataOf, type TGpsrFormValues } from './gpsr-values';

export { formValuesOf, gpsrDataOf, type TGpsrFormValues };

import { issueMsg } from './issue-msg';

/** GPSR information entered once (manufacturer, EU responsible person, warnings per language), then bound to SKUs. */
export function GpsrFormModal({
  open,
  gpsr,
  onClose,
}: {
  open: boolean;
  gpsr: TGpsrTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const [form] = Form.useForm<TGpsrFormValues>();
  const [problem, setProblem] = useState<TMsg | null>(null);
  const save = useSaveGpsrMutation();
  const langs = Form.useWatch('langs', form) ?? [];
  useEffect(() => {
    if (open) {
      form.setFieldsValue({ ...formValuesOf(gpsr), source: { from: 'zh', warnings: '', safetyInfo: '' } });
      setProblem(null);
    }
  }, [open, gpsr, form]);

  const submit = async () => {
    const v = { ...formValuesOf(gpsr), ...form.getFieldsValue(true) } as TGpsrFormValues;
    const data = gpsrDataOf(v);
    const parsed = ZGpsrDataSchema.safeParse(data);
    if (!parsed.success) {
      setProblem(issueMsg(parsed.error));
      return;
    }
    if (!v.name?.trim()) {
      setProblem({ id: 'LABEL_NAME_REQUIRED' });
      return;
    }
    try {
      await save.mutateAsync({ ...(gpsr ? { gpsrId: gpsr.gpsrId } : {}), name: v.name.trim(), data });
      message.success(t('gpsr.saved'));
      onClose();
    } catch (err) {
      setProblem(msgOfError(err, 'UNKNOWN'));
    }
  };
  const text = (lang: TGpsrLang, key: 'warnings' | 'safetyInfo') => (
    <Form.Item name={['texts', lang, key]} label={t(`gpsr.${key}`)}>
      <Input.TextArea rows={3} maxLength={800} showCount data-testid={`gpsr-${key}-${lang}`} />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      width={860}
      title={gpsr ? t('gpsr.editTitle', { name: gpsr.name }) : t('gpsr.newTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'gpsr-save' }}
      forceRender
    >
      <Form form={form} layout="vertical" size="small">
        <Form.Item name="name" label={t('gpsr.name')}>
          <Input maxLength={40} placeholder={t('gpsr.namePlaceholder')} data-testid="gpsr-name" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name={['manufacturer', 'name']} label={t('gpsr.manufacturerName')}>
              <Input data-testid="gpsr-manufacturer-name" />
            </Form.Item>
            <Form.Item name={['manufacturer', 'address']} label={t('gpsr.manufacturerAddress')}>
              <Input data-testid="gpsr-manufacturer-address" />
            </Form.Item>
            <Form.Item name={['manufacturer', 'contact']} label={t('gpsr.manufacturerContact')}>
              <Input />
            </Form.Item>
            <Form.Item name="productId" label={t('gpsr.productId')} extra={t('gpsr.productIdHelp')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['euRp', 'name']} label={t('gpsr.euRpName')}>
              <Input data-testid="gpsr-eurp-name" />
            </Form.Item>
            <Form.Item name={['euRp', 'address']} label={t('gpsr.euRpAddress')}>
              <Input data-testid="gpsr-eurp-address" />
            </Form.Item>
            <Form.Item name={['euRp', 'email']} label={t('gpsr.euRpEmail')}>
              <Input />
            </Form.Item>
            <Form.Item name={['euRp', 'phone']} label={t('gpsr.euRpPhone')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="langs" label={t('gpsr.langs')}>
          <Select mode="multiple" options={GpsrLangs.map((l) => ({ value: l, label: t(`langs.${l}`) }))} />
        </Form.Item>
        <GpsrTranslateBar form={form} onProblem={setProblem} />
        <Tabs
          size="small"
          items={langs.map((l) => ({
            key: l,
            label: t(`langs.${l}`),
            forceRender: true,
            children: (
              <>
                {text(l, 'warnings')}
                {text(l, 'safetyInfo')}
              </>
            ),
          }))}
        />
      </Form>
      {problem && <Alert type="error" showIcon title={msgText(problem)} data-testid="gpsr-problem" />}
    </Modal>
  );
}
