import type { TGpsrLang, TGpsrSourceLang, TTranslateGpsrRequest, TTranslateGpsrResult } from '@ksa/contract';
import { App, Button, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { msgOfError, type TMsg } from '../../lib/error-text';
import { useTranslateGpsrMutation } from './api';
import type { TGpsrFormValues } from './gpsr-values';

/** The request: Chinese from the source boxes, English from the English tab; every other chosen language as target. */
export const translateRequestOf = (v: TGpsrFormValues): TTranslateGpsrRequest => {
  const from = v.source?.from ?? 'zh';
  const texts = from === 'zh' ? v.source : v.texts.en;
  return {
    from,
    warnings: texts?.warnings ?? '',
    safetyInfo: texts?.safetyInfo ?? '',
    to: v.langs.filter((l) => l !== from),
  };
};

/** Puts the translations into the language tabs, where the seller can still edit them before saving. */
export const fillTranslations = (form: FormInstance<TGpsrFormValues>, result: TTranslateGpsrResult) => {
  for (const [lang, t] of Object.entries(result.texts)) {
    form.setFieldValue(['texts', lang as TGpsrLang], t);
  }
};

/** Write the warnings once, in Chinese or English, and have them translated into the other label languages. */
export function GpsrTranslateBar({
  form,
  onProblem,
}: {
  form: FormInstance<TGpsrFormValues>;
  onProblem: (m: TMsg | null) => void;
}) {
  const { t } = useTranslation('labels');
  const { message, modal } = App.useApp();
  const translate = useTranslateGpsrMutation();
  const from = (Form.useWatch(['source', 'from'], form) as TGpsrSourceLang | undefined) ?? 'zh';
  const translateNow = async () => {
    const body = translateRequestOf(form.getFieldsValue(true));
    onProblem(null);
    try {
      const result = await translate.mutateAsync(body);
      fillTranslations(form, result);
      message.success(t('gpsr.translated', { n: Object.keys(result.texts).length }));
    } catch (err) {
      onProblem(msgOfError(err, 'TRANSLATE_FAILED'));
    }
  };
  // Texts already written in a target language are replaced only once the seller says so.
  const run = () => {
    const values = form.getFieldsValue(true) as TGpsrFormValues;
    const written = translateRequestOf(values).to.filter(
      (l) => values.texts[l]?.warnings?.trim() || values.texts[l]?.safetyInfo?.trim(),
    );
    if (written.length === 0) {
      void translateNow();
      return;
    }
    modal.confirm({
      title: t('gpsr.overwriteTitle'),
      content: t('gpsr.overwriteBody', { langs: written.map((l) => l.toUpperCase()).join('、') }),
      okText: t('gpsr.overwriteOk'),
      okButtonProps: { 'data-testid': 'gpsr-overwrite-ok' } as Record<`data-${string}`, string>,
      onOk: translateNow,
    });
  };
  return (
    <div className="ksa-gpsr-translate" data-testid="gpsr-translate-bar">
      <Row gutter={8} align="middle">
        <Col>
          <Form.Item name={['source', 'from']} label={t('gpsr.translateFrom')} initialValue="zh" noStyle>
            <Select
              style={{ width: 140 }}
              data-testid="gpsr-translate-from"
              options={[
                { value: 'zh', label: t('gpsr.fromZh') },
                { value: 'en', label: t('gpsr.fromEn') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col>
          <Button onClick={run} loading={translate.isPending} data-testid="gpsr-translate">
            {t('gpsr.translate')}
          </Button>
        </Col>
      </Row>
      {from === 'zh' && (
        <Row gutter={16} style={{ marginTop: 8 }}>
          <Col span={12}>
            <Form.Item name={['source', 'warnings']} label={t('gpsr.zhWarnings')}>
              <Input.TextArea rows={2} maxLength={800} data-testid="gpsr-source-warnings" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['source', 'safetyInfo']} label={t('gpsr.zhSafetyInfo')}>
              <Input.TextArea rows={2} maxLength={800} data-testid="gpsr-source-safetyInfo" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </div>
  );
}
