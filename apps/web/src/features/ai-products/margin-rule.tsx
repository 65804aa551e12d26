import { App, Button, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarginRuleQuery, useSetMarginRuleMutation } from './api';

/** 加价规则: price = cost × (1 + margin%) + shipping, applied to the drafts created after it is saved. */
export function MarginRule() {
  const { t } = useTranslation('aiProducts');
  const { message } = App.useApp();
  const rule = useMarginRuleQuery();
  const save = useSetMarginRuleMutation();
  const [margin, setMargin] = useState<number | null>(null);
  const [shipping, setShipping] = useState<number | null>(null);
  useEffect(() => {
    if (rule.data) {
      setMargin(rule.data.marginPct);
      setShipping(rule.data.shipping);
    }
  }, [rule.data]);
  const onSave = async () => {
    try {
      await save.mutateAsync({ marginPct: margin ?? 0, shipping: shipping ?? 0 });
      message.success(t('rule.saved'));
    } catch {
      // The http layer has shown the error.
    }
  };
  return (
    <Space wrap>
      <Typography.Text strong>{t('rule.title')}</Typography.Text>
      <InputNumber
        data-testid="ai-rule-margin"
        min={0}
        max={1000}
        value={margin}
        onChange={setMargin}
        addonBefore={t('rule.margin')}
        addonAfter="%"
      />
      <InputNumber
        data-testid="ai-rule-shipping"
        min={0}
        max={10000}
        value={shipping}
        onChange={setShipping}
        addonBefore={t('rule.shipping')}
      />
      <Button onClick={onSave} loading={save.isPending}>
        {t('rule.save')}
      </Button>
      <Typography.Text type="secondary">{t('rule.hint')}</Typography.Text>
    </Space>
  );
}
