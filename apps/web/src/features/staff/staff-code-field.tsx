import { ApiRoutes, Limits, type TStaffRole } from '@ksa/contract';
import { App, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api-call';
import { SendCodeButton } from '../auth';
import { useVisitorGuard } from '../visitor';
import { assignPhoneError, staffCodeError } from './rules';

/**
 * The onSend of the staff code: checks the phone, then sends the code to it for `role` (the server
 * refuses, without an SMS, a phone that role cannot take). Resolves false when nothing was sent.
 */
export const useSendStaffCode = (role: TStaffRole) => {
  const { t } = useTranslation('errors');
  const { message } = App.useApp();
  const { guard } = useVisitorGuard();
  return async (phone: string): Promise<boolean> => {
    const bad = assignPhoneError(phone);
    if (bad) {
      void message.error(bad);
      return false;
    }
    const sent = guard(() => apiCall(ApiRoutes.sendCodeForBindAndDistribute, { phone: phone.trim(), role }));
    if (!sent) {
      return false;
    }
    await sent; // a refusal is toasted by the request layer and throws: no countdown
    void message.success(t('SEND_OK'));
    return true;
  };
};

type TProps = {
  phone: string;
  /** What the phone is about to become (the server checks the phone can take it before sending). */
  staffRole: TStaffRole;
  value: string;
  onChange: (code: string) => void;
  /** The form's last check of the field (shown while the value is still not six digits). */
  error?: string | null;
  /** Prefix of the test ids: `<testId>-code`, `<testId>-send`. */
  testId: string;
};

/**
 * 对方手机验证码: a phone that is not yet the BOSS's staff is added only with the code that reached
 * it (their consent), sent with the 59 s countdown of the add-manager modal.
 */
export function StaffCodeField({ phone, staffRole, value, onChange, error, testId }: TProps) {
  const { t } = useTranslation('staff');
  const send = useSendStaffCode(staffRole);
  // The form's check is about the value: once six digits are typed it no longer applies.
  const shown = error && staffCodeError(value) ? error : null;
  return (
    <Form.Item
      label={t('consent.code')}
      required
      validateStatus={shown ? 'error' : undefined}
      help={shown ?? t('consent.hint')}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={value}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          data-testid={`${testId}-code`}
        />
        <SendCodeButton
          seconds={Limits.countdown.manager}
          onSend={() => send(phone)}
          size="middle"
          testId={`${testId}-send`}
        />
      </Space.Compact>
    </Form.Item>
  );
}
