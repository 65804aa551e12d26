import { App, Button, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { usePermission } from '../session';
import { useMarginRuleQuery, useSetMarginRuleMutation } from './api';

/**
 * 加价规则, shown only to those who may see cost (查看成本价): with a draft's price the rule gives the source cost
 * away ((price − shipping) / (1 + margin)). Without it nothing is shown and the rule is not even asked for.
 */
export function MarginRule() {
  const canSeeCost = usePermission()('lookCost');
  return canSeeCost ? <MarginRuleForm /> : null;
}

/** price = cost × (1 + margin%) + shipping, applied to the drafts created after it is saved. */
function MarginRuleForm() {
  const { t } = useTranslation('aiProducts');
  const { message } = App.useApp();
  const rule = useMarginRuleQuery();
  const save = useSetMarginRuleMutation();
  // The rule is the BOSS's (one per account); staff with 查看成本价 read it.
  const isBoss = useSession((s) => s.isBoss);
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
        disabled={!isBoss}
        addonBefore={t('rule.margin')}
        addonAfter="%"
      />
      <InputNumber
        data-testid="ai-rule-shipping"
        min={0}
        max={10000}
        value={shipping}
        onChange={setShipping}
        disabled={!isBoss}
        addonBefore={t('rule.shipping')}
      />
      {isBoss && (
        <Button data-testid="ai-rule-save" onClick={onSave} loading={save.isPending}>
          {t('rule.save')}
        </Button>
      )}
      <Typography.Text type="secondary">{t('rule.hint')}</Typography.Text>
    </Space>
  );
}
