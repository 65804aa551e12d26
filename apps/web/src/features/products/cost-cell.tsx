import { CalendarOutlined } from '@ant-design/icons';
import { App, Input, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toNumeric } from '../../lib/numeric';

type TProps = {
  costCents: number | null | undefined;
  /** The day today's cost applies from (null: none). */
  costFrom: string | null | undefined;
  /** What Enter applies the cost from, in words (the first sale while there is no cost, else today). */
  appliesFrom: string;
  onSave: (cost: string) => Promise<unknown>;
  /** Opens the entry with a choice of effective date. */
  onMore: () => void;
  testId: string;
};

/**
 * Inline cost input (CNY): the numeric helper cleans each keystroke (2 decimals); saves on Enter or
 * blur with the default effective date. The calendar opens the entry with the other dates.
 */
export function CostCell({ costCents, costFrom, appliesFrom, onSave, onMore, testId }: TProps) {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const shown = costCents === null || costCents === undefined ? '' : (costCents / 100).toFixed(2);
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Enter saves, and disabling the input while saving blurs it: one save per edit, not two.
  const saving = useRef(false);
  const save = async () => {
    if (saving.current) {
      return;
    }
    if (value === null || value === shown) {
      setValue(null);
      return;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(value)) {
      message.error(t('costInvalid'));
      return;
    }
    saving.current = true;
    setBusy(true);
    try {
      await onSave(value);
      message.success(t('costSaved'));
      setValue(null);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };
  return (
    <div className="ksa-cost-cell">
      <Tooltip title={t('costDate.inline', { when: appliesFrom })}>
        <Input
          size="small"
          prefix="¥"
          placeholder={t('costPlaceholder')}
          value={value ?? shown}
          disabled={busy}
          data-testid={testId}
          onChange={(e) => setValue(toNumeric(e.target.value, 2))}
          onPressEnter={() => void save().catch(() => undefined)}
          onBlur={() => void save().catch(() => undefined)}
          style={{ width: 110 }}
        />
      </Tooltip>
      <Tooltip title={t('costDate.more')}>
        <CalendarOutlined
          className="ksa-cost-cell-more"
          aria-label={t('costDate.more')}
          data-testid={`${testId}-more`}
          onClick={onMore}
        />
      </Tooltip>
      {costFrom && (
        <Typography.Text type="secondary" className="ksa-cost-cell-from" data-testid={`${testId}-from`}>
          {t('costDate.from', { day: costFrom })}
        </Typography.Text>
      )}
    </div>
  );
}
