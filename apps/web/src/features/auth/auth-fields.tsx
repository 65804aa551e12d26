import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { Form, type FormRule, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from './phone-input';
import { SendCodeButton } from './send-code-button';

/** The phone / password / confirm / code fields every auth form is built from. */
type TFieldProps = { name?: string; rules: FormRule[]; testId: string; label?: string; placeholder?: string };

export const PhoneField = ({ name = 'phone', rules, testId, label, placeholder }: TFieldProps) => {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name={name} rules={rules} label={label}>
      <PhoneInput placeholder={placeholder ?? t('fields.phonePlaceholder')} testId={testId} />
    </Form.Item>
  );
};

export const PasswordField = ({ name = 'password', rules, testId, label, placeholder }: TFieldProps) => {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name={name} rules={rules} label={label}>
      <Input.Password
        prefix={<LockOutlined className="auth-input-icon" />}
        placeholder={placeholder ?? t('fields.passwordPlaceholder')}
        autoComplete="current-password"
        allowClear
        size="large"
        data-testid={testId}
      />
    </Form.Item>
  );
};

export const ConfirmField = ({
  name = 'confirmPassword',
  rules,
  testId,
  label,
  placeholder,
  passwordField = 'password',
}: TFieldProps & { passwordField?: string }) => {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name={name} rules={rules} label={label} dependencies={[passwordField]}>
      <Input.Password
        prefix={<LockOutlined className="auth-input-icon" />}
        placeholder={placeholder ?? t('fields.confirmPlaceholder')}
        autoComplete="new-password"
        allowClear
        size="large"
        data-testid={testId}
      />
    </Form.Item>
  );
};

type TCodeFieldProps = TFieldProps & {
  seconds: number;
  onSend: () => Promise<boolean>;
  sendTestId: string;
  resendLabel?: 'resend' | 'refetch';
};

export const CodeField = ({
  name = 'code',
  rules,
  testId,
  label,
  placeholder,
  seconds,
  onSend,
  sendTestId,
  resendLabel,
}: TCodeFieldProps) => {
  const { t } = useTranslation('auth');
  // The outer item shows the inner item's errors; the button sits outside the bound control.
  return (
    <Form.Item label={label}>
      <Space.Compact block>
        <Form.Item name={name} rules={rules} noStyle>
          <Input
            prefix={<SafetyOutlined className="auth-input-icon" />}
            placeholder={placeholder ?? t('fields.codePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            allowClear
            size="large"
            data-testid={testId}
          />
        </Form.Item>
        <SendCodeButton seconds={seconds} onSend={onSend} resendLabel={resendLabel} testId={sendTestId} />
      </Space.Compact>
    </Form.Item>
  );
};
