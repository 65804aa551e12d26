import { App, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toNumeric } from '../../lib/numeric';

type TProps = { costCents: number | null | undefined; onSave: (cost: string) => Promise<unknown>; testId: string };

/** Inline cost input: the numeric helper cleans each keystroke (2 decimals); saves on Enter or blur. */
export function CostCell({ costCents, onSave, testId }: TProps) {
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
    <Input
      size="small"
      prefix="¥"
      placeholder={t('costPlaceholder')}
      value={value ?? shown}
      disabled={busy}
      data-testid={testId}
      onChange={(e) => setValue(toNumeric(e.target.value, 2))}
      onPressEnter={() => void save()}
      onBlur={() => void save()}
      style={{ width: 110 }}
    />
  );
}
