import { TemuRegions } from '@ksa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingDate } from '../../lib/beijing-time';
import { shopKeys, useShopSelection } from '../shops';
import { useVisitorGuard } from '../visitor';
import { bindTemuOpenToken, marketplaceKeys } from './api';
import type { TOpenTokenResult, TTemuRegion } from './types';
import { errorMsg, useMsgText } from './use-msg-text';

type TValues = { region: TTemuRegion; accessToken: string };
// The contract's accessToken rule, checked here so a mis-paste is caught before the call.
const TOKEN_RE = /^[A-Za-z0-9_-]{16,128}$/;

/** 开放平台授权: paste a Temu Open API access_token for one shop of a region. */
export function OpenApiForm() {
  const { t } = useTranslation('marketplaces');
  const [form] = Form.useForm<TValues>();
  const { guard } = useVisitorGuard();
  const toast = useMsgText();
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const [result, setResult] = useState<TOpenTokenResult | null>(null);

  const handleFinish = (v: TValues) =>
    guard(async () => {
      setIsSaving(true);
      setResult(null);
      try {
        const r = await bindTemuOpenToken({ region: v.region, accessToken: v.accessToken.trim() });
        setResult(r);
        form.resetFields(['accessToken']);
        void queryClient.invalidateQueries({ queryKey: shopKeys.all });
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
        useShopSelection.getState().select(r.shopId);
      } catch (err) {
        toast.error(errorMsg(err, 'BIND_FAILED'));
      } finally {
        setIsSaving(false);
      }
    });

  return (
    <Form form={form} layout="vertical" initialValues={{ region: 'CN' }} onFinish={handleFinish} requiredMark={false}>
      <Typography.Paragraph type="secondary">{t('openApi.hint')}</Typography.Paragraph>
      <Form.Item name="region" label={t('openApi.region')}>
        <Select
          data-testid="open-api-region"
          options={TemuRegions.map((r) => ({ value: r, label: t(`openApi.regions.${r}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="accessToken"
        label={t('openApi.token')}
        rules={[
          { required: true, whitespace: true, message: t('openApi.tokenRequired') },
          { pattern: TOKEN_RE, message: t('openApi.tokenFormat'), transform: (v: string) => v?.trim() },
        ]}
      >
        <Input.TextArea
          data-testid="open-api-token"
          rows={3}
          placeholder={t('openApi.tokenPlaceholder')}
          spellCheck={false}
          autoComplete="off"
        />
      </Form.Item>
      {result && (
        <Alert
          type="success"
          showIcon
          data-testid="open-api-result"
          style={{ marginBottom: 16 }}
          title={t('openApi.ok')}
          description={
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('openApi.shop')}>{result.mallName}</Descriptions.Item>
              <Descriptions.Item label={t('openApi.expiresAt')}>
                {result.expiresAt ? formatBeijingDate(result.expiresAt) : t('openApi.noExpiry')}
              </Descriptions.Item>
            </Descriptions>
          }
        />
      )}
      <Button data-testid="open-api-submit" type="primary" htmlType="submit" block size="large" loading={isSaving}>
        {t('openApi.submit')}
      </Button>
    </Form>
  );
}
