import { AREA_CODES, Limits } from '@ksa/contract';
import { Input, Select, Space } from 'antd';
import type { FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';

type PhoneInputProps = {
  /** id, value, onChange and onBlur are injected by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  placeholder: string;
  testId: string;
  size?: 'large' | 'middle';
};

/** Area-code select (+86 is the only one supported, spec §9) joined to the phone input. */
export const PhoneInput = ({ id, value, onChange, onBlur, placeholder, testId, size = 'large' }: PhoneInputProps) => {
  const { t } = useTranslation('auth');
  return (
    <Space.Compact block>
      <Select
        aria-label={t('fields.areaCode')}
        value={AREA_CODES[0]}
        // dir=ltr keeps "+86" from rendering as "86+" in the Arabic (RTL) layout.
        options={AREA_CODES.map((c) => ({ value: c, label: <span dir="ltr">{c}</span> }))}
        size={size}
        style={{ width: 88, flex: 'none' }}
        data-testid={`${testId}-area`}
      />
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\s/g, ''))}
        onBlur={onBlur}
        placeholder={placeholder}
        maxLength={Limits.phoneLength}
        inputMode="numeric"
        autoComplete="tel"
        allowClear
        size={size}
        data-testid={testId}
      />
    </Space.Compact>
  );
};
